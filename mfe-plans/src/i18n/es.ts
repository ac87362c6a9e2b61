import type { Messages } from '@accrue/remote-runtime';
import type { MessageId } from './en';

/** This remote's labels in Spanish, downloaded only by users who read it. */
export const messages: Messages<MessageId> = {
  'page.plans': 'Planes',
  'page.forecastRuleDesigner': 'Diseñador de regla de previsión',
  'page.ruleDesigner': 'Diseñador de reglas',
  'page.planHub': 'Centro del plan',
  'page.designer': 'Diseñador',
  'page.planAgreements': 'Acuerdos de plan',
  'page.planAgreementAssignment': 'Asignación del acuerdo de plan',
  'page.planAgreementPreview': 'Vista previa del acuerdo de plan',
  'page.planAgreement': 'Acuerdo de plan',
};
