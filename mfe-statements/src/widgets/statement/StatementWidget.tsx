import { FormattedMessage } from 'react-intl';
import { Heading } from '@accrue/ui-kit';

export interface StatementWidgetProps {
  /** The statement to show; the user's current statement when absent. */
  statementId?: string;
}

/** The statement a rep reads inside a host CRM (spec: reps reading statements inside a CRM). */
export function StatementWidget({ statementId }: StatementWidgetProps) {
  return (
    <section data-testid="statement-widget" data-statement-id={statementId ?? ''}>
      <Heading level={2}>
        <FormattedMessage id="widget.statement.title" />
      </Heading>
    </section>
  );
}
