import type { ComponentType } from 'react';
import { SnackbarProvider } from './Snackbar';

/**
 * A page that holds its own snackbars: the component rendered inside a SnackbarProvider, so that
 * it (and everything below it) can call useSnackbar. Most routes are such a page; this is their
 * default export, instead of a wrapper component written out in each.
 */
export function withSnackbar<Props extends object>(Page: ComponentType<Props>): ComponentType<Props> {
  function WithSnackbar(props: Props) {
    return (
      <SnackbarProvider>
        <Page {...props} />
      </SnackbarProvider>
    );
  }
  WithSnackbar.displayName = `WithSnackbar(${Page.displayName ?? Page.name})`;
  return WithSnackbar;
}
