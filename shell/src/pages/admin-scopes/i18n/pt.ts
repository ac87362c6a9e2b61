import type { AdminScopesMessages } from '../messages';

/** The admin scopes page's labels in Portuguese, loaded only with the page, for users who read Portuguese. */
export const messages: AdminScopesMessages = {
  'adminScopes.description':
    'Um escopo limita um admin restrito aos seus planos e cotas: ele vê então apenas os usuários atribuídos a esses planos, esses planos e essas cotas.',
  'adminScopes.tableLabel': 'Escopos de administração',
  'adminScopes.empty': 'Ainda não há escopo.',
  'adminScopes.create': 'Criar escopo',
  'adminScopes.createTitle': 'Criar um escopo de administração',
  'adminScopes.editTitle': 'Editar o escopo',
  'adminScopes.edit': 'Editar',
  'adminScopes.editOf': 'Editar {name}',
  'adminScopes.delete': 'Excluir',
  'adminScopes.deleteOf': 'Excluir {name}',
  'adminScopes.deleted': 'Escopo {name} excluído.',
  'adminScopes.saved': 'Escopo {name} salvo.',
  'adminScopes.cancel': 'Cancelar',
  'adminScopes.save': 'Salvar',
  'adminScopes.column.name': 'Nome',
  'adminScopes.column.plans': 'Planos',
  'adminScopes.column.quotas': 'Cotas',
  'adminScopes.column.assignments': 'Atribuições de planos',
  'adminScopes.column.users': 'Admins',
  'adminScopes.column.actions': 'Ações',
  'adminScopes.field.name': 'Nome',
  'adminScopes.field.plans': 'Planos',
  'adminScopes.field.quotas': 'Cotas',
  'adminScopes.field.assignments': 'Atribuições de planos',
  'adminScopes.field.assignmentsHelp': 'Apenas atribuições aos planos do escopo.',
};
