import { createWidget } from '@accrue/shell/remote-app';
import { messages } from '../../i18n/messages';
import { DashboardWidget } from './DashboardWidget';

/** `mount(element, { dashboardId, locale, colorScheme })` renders the dashboard widget anywhere. */
export const mount = createWidget({
  name: 'mfe_data/widgets/dashboard',
  messages,
  Component: DashboardWidget,
});
