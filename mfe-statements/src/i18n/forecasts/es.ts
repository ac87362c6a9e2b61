import type { Messages } from '@accrue/remote-runtime';
import type { ForecastMessageId } from './en';

/** The forecast labels in Spanish, downloaded with the forecast pages, by users who read it. */
export const messages: Messages<ForecastMessageId> = {
  'forecasts.loadError': 'No se pudieron cargar las previsiones: {message}',
  'forecasts.noPeriods':
    'Todavía no hay previsiones. Los planes con previsión reciben la suya en cada cálculo.',
  'forecasts.empty':
    'No hay previsión para este período. Los planes con previsión reciben la suya en cada cálculo.',
  'forecasts.tableLabel': 'Previsiones de {period}',
  'forecasts.column.person': 'Persona',
  'forecasts.column.plan': 'Plan',
  'forecasts.column.actual': 'Total real',
  'forecasts.column.forecast': 'Total previsto',
  'forecasts.column.difference': 'Diferencia',
  'forecast.notFound': 'Previsión no encontrada.',
  'forecast.none': 'Este extracto no tiene previsión: su plan no prevé ninguna para este período.',
  'forecast.openStatement': 'Abrir el extracto',
  'forecast.wholeForecast': 'Volver a toda la previsión',
  'forecast.incomplete': 'Esta previsión no se pudo terminar: sus cifras están incompletas.',
  'forecast.recalculate': 'Recalcular la previsión',
  'forecast.recalculating': 'Recalculando la previsión…',
  'forecast.recalculated': 'La previsión se ha recalculado.',
  'forecast.recalculationSlow':
    'La previsión todavía se está recalculando: vuelva a cargar la página en un momento para verla.',
  'forecast.recalculateFailed': 'No se pudo recalcular la previsión: {message}',
  'forecast.comparison.same': 'El valor previsto es igual al valor real.',
  'forecast.comparison.sameOf': '{rule}: previsión igual al real',
  'forecast.comparison.of': 'Detalles de la previsión de {rule}: {difference}',
  'forecast.comparison.title': 'Detalles de la previsión',
  'forecast.comparison.actual': 'Real',
  'forecast.comparison.forecast': 'Previsión',
  'forecast.comparison.difference': 'Diferencia',
  'forecast.comparison.formulaDiffers': 'La fórmula de la previsión difiere de la fórmula real.',
};
