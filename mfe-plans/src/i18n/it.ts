import type { Messages } from '@accrue/remote-runtime';
import type { MessageId } from './en';

/** This remote's labels in Italian, downloaded only by users who read it. */
export const messages: Messages<MessageId> = {
  'page.plans': 'Piani',
  'page.forecastRuleDesigner': 'Designer regola di previsione',
  'page.ruleDesigner': 'Designer regola',
  'page.planHub': 'Hub del piano',
  'page.designer': 'Designer',
  'page.planAgreements': 'Accordi del piano',
  'page.planAgreementAssignment': 'Assegnazione dell’accordo del piano',
  'page.planAgreementPreview': 'Anteprima dell’accordo del piano',
  'page.planAgreement': 'Accordo del piano',
};
