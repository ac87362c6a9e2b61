import { createRoot } from 'react-dom/client';
import { FormattedMessage } from 'react-intl';
import { AccrueProvider, Alert, Button } from '@accrue/ui-kit';
import type { AccrueAppProps } from './remote-app/contract';
import { commonMessages } from './remote-app/common-messages';
import type { RenderLoadError } from './resilient-app';

/** The error a remote's own area shows when the remote cannot be loaded, with a Retry button. */
export function renderRemoteError({ store, atoms }: AccrueAppProps): RenderLoadError {
  return (element, _error, retry) => {
    const locale = store.get(atoms.locale);
    const root = createRoot(element);
    root.render(
      <AccrueProvider locale={locale} messages={commonMessages[locale]}>
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
      </AccrueProvider>,
    );
    return { unmount: () => root.unmount() };
  };
}
