import { FormattedMessage } from 'react-intl';
import { Heading } from '@accrue/ui-kit';

export interface DashboardWidgetProps {
  /** The dashboard to show; the user's home dashboard when absent. */
  dashboardId?: string;
}

/** A dashboard embedded in a host CRM. */
export function DashboardWidget({ dashboardId }: DashboardWidgetProps) {
  return (
    <section data-testid="dashboard-widget" data-dashboard-id={dashboardId ?? ''}>
      <Heading level={2}>
        <FormattedMessage id="widget.dashboard.title" />
      </Heading>
    </section>
  );
}
