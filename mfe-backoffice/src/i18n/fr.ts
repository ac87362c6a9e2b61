import type { Messages } from '@accrue/remote-runtime';
import type { MessageId } from './en';

/** This remote's labels in French, downloaded only by users who read it. */
export const messages: Messages<MessageId> = {
  'page.superadmin': 'Superadmin',
  'page.superadminHome': 'Back-office',
  'page.masterSettings': 'Paramètres maîtres',
  'page.companies': 'Entreprises',
  'page.companyDetails': 'Entreprise',
  'page.users': 'Utilisateurs',
  'page.plans': 'Plans',
  'page.connectors': 'Connecteurs',
  'page.billing': 'Facturation',
  'page.calculations': 'Calculs',
  'page.refreshments': 'Mises à jour des données',
  'page.statementsInError': 'Relevés en erreur',
  'page.assistant': 'Prompts de l’assistant',
};
