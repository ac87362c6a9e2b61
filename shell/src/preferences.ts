import { applyColorScheme } from '@accrue/ui-kit/theme';
import type { AccrueAppProps } from '@accrue/remote-runtime';

/** Keeps the document's colour scheme and language attribute in step with the user's choices. */
export function followUserPreferences({ store, atoms }: AccrueAppProps): void {
  const root = document.documentElement;
  const applyScheme = () => applyColorScheme(root, store.get(atoms.colorScheme));
  const applyLocale = () => root.setAttribute('lang', store.get(atoms.locale));
  applyScheme();
  applyLocale();
  store.sub(atoms.colorScheme, applyScheme);
  store.sub(atoms.locale, applyLocale);
}
