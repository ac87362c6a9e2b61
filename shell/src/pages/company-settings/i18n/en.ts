/** The company settings pages' labels in English (the other languages hold the same ids). */
export const messages = {
  'companySettings.tab.customization': 'Customization options',
  'companySettings.tab.main': 'Main settings',
  'companySettings.tab.planAgreements': 'Plan agreements',
  'companySettings.field.name': 'Name',
  'companySettings.field.statementFrequency': 'Frequency of commission calculation',
  'companySettings.field.statementFrequency.help':
    'The length of a statement period, for every plan of the company.',
  'companySettings.frequency.month': 'Monthly',
  'companySettings.frequency.quarter': 'Quarterly',
  'companySettings.field.currency': 'Main currency',
  'companySettings.field.currency.help':
    'The main currency cannot be changed. Contact your customer success manager if it must.',
  'companySettings.field.currencies': 'Company currencies',
  'companySettings.field.currencies.help':
    'The currencies people are paid in and records come in, besides {currency}, which is always one of them.',
  'companySettings.slack.off': 'Not connected: notifications stay in Accrue.',
  'companySettings.slack.connected': 'Connected: notifications are also sent to Slack.',
  'companySettings.slack.reconnect': 'Force reconnection',
  'companySettings.slack.unavailable':
    'Connecting Slack needs the Slack app of this installation, which is not set up.',
  'companySettings.field.planAgreementsSharedWithManagers': 'Share plan agreements with managers',
  'companySettings.field.planAgreementsSharedWithManagers.help':
    'Managers then see the plan agreements sent to the people they manage.',
  'companySettings.error.nameRequired': 'This field is required.',
  'companySettings.error.nameLength': 'The name must be 2 to 100 characters long.',
  'companySettings.save': 'Save',
  'companySettings.cancel': 'Cancel',
  'companySettings.saved': 'Company settings saved.',
  'companySettings.conflict':
    'Someone else changed the company’s settings meanwhile: nothing was saved. The latest settings are shown; make your changes again.',
  'companySettings.readOnly': 'You can see these settings but not change them.',
};

export type CompanySettingsMessageId = keyof typeof messages;
