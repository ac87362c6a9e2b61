import type { Messages } from '@accrue/remote-runtime';
import type { PreviewMessageId } from './en';

/** The live preview's labels in French. */
export const messages: Messages<PreviewMessageId> = {
  'preview.title': 'Aperçu',
  'preview.intro':
    'La règle de ce brouillon, enregistré ou non, calculée sur les données de l’entreprise pour une personne et une période. Rien n’est enregistré.',
  'preview.person': 'Personne',
  'preview.year': 'Année',
  'preview.period': 'Période',
  'preview.quarter': 'T{quarter} {year}',
  'preview.nobody':
    'Personne n’est encore affecté à ce plan : affectez quelqu’un pour prévisualiser la règle.',
  'preview.peopleFailed': 'Les personnes de ce plan n’ont pas pu être chargées : {message}',
  'preview.draftProblems': 'Le brouillon comporte des problèmes : corrigez-les pour prévisualiser la règle.',
  'preview.draftProblemsKept':
    'Le brouillon comporte des problèmes : l’aperçu montre la dernière version qui n’en avait pas.',
  'preview.updating': 'Mise à jour…',
  'preview.calculated': 'Calculé en {ms, number} ms',
  'preview.failed': 'L’aperçu n’a pas pu être calculé',
  'preview.valueOf': '{rule} de {person}, {period}',
  'preview.kpis': 'Indicateurs',
  'preview.lines': 'Enregistrements à l’origine de la valeur',
  'preview.noLines': 'Aucun enregistrement n’a produit cette valeur.',
  'preview.record': 'Enregistrement',
  'preview.amount': 'Montant',
  'preview.messages': 'Messages du calcul',
  'preview.level.error': 'Erreur',
  'preview.level.warning': 'Avertissement',
  'preview.yes': 'Oui',
  'preview.no': 'Non',
  'preview.rows': '{count, plural, one {# ligne} other {# lignes}}',
};
