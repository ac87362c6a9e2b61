import { createRoot } from 'react-dom/client';
import { FormattedMessage } from 'react-intl';
import { Alert, Button } from '@accrue/ui-kit';
import { Localised, type AccrueAppProps } from '@accrue/remote-runtime';
import { shellMessages } from './i18n/messages';
import type { RenderLoadError } from './resilient-app';

/** The error a remote's own area shows when the remote cannot be loaded, with a Retry button. */
export function renderRemoteError({ store, atoms }: AccrueAppProps): RenderLoadError {
  return (element, _error, retry) => {
    const locale = store.get(atoms.locale);
    const root = createRoot(element);
    root.render(
      <Localised locale={locale} messages={shellMessages}>
        <div data-testid="remote-error" style={{ padding: 24 }}>
          <Alert
            tone="error"
            title={<FormattedMessage id="error.remote.title" />}
            action={
              <Button variant="secondary" onPress={retry}>
                <FormattedMessage id="error.remote.retry" />
              </Button>
            }
          >
            <FormattedMessage id="error.remote.body" />
          </Alert>
        </div>
      </Localised>,
    );
    return { unmount: () => root.unmount() };
  };
}
