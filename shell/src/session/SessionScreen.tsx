import { Suspense } from 'react';
import { createRoot } from 'react-dom/client';
import { FormattedMessage } from 'react-intl';
import { AccrueProvider, Alert, Button, Heading } from '@accrue/ui-kit';
import { commonMessages, messagesIn, type Locale } from '@accrue/remote-runtime';
import { shellMessages } from '../i18n/messages';
import type { SessionOutcome } from './session';

type Problem = Exclude<SessionOutcome, { kind: 'ready' } | { kind: 'sign-in' }>;

/** Spec doc 1 §8: the screens shown instead of the app when signing in does not succeed. */
function SessionProblem({ problem }: { problem: Problem }) {
  const retry = (
    <Button variant="primary" onPress={() => window.location.assign('/')}>
      <FormattedMessage id="session.tryAgain" />
    </Button>
  );
  switch (problem.kind) {
    case 'login-error':
      return (
        <Alert tone="error" title={<FormattedMessage id="session.loginError" />} action={retry}>
          {problem.message}
        </Alert>
      );
    case 'offline':
      return (
        <>
          <Heading level={1}>
            <FormattedMessage id="session.offline.title" />
          </Heading>
          <p>{problem.message ?? <FormattedMessage id="session.offline.body" />}</p>
          {retry}
        </>
      );
    case 'no-linked-account':
      return (
        <Alert tone="warning" title={<FormattedMessage id="session.noLinkedAccount" />} action={retry} />
      );
  }
}

export async function renderSessionProblem(element: HTMLElement, problem: Problem, locale: Locale) {
  const messages = await messagesIn(shellMessages, commonMessages, locale);
  createRoot(element).render(
    <AccrueProvider locale={locale} messages={messages}>
      <div data-testid="session-problem" style={{ maxWidth: 640, margin: '64px auto', padding: 24 }}>
        {/* The alert's own labels (the kit's) may still be on their way. */}
        <Suspense fallback={null}>
          <SessionProblem problem={problem} />
        </Suspense>
      </div>
    </AccrueProvider>,
  );
}
