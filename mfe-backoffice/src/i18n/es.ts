import type { Messages } from '@accrue/remote-runtime';
import type { MessageId } from './en';

/** This remote's labels in Spanish, downloaded only by users who read it. */
export const messages: Messages<MessageId> = {
  'page.superadmin': 'Superadmin',
  'page.superadminHome': 'Back office',
  'page.masterSettings': 'Ajustes maestros',
  'page.companies': 'Empresas',
  'page.companyDetails': 'Empresa',
  'page.users': 'Usuarios',
  'page.plans': 'Planes',
  'page.connectors': 'Conectores',
  'page.billing': 'Facturación',
  'page.calculations': 'Cálculos',
  'page.refreshments': 'Actualizaciones de datos',
  'page.statementsInError': 'Extractos con error',
  'page.assistant': 'Prompts del asistente',
};
