import type { Messages } from '@accrue/remote-runtime';
import type { PreviewMessageId } from './en';

/** The live preview's labels in Italian. */
export const messages: Messages<PreviewMessageId> = {
  'preview.title': 'Anteprima',
  'preview.intro':
    'La regola di questa bozza, salvata o no, calcolata sui dati dell’azienda per una persona e un periodo. Non viene salvato nulla.',
  'preview.person': 'Persona',
  'preview.year': 'Anno',
  'preview.period': 'Periodo',
  'preview.quarter': 'T{quarter} {year}',
  'preview.nobody':
    'Nessuno è ancora assegnato a questo piano: assegna qualcuno per visualizzare l’anteprima della regola.',
  'preview.peopleFailed': 'Impossibile caricare le persone di questo piano: {message}',
  'preview.draftProblems':
    'La bozza contiene problemi: correggili per visualizzare l’anteprima della regola.',
  'preview.draftProblemsKept':
    'La bozza contiene problemi: l’anteprima mostra l’ultima versione che non ne aveva.',
  'preview.updating': 'Aggiornamento…',
  'preview.calculated': 'Calcolato in {ms, number} ms',
  'preview.failed': 'Impossibile calcolare l’anteprima',
  'preview.valueOf': '{rule} di {person}, {period}',
  'preview.kpis': 'Indicatori',
  'preview.lines': 'Record che hanno prodotto il valore',
  'preview.noLines': 'Nessun record ha contribuito a questo valore.',
  'preview.record': 'Record',
  'preview.amount': 'Importo',
  'preview.messages': 'Messaggi del calcolo',
  'preview.level.error': 'Errore',
  'preview.level.warning': 'Avviso',
  'preview.yes': 'Sì',
  'preview.no': 'No',
  'preview.rows': '{count, plural, one {# riga} other {# righe}}',
};
