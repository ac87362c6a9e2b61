import type { Messages } from '@accrue/remote-runtime';
import type { ForecastingMessageId } from './en';

/** The forecasting labels in Italian. */
export const messages: Messages<ForecastingMessageId> = {
  'designer.openForecast': 'Formula di previsione di questa regola',
  'forecastDesigner.title': 'Previsione di {name}',
  'forecasting.title': 'Previsioni',
  'forecasting.intro':
    'Una previsione ricalcola ogni rendiconto sui record effettivi e su quelli previsti, con una formula di previsione al posto della formula effettiva dove ne è impostata una. I rendiconti mantengono le formule effettive.',
  'forecasting.enabled': 'Fare previsioni per questo piano',
  'forecasting.turnedOn': 'Previsioni attivate',
  'forecasting.turnedOff': 'Previsioni disattivate',
  'forecasting.rules': 'Regole',
  'forecasting.variables': 'Variabili',
  'forecasting.fields': 'Campi calcolati',
  'forecasting.none': 'Questo piano non ha ancora regole, variabili né campi calcolati.',
  'forecasting.own': 'Formula di previsione',
  'forecasting.same': 'Uguale all’effettiva',
  'forecasting.actual': 'Formula effettiva',
  'forecasting.forecast': 'Formula di previsione',
  'forecasting.formulaOf': 'Formula di previsione di {name}',
  'forecasting.prefilled':
    'Precompilata con la formula effettiva: modificala per dare alla previsione una formula propria.',
  'forecasting.edit': 'Modifica la formula di previsione',
  'forecasting.editOf': 'Modifica la formula di previsione di {name}',
  'forecasting.remove': 'Rimuovi la formula di previsione',
  'forecasting.removeOf': 'Rimuovi la formula di previsione di {name}',
  'forecasting.openDesigner': 'Designer regola di previsione',
  'forecasting.openDesignerOf': 'Apri {name} nel designer regola di previsione',
  'forecasting.saved': 'Formula di previsione salvata',
  'forecasting.removed': 'Formula di previsione rimossa: la previsione usa la formula effettiva',
  'forecasting.saveFailed': 'Impossibile aggiornare le previsioni: {message}',
  'forecasting.conflict':
    'Il piano è stato modificato nel frattempo, quindi non è stato salvato nulla. È stato ricaricato.',
  'forecasting.off':
    'Le previsioni sono disattivate per questo piano: le sue formule di previsione si applicano una volta attivate.',
  'forecasting.openCustomization': 'Attivale nella personalizzazione del piano',
};
