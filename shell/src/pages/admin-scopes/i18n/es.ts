import type { AdminScopesMessages } from '../messages';

/** The admin scopes page's labels in Spanish, loaded only with the page, for users who read Spanish. */
export const messages: AdminScopesMessages = {
  'adminScopes.description':
    'Un ámbito limita a un admin restringido a sus planes y cuotas: solo ve los usuarios asignados a esos planes, esos planes y esas cuotas.',
  'adminScopes.tableLabel': 'Ámbitos de administración',
  'adminScopes.empty': 'Aún no hay ámbitos.',
  'adminScopes.create': 'Crear ámbito',
  'adminScopes.createTitle': 'Crear un ámbito de administración',
  'adminScopes.editTitle': 'Editar el ámbito',
  'adminScopes.edit': 'Editar',
  'adminScopes.editOf': 'Editar {name}',
  'adminScopes.delete': 'Eliminar',
  'adminScopes.deleteOf': 'Eliminar {name}',
  'adminScopes.deleted': 'Ámbito {name} eliminado.',
  'adminScopes.saved': 'Ámbito {name} guardado.',
  'adminScopes.cancel': 'Cancelar',
  'adminScopes.save': 'Guardar',
  'adminScopes.column.name': 'Nombre',
  'adminScopes.column.plans': 'Planes',
  'adminScopes.column.quotas': 'Cuotas',
  'adminScopes.column.assignments': 'Asignaciones de planes',
  'adminScopes.column.users': 'Admins',
  'adminScopes.column.actions': 'Acciones',
  'adminScopes.field.name': 'Nombre',
  'adminScopes.field.plans': 'Planes',
  'adminScopes.field.quotas': 'Cuotas',
  'adminScopes.field.assignments': 'Asignaciones de planes',
  'adminScopes.field.assignmentsHelp': 'Solo asignaciones a los planes del ámbito.',
};
