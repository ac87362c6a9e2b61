import type { AdminScopesMessages } from '../messages';

/** The admin scopes page's labels in Italian, loaded only with the page, for users who read Italian. */
export const messages: AdminScopesMessages = {
  'adminScopes.description':
    'Un ambito limita un admin ristretto ai suoi piani e quote: vede allora solo gli utenti assegnati a quei piani, quei piani e quelle quote.',
  'adminScopes.tableLabel': 'Ambiti di amministrazione',
  'adminScopes.empty': 'Nessun ambito per ora.',
  'adminScopes.create': 'Crea ambito',
  'adminScopes.createTitle': 'Crea un ambito di amministrazione',
  'adminScopes.editTitle': 'Modifica l’ambito',
  'adminScopes.edit': 'Modifica',
  'adminScopes.editOf': 'Modifica {name}',
  'adminScopes.delete': 'Elimina',
  'adminScopes.deleteOf': 'Elimina {name}',
  'adminScopes.deleted': 'Ambito {name} eliminato.',
  'adminScopes.saved': 'Ambito {name} salvato.',
  'adminScopes.cancel': 'Annulla',
  'adminScopes.save': 'Salva',
  'adminScopes.column.name': 'Nome',
  'adminScopes.column.plans': 'Piani',
  'adminScopes.column.quotas': 'Quote',
  'adminScopes.column.assignments': 'Assegnazioni ai piani',
  'adminScopes.column.users': 'Admin',
  'adminScopes.column.actions': 'Azioni',
  'adminScopes.field.name': 'Nome',
  'adminScopes.field.plans': 'Piani',
  'adminScopes.field.quotas': 'Quote',
  'adminScopes.field.assignments': 'Assegnazioni ai piani',
  'adminScopes.field.assignmentsHelp': 'Solo assegnazioni ai piani dell’ambito.',
};
