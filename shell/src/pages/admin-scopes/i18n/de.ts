import type { AdminScopesMessages } from '../messages';

/** The admin scopes page's labels in German, loaded only with the page, for users who read German. */
export const messages: AdminScopesMessages = {
  'adminScopes.description':
    'Ein Bereich beschränkt einen eingeschränkten Admin auf seine Pläne und Quoten: Er sieht dann nur die diesen Plänen zugewiesenen Benutzer, diese Pläne und diese Quoten.',
  'adminScopes.tableLabel': 'Admin-Bereiche',
  'adminScopes.empty': 'Noch kein Admin-Bereich.',
  'adminScopes.create': 'Bereich anlegen',
  'adminScopes.createTitle': 'Admin-Bereich anlegen',
  'adminScopes.editTitle': 'Admin-Bereich bearbeiten',
  'adminScopes.edit': 'Bearbeiten',
  'adminScopes.editOf': '{name} bearbeiten',
  'adminScopes.delete': 'Löschen',
  'adminScopes.deleteOf': '{name} löschen',
  'adminScopes.deleted': 'Admin-Bereich {name} gelöscht.',
  'adminScopes.saved': 'Admin-Bereich {name} gespeichert.',
  'adminScopes.cancel': 'Abbrechen',
  'adminScopes.save': 'Speichern',
  'adminScopes.column.name': 'Name',
  'adminScopes.column.plans': 'Pläne',
  'adminScopes.column.quotas': 'Quoten',
  'adminScopes.column.assignments': 'Planzuweisungen',
  'adminScopes.column.users': 'Admins',
  'adminScopes.column.actions': 'Aktionen',
  'adminScopes.field.name': 'Name',
  'adminScopes.field.plans': 'Pläne',
  'adminScopes.field.quotas': 'Quoten',
  'adminScopes.field.assignments': 'Planzuweisungen',
  'adminScopes.field.assignmentsHelp': 'Nur Zuweisungen zu den Plänen des Bereichs.',
};
