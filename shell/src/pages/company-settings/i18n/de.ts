import type { CompanySettingsMessages } from '../messages';

/** The company settings pages' labels in German, loaded only with the pages, for users who read German. */
export const messages: CompanySettingsMessages = {
  'companySettings.tab.customization': 'Anpassungsoptionen',
  'companySettings.tab.main': 'Haupteinstellungen',
  'companySettings.tab.planAgreements': 'Planvereinbarungen',
  'companySettings.field.name': 'Name',
  'companySettings.field.statementFrequency': 'Häufigkeit der Provisionsberechnung',
  'companySettings.field.statementFrequency.help':
    'Die Länge eines Abrechnungszeitraums, für alle Pläne des Unternehmens.',
  'companySettings.frequency.month': 'Monatlich',
  'companySettings.frequency.quarter': 'Vierteljährlich',
  'companySettings.field.currency': 'Hauptwährung',
  'companySettings.field.currency.help':
    'Die Hauptwährung kann nicht geändert werden. Wenden Sie sich bei Bedarf an Ihren Customer-Success-Manager.',
  'companySettings.field.currencies': 'Unternehmenswährungen',
  'companySettings.field.currencies.help':
    'Die Währungen, in denen Personen bezahlt werden und Daten eingehen, zusätzlich zu {currency}, die immer dazugehört.',
  'companySettings.slack.off': 'Nicht verbunden: Benachrichtigungen bleiben in Accrue.',
  'companySettings.slack.connected': 'Verbunden: Benachrichtigungen gehen auch an Slack.',
  'companySettings.slack.reconnect': 'Neu verbinden erzwingen',
  'companySettings.slack.unavailable':
    'Für die Verbindung mit Slack wird die Slack-App dieser Installation benötigt, die nicht eingerichtet ist.',
  'companySettings.field.planAgreementsSharedWithManagers': 'Planvereinbarungen mit Managern teilen',
  'companySettings.field.planAgreementsSharedWithManagers.help':
    'Manager sehen dann die Planvereinbarungen, die an ihre Mitarbeitenden gesendet wurden.',
  'companySettings.error.nameRequired': 'Dieses Feld ist erforderlich.',
  'companySettings.error.nameLength': 'Der Name muss 2 bis 100 Zeichen lang sein.',
  'companySettings.save': 'Speichern',
  'companySettings.cancel': 'Abbrechen',
  'companySettings.saved': 'Unternehmenseinstellungen gespeichert.',
  'companySettings.conflict':
    'Jemand anderes hat die Unternehmenseinstellungen inzwischen geändert: Es wurde nichts gespeichert. Die aktuellen Einstellungen werden angezeigt; nehmen Sie Ihre Änderungen erneut vor.',
  'companySettings.readOnly': 'Sie können diese Einstellungen sehen, aber nicht ändern.',
};
