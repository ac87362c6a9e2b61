/** This remote's labels in English (every other language holds the same ids). */
export const messages = {
  'page.plans': 'Plans',
  'page.forecastRuleDesigner': 'Forecast rule designer',
  'page.ruleDesigner': 'Rule designer',
  'page.planHub': 'Plan hub',
  'page.designer': 'Designer',
  'page.planAgreements': 'Plan agreements',
  'page.planAgreementAssignment': 'Plan agreement assignment',
  'page.planAgreementPreview': 'Plan agreement preview',
  'page.planAgreement': 'Plan agreement',
};

export type MessageId = keyof typeof messages;
