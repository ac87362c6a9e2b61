import type { Messages } from '@accrue/remote-runtime';
import type { ForecastingMessageId } from './en';

/** The forecasting labels in Spanish. */
export const messages: Messages<ForecastingMessageId> = {
  'designer.openForecast': 'Fórmula de previsión de esta regla',
  'forecastDesigner.title': 'Previsión de {name}',
  'forecasting.title': 'Previsiones',
  'forecasting.intro':
    'Una previsión vuelve a calcular cada extracto sobre los registros reales y previstos, con una fórmula de previsión en lugar de la fórmula real donde la haya. Los extractos conservan las fórmulas reales.',
  'forecasting.enabled': 'Hacer previsiones de este plan',
  'forecasting.turnedOn': 'Previsiones activadas',
  'forecasting.turnedOff': 'Previsiones desactivadas',
  'forecasting.rules': 'Reglas',
  'forecasting.variables': 'Variables',
  'forecasting.fields': 'Campos calculados',
  'forecasting.none': 'Este plan todavía no tiene reglas, variables ni campos calculados.',
  'forecasting.own': 'Fórmula de previsión',
  'forecasting.same': 'Igual que la real',
  'forecasting.actual': 'Fórmula real',
  'forecasting.forecast': 'Fórmula de previsión',
  'forecasting.formulaOf': 'Fórmula de previsión de {name}',
  'forecasting.prefilled':
    'Rellenada con la fórmula real: cámbiela para dar a la previsión una fórmula propia.',
  'forecasting.edit': 'Editar la fórmula de previsión',
  'forecasting.editOf': 'Editar la fórmula de previsión de {name}',
  'forecasting.remove': 'Quitar la fórmula de previsión',
  'forecasting.removeOf': 'Quitar la fórmula de previsión de {name}',
  'forecasting.openDesigner': 'Diseñador de regla de previsión',
  'forecasting.openDesignerOf': 'Abrir {name} en el diseñador de regla de previsión',
  'forecasting.saved': 'Fórmula de previsión guardada',
  'forecasting.removed': 'Fórmula de previsión quitada: la previsión usa la fórmula real',
  'forecasting.saveFailed': 'No se pudieron actualizar las previsiones: {message}',
  'forecasting.conflict':
    'El plan se modificó mientras tanto, así que no se guardó nada. Se ha vuelto a cargar.',
  'forecasting.off':
    'Las previsiones están desactivadas para este plan: sus fórmulas de previsión se aplicarán cuando se activen.',
  'forecasting.openCustomization': 'Activarlas en la personalización del plan',
};
