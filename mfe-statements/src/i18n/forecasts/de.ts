import type { Messages } from '@accrue/remote-runtime';
import type { ForecastMessageId } from './en';

/** The forecast labels in German, downloaded with the forecast pages, by users who read it. */
export const messages: Messages<ForecastMessageId> = {
  'forecasts.loadError': 'Die Prognosen konnten nicht geladen werden: {message}',
  'forecasts.noPeriods': 'Noch keine Prognose. Pläne mit Prognose erhalten ihre bei jeder Berechnung.',
  'forecasts.empty':
    'Keine Prognose für diesen Zeitraum. Pläne mit Prognose erhalten ihre bei jeder Berechnung.',
  'forecasts.tableLabel': 'Prognosen für {period}',
  'forecasts.column.person': 'Person',
  'forecasts.column.plan': 'Plan',
  'forecasts.column.actual': 'Ist-Summe',
  'forecasts.column.forecast': 'Prognosesumme',
  'forecasts.column.difference': 'Abweichung',
  'forecast.notFound': 'Prognose nicht gefunden.',
  'forecast.none': 'Diese Abrechnung hat keine Prognose: Ihr Plan sieht für diesen Zeitraum keine vor.',
  'forecast.openStatement': 'Abrechnung öffnen',
  'forecast.wholeForecast': 'Zurück zur ganzen Prognose',
  'forecast.incomplete': 'Diese Prognose konnte nicht abgeschlossen werden: Ihre Zahlen sind unvollständig.',
  'forecast.recalculate': 'Prognose neu berechnen',
  'forecast.recalculating': 'Die Prognose wird neu berechnet…',
  'forecast.recalculated': 'Die Prognose wurde neu berechnet.',
  'forecast.recalculationSlow':
    'Die Prognose wird noch neu berechnet: Laden Sie die Seite gleich neu, um sie zu sehen.',
  'forecast.recalculateFailed': 'Die Prognose konnte nicht neu berechnet werden: {message}',
  'forecast.comparison.same': 'Der Prognosewert entspricht dem Istwert.',
  'forecast.comparison.sameOf': '{rule}: Prognose gleich dem Istwert',
  'forecast.comparison.of': 'Prognosedetails zu {rule}: {difference}',
  'forecast.comparison.title': 'Prognosedetails',
  'forecast.comparison.actual': 'Ist',
  'forecast.comparison.forecast': 'Prognose',
  'forecast.comparison.difference': 'Abweichung',
  'forecast.comparison.formulaDiffers': 'Die Prognoseformel weicht von der Ist-Formel ab.',
};
