import type { Messages } from '@accrue/remote-runtime';
import type { MessageId } from './en';

/** This remote's labels in German, downloaded only by users who read it. */
export const messages: Messages<MessageId> = {
  'page.plans': 'Pläne',
  'page.forecastRuleDesigner': 'Prognose-Regeldesigner',
  'page.ruleDesigner': 'Regeldesigner',
  'page.planHub': 'Plan-Übersicht',
  'page.designer': 'Designer',
  'page.planAgreements': 'Planvereinbarungen',
  'page.planAgreementAssignment': 'Zuweisung der Planvereinbarung',
  'page.planAgreementPreview': 'Vorschau der Planvereinbarung',
  'page.planAgreement': 'Planvereinbarung',
};
