import { Component, type ErrorInfo, type ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { Alert, Button } from '@accrue/ui-kit';

interface State {
  error: Error | null;
}

/** Spec doc 1 §8: a route error shows 'Oops, something went wrong' with a Reload the page button. */
export class RouteErrorBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: Error): State {
    return { error };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error('Route error', error, info.componentStack);
  }

  override render() {
    if (!this.state.error) return this.props.children;
    return (
      <Alert
        tone="error"
        title={<FormattedMessage id="error.route.title" />}
        action={
          <Button variant="secondary" onPress={() => window.location.reload()}>
            <FormattedMessage id="error.route.reload" />
          </Button>
        }
      />
    );
  }
}
