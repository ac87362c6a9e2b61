/** The forecasting labels in English (the other languages hold the same ids): the plan hub's
 * Customization tab and the rule designer download them with their page, not every page of this
 * remote. */
export const messages = {
  'designer.openForecast': 'Forecast formula of this rule',
  'forecastDesigner.title': 'Forecast of {name}',
  'forecasting.title': 'Forecasting',
  'forecasting.intro':
    'A forecast calculates each statement again over the actual and the forecasted records, with a forecast formula in place of the actual formula where one is set. Statements keep the actual formulas.',
  'forecasting.enabled': 'Forecast this plan',
  'forecasting.turnedOn': 'Forecasting turned on',
  'forecasting.turnedOff': 'Forecasting turned off',
  'forecasting.rules': 'Rules',
  'forecasting.variables': 'Variables',
  'forecasting.fields': 'Calculated fields',
  'forecasting.none': 'This plan has no rules, variables or calculated fields yet.',
  'forecasting.own': 'Forecast formula',
  'forecasting.same': 'Same as actual',
  'forecasting.actual': 'Actual formula',
  'forecasting.forecast': 'Forecast formula',
  'forecasting.formulaOf': 'Forecast formula of {name}',
  'forecasting.prefilled':
    'Pre-filled with the actual formula: change it to give the forecast a formula of its own.',
  'forecasting.edit': 'Edit forecast formula',
  'forecasting.editOf': 'Edit the forecast formula of {name}',
  'forecasting.remove': 'Remove forecast formula',
  'forecasting.removeOf': 'Remove the forecast formula of {name}',
  'forecasting.openDesigner': 'Forecast rule designer',
  'forecasting.openDesignerOf': 'Open {name} in the forecast rule designer',
  'forecasting.saved': 'Forecast formula saved',
  'forecasting.removed': 'Forecast formula removed: the forecast uses the actual formula',
  'forecasting.saveFailed': 'Forecasting could not be updated: {message}',
  'forecasting.conflict': 'The plan was changed meanwhile, so nothing was saved. It has been reloaded.',
  'forecasting.off':
    'Forecasting is turned off for this plan: its forecast formulas apply once it is turned on.',
  'forecasting.openCustomization': 'Turn it on in the plan’s customization',
};

export type ForecastingMessageId = keyof typeof messages;
