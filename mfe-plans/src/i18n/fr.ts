import type { Messages } from '@accrue/remote-runtime';
import type { MessageId } from './en';

/** This remote's labels in French, downloaded only by users who read it. */
export const messages: Messages<MessageId> = {
  'page.plans': 'Plans',
  'page.forecastRuleDesigner': 'Concepteur de règle de prévision',
  'page.ruleDesigner': 'Concepteur de règle',
  'page.planHub': 'Hub du plan',
  'page.designer': 'Concepteur',
  'page.planAgreements': 'Accords de plan',
  'page.planAgreementAssignment': 'Attribution de l’accord de plan',
  'page.planAgreementPreview': 'Aperçu de l’accord de plan',
  'page.planAgreement': 'Accord de plan',
};
