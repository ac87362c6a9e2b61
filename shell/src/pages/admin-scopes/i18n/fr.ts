import type { AdminScopesMessages } from '../messages';

/** The admin scopes page's labels in French, loaded only with the page, for users who read French. */
export const messages: AdminScopesMessages = {
  'adminScopes.description':
    'Un périmètre limite un admin restreint à ses plans et quotas : il ne voit alors que les utilisateurs affectés à ces plans, ces plans et ces quotas.',
  'adminScopes.tableLabel': 'Périmètres d’administration',
  'adminScopes.empty': 'Aucun périmètre pour l’instant.',
  'adminScopes.create': 'Créer un périmètre',
  'adminScopes.createTitle': 'Créer un périmètre d’administration',
  'adminScopes.editTitle': 'Modifier le périmètre',
  'adminScopes.edit': 'Modifier',
  'adminScopes.editOf': 'Modifier {name}',
  'adminScopes.delete': 'Supprimer',
  'adminScopes.deleteOf': 'Supprimer {name}',
  'adminScopes.deleted': 'Périmètre {name} supprimé.',
  'adminScopes.saved': 'Périmètre {name} enregistré.',
  'adminScopes.cancel': 'Annuler',
  'adminScopes.save': 'Enregistrer',
  'adminScopes.column.name': 'Nom',
  'adminScopes.column.plans': 'Plans',
  'adminScopes.column.quotas': 'Quotas',
  'adminScopes.column.assignments': 'Affectations aux plans',
  'adminScopes.column.users': 'Admins',
  'adminScopes.column.actions': 'Actions',
  'adminScopes.field.name': 'Nom',
  'adminScopes.field.plans': 'Plans',
  'adminScopes.field.quotas': 'Quotas',
  'adminScopes.field.assignments': 'Affectations aux plans',
  'adminScopes.field.assignmentsHelp': 'Uniquement des affectations aux plans du périmètre.',
};
