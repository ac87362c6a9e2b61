import type { Messages } from '@accrue/remote-runtime';
import type { MessageId } from './en';

/** This remote's labels in Portuguese, downloaded only by users who read it. */
export const messages: Messages<MessageId> = {
  'page.superadmin': 'Superadmin',
  'page.superadminHome': 'Back office',
  'page.masterSettings': 'Configurações mestras',
  'page.companies': 'Empresas',
  'page.companyDetails': 'Empresa',
  'page.users': 'Usuários',
  'page.plans': 'Planos',
  'page.connectors': 'Conectores',
  'page.billing': 'Faturamento',
  'page.calculations': 'Cálculos',
  'page.refreshments': 'Atualizações de dados',
  'page.statementsInError': 'Extratos com erro',
  'page.assistant': 'Prompts do assistente',
};
