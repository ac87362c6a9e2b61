/** The forecast labels in English (the other languages hold the same ids): they download with the
 * forecast pages, not with every page of this remote. */
export const messages = {
  // The forecasts list (features/forecasts/ForecastsPage).
  'forecasts.loadError': 'The forecasts could not be loaded: {message}',
  'forecasts.noPeriods': 'No forecast yet. Plans with forecasting get theirs at each calculation.',
  'forecasts.empty': 'No forecast for this period. Plans with forecasting get theirs at each calculation.',
  'forecasts.tableLabel': 'Forecasts of {period}',
  'forecasts.column.person': 'Person',
  'forecasts.column.plan': 'Plan',
  'forecasts.column.actual': 'Actual total',
  'forecasts.column.forecast': 'Forecast total',
  'forecasts.column.difference': 'Difference',
  // A forecast's page (features/forecasts/ForecastPage).
  'forecast.notFound': 'Forecast not found.',
  'forecast.none': 'This statement has no forecast: its plan has no forecasting for this period.',
  'forecast.openStatement': 'Open the statement',
  'forecast.wholeForecast': 'Back to the whole forecast',
  'forecast.incomplete': 'This forecast could not be finished: its figures are incomplete.',
  'forecast.recalculate': 'Recalculate forecast',
  'forecast.recalculating': 'Recalculating the forecast…',
  'forecast.recalculated': 'The forecast was recalculated.',
  'forecast.recalculationSlow':
    'The forecast is still being recalculated: reload the page in a moment to see it.',
  'forecast.recalculateFailed': 'The forecast could not be recalculated: {message}',
  // A rule's comparison with the actual figures (features/forecasts/ForecastComparison).
  'forecast.comparison.same': 'The forecast value is the same as the actual.',
  'forecast.comparison.sameOf': '{rule}: forecast same as the actual',
  'forecast.comparison.of': 'Forecast details of {rule}: {difference}',
  'forecast.comparison.title': 'Forecast details',
  'forecast.comparison.actual': 'Actual',
  'forecast.comparison.forecast': 'Forecast',
  'forecast.comparison.difference': 'Difference',
  'forecast.comparison.formulaDiffers': 'The forecast formula differs from the actual formula.',
};

export type ForecastMessageId = keyof typeof messages;
