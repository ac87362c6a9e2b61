import type { Messages } from '@accrue/remote-runtime';
import type { MessageId } from './en';

/** This remote's labels in German, downloaded only by users who read it. */
export const messages: Messages<MessageId> = {
  'page.superadmin': 'Superadmin',
  'page.superadminHome': 'Backoffice',
  'page.masterSettings': 'Master-Einstellungen',
  'page.companies': 'Unternehmen',
  'page.companyDetails': 'Unternehmen',
  'page.users': 'Benutzer',
  'page.plans': 'Pläne',
  'page.connectors': 'Connectoren',
  'page.billing': 'Abrechnung',
  'page.calculations': 'Berechnungen',
  'page.refreshments': 'Datenaktualisierungen',
  'page.statementsInError': 'Fehlerhafte Abrechnungen',
  'page.assistant': 'Assistenten-Prompts',
};
