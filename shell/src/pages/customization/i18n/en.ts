/** The customization page's labels in English (the other languages hold the same ids). */
export const messages = {
  'customization.description':
    'How Accrue reads for the whole company: the period shown at login, the names of some amounts, the decimals of reports and how forecasts compare with the actual figures.',
  'customization.field.defaultPeriod': 'Period shown at login',
  'customization.field.defaultPeriod.help': 'Applies to Statements and Home.',
  'customization.field.fiscalYearStartMonth': 'Fiscal year starts in',
  'customization.field.fiscalYearStartMonth.help':
    'Year-to-date figures, quarter-to-date figures and true-ups in plan formulas follow it.',
  'customization.period.current': 'Current period',
  'customization.period.previous': 'Previous period',
  'customization.field.holdAndReleasePaymentDateLabel': 'Payable name label',
  'customization.field.holdAndReleaseForecastPaymentDateLabel': 'Forecast payable name label',
  'customization.field.totalCommissionLabel': 'Total commission label',
  'customization.field.label.help': 'Leave it empty to keep the default name.',
  'customization.field.reportsPrecision': 'Reports precision',
  'customization.field.reportsPrecision.help': 'The number of decimals in reports, from 0 to 10.',
  'customization.error.precisionRequired': 'This field is required.',
  'customization.error.precisionRange': 'Reports precision must be a whole number from 0 to 10.',
  'customization.forecasts': 'Forecasts',
  'customization.field.forecastShowComparison': 'Show actual-forecast difference',
  'customization.field.forecastBelowActualColor': 'Forecast below actual colour',
  'customization.field.forecastAboveActualColor': 'Forecast above actual colour',
  'customization.preview': 'Preview',
  'customization.color.GREEN': 'Green',
  'customization.color.CYAN': 'Cyan',
  'customization.color.ORANGE': 'Orange',
  'customization.color.RED': 'Red',
  'customization.color.MAGENTA': 'Magenta',
  'customization.color.PURPLE': 'Purple',
  'customization.color.GRAY': 'Grey',
  'customization.save': 'Save',
  'customization.cancel': 'Cancel',
  'customization.saved': 'Customization saved.',
  'customization.conflict':
    'Someone else changed the company’s settings meanwhile: nothing was saved. The latest settings are shown; make your changes again.',
  'customization.readOnly': 'You can see these settings but not change them.',
};

export type CustomizationMessageId = keyof typeof messages;
