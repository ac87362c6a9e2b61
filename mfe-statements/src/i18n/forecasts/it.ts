import type { Messages } from '@accrue/remote-runtime';
import type { ForecastMessageId } from './en';

/** The forecast labels in Italian, downloaded with the forecast pages, by users who read it. */
export const messages: Messages<ForecastMessageId> = {
  'forecasts.loadError': 'Impossibile caricare le previsioni: {message}',
  'forecasts.noPeriods': 'Ancora nessuna previsione. I piani con previsione ricevono la loro a ogni calcolo.',
  'forecasts.empty':
    'Nessuna previsione per questo periodo. I piani con previsione ricevono la loro a ogni calcolo.',
  'forecasts.tableLabel': 'Previsioni di {period}',
  'forecasts.column.person': 'Persona',
  'forecasts.column.plan': 'Piano',
  'forecasts.column.actual': 'Totale effettivo',
  'forecasts.column.forecast': 'Totale previsto',
  'forecasts.column.difference': 'Differenza',
  'forecast.notFound': 'Previsione non trovata.',
  'forecast.none': 'Questo rendiconto non ha previsioni: il suo piano non ne prevede per questo periodo.',
  'forecast.openStatement': 'Apri il rendiconto',
  'forecast.wholeForecast': 'Torna alla previsione completa',
  'forecast.incomplete': 'Impossibile completare questa previsione: i suoi valori sono incompleti.',
  'forecast.recalculate': 'Ricalcola la previsione',
  'forecast.recalculating': 'Ricalcolo della previsione in corso…',
  'forecast.recalculated': 'La previsione è stata ricalcolata.',
  'forecast.recalculationSlow':
    'La previsione è ancora in fase di ricalcolo: ricarica la pagina tra poco per vederla.',
  'forecast.recalculateFailed': 'Impossibile ricalcolare la previsione: {message}',
  'forecast.comparison.same': 'Il valore previsto è uguale a quello effettivo.',
  'forecast.comparison.sameOf': '{rule}: previsione uguale all’effettivo',
  'forecast.comparison.of': 'Dettagli della previsione di {rule}: {difference}',
  'forecast.comparison.title': 'Dettagli della previsione',
  'forecast.comparison.actual': 'Effettivo',
  'forecast.comparison.forecast': 'Previsione',
  'forecast.comparison.difference': 'Differenza',
  'forecast.comparison.formulaDiffers': 'La formula della previsione differisce da quella effettiva.',
};
