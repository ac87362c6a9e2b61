/** The admin scopes page's labels in English (the other languages hold the same ids). */
export const messages = {
  'adminScopes.description':
    'A scope limits a scoped admin to its plans and quotas: they then see only the users assigned to those plans, those plans and those quotas.',
  'adminScopes.tableLabel': 'Admin scopes',
  'adminScopes.empty': 'No admin scope yet.',
  'adminScopes.create': 'Create scope',
  'adminScopes.createTitle': 'Create an admin scope',
  'adminScopes.editTitle': 'Edit the admin scope',
  'adminScopes.edit': 'Edit',
  'adminScopes.editOf': 'Edit {name}',
  'adminScopes.delete': 'Delete',
  'adminScopes.deleteOf': 'Delete {name}',
  'adminScopes.deleted': 'Admin scope {name} deleted.',
  'adminScopes.saved': 'Admin scope {name} saved.',
  'adminScopes.cancel': 'Cancel',
  'adminScopes.save': 'Save',
  'adminScopes.column.name': 'Name',
  'adminScopes.column.plans': 'Plans',
  'adminScopes.column.quotas': 'Quotas',
  'adminScopes.column.assignments': 'Plan assignments',
  'adminScopes.column.users': 'Admins',
  'adminScopes.column.actions': 'Actions',
  'adminScopes.field.name': 'Name',
  'adminScopes.field.plans': 'Plans',
  'adminScopes.field.quotas': 'Quotas',
  'adminScopes.field.assignments': 'Plan assignments',
  'adminScopes.field.assignmentsHelp': 'Only assignments of the scope’s plans.',
};

export type AdminScopesMessageId = keyof typeof messages;
