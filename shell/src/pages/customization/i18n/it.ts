import type { CustomizationMessages } from '../messages';

/** The customization page's labels in Italian, loaded only with the page, for users who read Italian. */
export const messages: CustomizationMessages = {
  'customization.description':
    'Come Accrue si presenta a tutta l’azienda: il periodo mostrato all’accesso, il nome di alcuni importi, i decimali dei report e il confronto delle previsioni con i valori effettivi.',
  'customization.field.defaultPeriod': 'Periodo mostrato all’accesso',
  'customization.field.defaultPeriod.help': 'Si applica a Rendiconti e Home.',
  'customization.field.fiscalYearStartMonth': 'L’anno fiscale inizia a',
  'customization.field.fiscalYearStartMonth.help':
    'I progressivi dell’anno e del trimestre e i conguagli nelle formule dei piani lo seguono.',
  'customization.period.current': 'Periodo corrente',
  'customization.period.previous': 'Periodo precedente',
  'customization.field.holdAndReleasePaymentDateLabel': 'Nome dell’importo da pagare',
  'customization.field.holdAndReleaseForecastPaymentDateLabel': 'Nome dell’importo da pagare previsto',
  'customization.field.totalCommissionLabel': 'Nome della commissione totale',
  'customization.field.label.help': 'Lascialo vuoto per mantenere il nome predefinito.',
  'customization.field.reportsPrecision': 'Precisione dei report',
  'customization.field.reportsPrecision.help': 'Il numero di decimali nei report, da 0 a 10.',
  'customization.error.precisionRequired': 'Questo campo è obbligatorio.',
  'customization.error.precisionRange': 'La precisione dei report deve essere un numero intero da 0 a 10.',
  'customization.forecasts': 'Previsioni',
  'customization.field.forecastShowComparison': 'Mostra la differenza tra effettivo e previsione',
  'customization.field.forecastBelowActualColor': 'Colore di una previsione inferiore all’effettivo',
  'customization.field.forecastAboveActualColor': 'Colore di una previsione superiore all’effettivo',
  'customization.preview': 'Anteprima',
  'customization.color.GREEN': 'Verde',
  'customization.color.CYAN': 'Ciano',
  'customization.color.ORANGE': 'Arancione',
  'customization.color.RED': 'Rosso',
  'customization.color.MAGENTA': 'Magenta',
  'customization.color.PURPLE': 'Viola',
  'customization.color.GRAY': 'Grigio',
  'customization.save': 'Salva',
  'customization.cancel': 'Annulla',
  'customization.saved': 'Personalizzazione salvata.',
  'customization.conflict':
    'Qualcun altro ha modificato le impostazioni dell’azienda nel frattempo: non è stato salvato nulla. Sono mostrate le impostazioni più recenti; ripeti le tue modifiche.',
  'customization.readOnly': 'Puoi vedere queste impostazioni ma non modificarle.',
};
