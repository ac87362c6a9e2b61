import type { Messages } from '@accrue/remote-runtime';
import type { PreviewMessageId } from './en';

/** The live preview's labels in German. */
export const messages: Messages<PreviewMessageId> = {
  'preview.title': 'Vorschau',
  'preview.intro':
    'Die Regel dieses Entwurfs, gespeichert oder nicht, berechnet mit den Daten des Unternehmens für eine Person und einen Zeitraum. Es wird nichts gespeichert.',
  'preview.person': 'Person',
  'preview.year': 'Jahr',
  'preview.period': 'Zeitraum',
  'preview.quarter': 'Q{quarter} {year}',
  'preview.nobody':
    'Diesem Plan ist noch niemand zugewiesen: Weisen Sie jemanden zu, um die Regel in der Vorschau zu sehen.',
  'preview.peopleFailed': 'Die Personen dieses Plans konnten nicht geladen werden: {message}',
  'preview.draftProblems':
    'Der Entwurf enthält Probleme: Beheben Sie sie, um die Regel in der Vorschau zu sehen.',
  'preview.draftProblemsKept':
    'Der Entwurf enthält Probleme: Die Vorschau zeigt die letzte Fassung ohne Probleme.',
  'preview.updating': 'Wird aktualisiert…',
  'preview.calculated': 'Berechnet in {ms, number} ms',
  'preview.failed': 'Die Vorschau konnte nicht berechnet werden',
  'preview.valueOf': '{rule} von {person}, {period}',
  'preview.kpis': 'Kennzahlen',
  'preview.lines': 'Datensätze, die den Wert ergeben',
  'preview.noLines': 'Kein Datensatz hat zu diesem Wert beigetragen.',
  'preview.record': 'Datensatz',
  'preview.amount': 'Betrag',
  'preview.messages': 'Meldungen der Berechnung',
  'preview.level.error': 'Fehler',
  'preview.level.warning': 'Warnung',
  'preview.yes': 'Ja',
  'preview.no': 'Nein',
  'preview.rows': '{count, plural, one {# Zeile} other {# Zeilen}}',
};
