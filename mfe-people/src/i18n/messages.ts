import { catalogueFromRows } from '@accrue/shell/remote-app';

/** Every message of this remote: id, then en, fr, de, pt, es, it. */
export const messages = catalogueFromRows([
  ['page.directory', 'Directory', 'Annuaire', 'Verzeichnis', 'Diretório', 'Directorio', 'Rubrica'],
  ['page.member', 'Member', 'Membre', 'Mitglied', 'Membro', 'Miembro', 'Membro'],
  ['page.teams', 'Teams', 'Équipes', 'Teams', 'Equipes', 'Equipos', 'Team'],
  ['page.team', 'Team', 'Équipe', 'Team', 'Equipe', 'Equipo', 'Team'],
  ['page.quotas', 'Quotas', 'Objectifs', 'Quoten', 'Metas', 'Cuotas', 'Quote'],
  [
    'page.quotaValues',
    'Quota values',
    'Valeurs des objectifs',
    'Quotenwerte',
    'Valores das metas',
    'Valores de las cuotas',
    'Valori delle quote',
  ],
  ['page.profile', 'Account', 'Compte', 'Konto', 'Conta', 'Cuenta', 'Account'],
]);
