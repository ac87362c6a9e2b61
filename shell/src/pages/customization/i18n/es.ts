import type { CustomizationMessages } from '../messages';

/** The customization page's labels in Spanish, loaded only with the page, for users who read Spanish. */
export const messages: CustomizationMessages = {
  'customization.description':
    'Cómo se presenta Accrue a toda la empresa: el período que se muestra al iniciar sesión, el nombre de algunos importes, los decimales de los informes y la comparación de las previsiones con las cifras reales.',
  'customization.field.defaultPeriod': 'Período mostrado al iniciar sesión',
  'customization.field.defaultPeriod.help': 'Se aplica a Extractos e Inicio.',
  'customization.field.fiscalYearStartMonth': 'El año fiscal empieza en',
  'customization.field.fiscalYearStartMonth.help':
    'Los acumulados del año y del trimestre y los ajustes de las fórmulas de los planes lo siguen.',
  'customization.period.current': 'Período actual',
  'customization.period.previous': 'Período anterior',
  'customization.field.holdAndReleasePaymentDateLabel': 'Nombre del importe a pagar',
  'customization.field.holdAndReleaseForecastPaymentDateLabel': 'Nombre del importe a pagar previsto',
  'customization.field.totalCommissionLabel': 'Nombre de la comisión total',
  'customization.field.label.help': 'Déjelo vacío para mantener el nombre predeterminado.',
  'customization.field.reportsPrecision': 'Precisión de los informes',
  'customization.field.reportsPrecision.help': 'El número de decimales de los informes, de 0 a 10.',
  'customization.error.precisionRequired': 'Este campo es obligatorio.',
  'customization.error.precisionRange': 'La precisión de los informes debe ser un número entero de 0 a 10.',
  'customization.forecasts': 'Previsiones',
  'customization.field.forecastShowComparison': 'Mostrar la diferencia entre real y previsión',
  'customization.field.forecastBelowActualColor': 'Color de una previsión inferior al real',
  'customization.field.forecastAboveActualColor': 'Color de una previsión superior al real',
  'customization.preview': 'Vista previa',
  'customization.color.GREEN': 'Verde',
  'customization.color.CYAN': 'Cian',
  'customization.color.ORANGE': 'Naranja',
  'customization.color.RED': 'Rojo',
  'customization.color.MAGENTA': 'Magenta',
  'customization.color.PURPLE': 'Morado',
  'customization.color.GRAY': 'Gris',
  'customization.save': 'Guardar',
  'customization.cancel': 'Cancelar',
  'customization.saved': 'Personalización guardada.',
  'customization.conflict':
    'Otra persona cambió la configuración de la empresa mientras tanto: no se guardó nada. Se muestra la configuración más reciente; vuelva a hacer sus cambios.',
  'customization.readOnly': 'Puede ver esta configuración, pero no cambiarla.',
};
