import type { Messages } from '@accrue/remote-runtime';
import type { MessageId } from './en';

/** This remote's labels in Italian, downloaded only by users who read it. */
export const messages: Messages<MessageId> = {
  'page.superadmin': 'Superadmin',
  'page.superadminHome': 'Back office',
  'page.masterSettings': 'Impostazioni master',
  'page.companies': 'Aziende',
  'page.companyDetails': 'Azienda',
  'page.users': 'Utenti',
  'page.plans': 'Piani',
  'page.connectors': 'Connettori',
  'page.billing': 'Fatturazione',
  'page.calculations': 'Calcoli',
  'page.refreshments': 'Aggiornamenti dei dati',
  'page.statementsInError': 'Rendiconti in errore',
  'page.assistant': 'Prompt dell’assistente',
};
