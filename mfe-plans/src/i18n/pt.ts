import type { Messages } from '@accrue/remote-runtime';
import type { MessageId } from './en';

/** This remote's labels in Portuguese, downloaded only by users who read it. */
export const messages: Messages<MessageId> = {
  'page.plans': 'Planos',
  'page.forecastRuleDesigner': 'Designer de regra de previsão',
  'page.ruleDesigner': 'Designer de regra',
  'page.planHub': 'Central do plano',
  'page.designer': 'Designer',
  'page.planAgreements': 'Acordos de plano',
  'page.planAgreementAssignment': 'Atribuição do acordo de plano',
  'page.planAgreementPreview': 'Pré-visualização do acordo de plano',
  'page.planAgreement': 'Acordo de plano',
};
