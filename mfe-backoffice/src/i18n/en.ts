/** This remote's labels in English (every other language holds the same ids). */
export const messages = {
  'page.superadmin': 'Superadmin',
  'page.superadminHome': 'Back office',
  'page.masterSettings': 'Master settings',
  'page.companies': 'Companies',
  'page.companyDetails': 'Company',
  'page.users': 'Users',
  'page.plans': 'Plans',
  'page.connectors': 'Connectors',
  'page.billing': 'Billing',
  'page.calculations': 'Calculations',
  'page.refreshments': 'Data updates',
  'page.statementsInError': 'Statements in error',
  'page.assistant': 'Assistant prompts',
};

export type MessageId = keyof typeof messages;
