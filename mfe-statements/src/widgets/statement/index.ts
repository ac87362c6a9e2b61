import { createWidget } from '@accrue/shell/remote-app';
import { messages } from '../../i18n/messages';
import { StatementWidget } from './StatementWidget';

/** `mount(element, { statementId, locale, colorScheme })` renders the statement widget anywhere. */
export const mount = createWidget({
  name: 'mfe_statements/widgets/statement',
  messages,
  Component: StatementWidget,
});
