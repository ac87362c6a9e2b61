import type { Messages } from '@accrue/remote-runtime';
import type { ForecastingMessageId } from './en';

/** The forecasting labels in German. */
export const messages: Messages<ForecastingMessageId> = {
  'designer.openForecast': 'Prognoseformel dieser Regel',
  'forecastDesigner.title': 'Prognose von {name}',
  'forecasting.title': 'Prognosen',
  'forecasting.intro':
    'Eine Prognose berechnet jede Abrechnung erneut über die tatsächlichen und die prognostizierten Datensätze, mit einer Prognoseformel anstelle der tatsächlichen Formel, wo eine festgelegt ist. Abrechnungen behalten die tatsächlichen Formeln.',
  'forecasting.enabled': 'Prognosen für diesen Plan erstellen',
  'forecasting.turnedOn': 'Prognosen aktiviert',
  'forecasting.turnedOff': 'Prognosen deaktiviert',
  'forecasting.rules': 'Regeln',
  'forecasting.variables': 'Variablen',
  'forecasting.fields': 'Berechnete Felder',
  'forecasting.none': 'Dieser Plan hat noch keine Regeln, Variablen oder berechneten Felder.',
  'forecasting.own': 'Prognoseformel',
  'forecasting.same': 'Wie tatsächlich',
  'forecasting.actual': 'Tatsächliche Formel',
  'forecasting.forecast': 'Prognoseformel',
  'forecasting.formulaOf': 'Prognoseformel von {name}',
  'forecasting.prefilled':
    'Mit der tatsächlichen Formel vorausgefüllt: Ändern Sie sie, um der Prognose eine eigene Formel zu geben.',
  'forecasting.edit': 'Prognoseformel bearbeiten',
  'forecasting.editOf': 'Prognoseformel von {name} bearbeiten',
  'forecasting.remove': 'Prognoseformel entfernen',
  'forecasting.removeOf': 'Prognoseformel von {name} entfernen',
  'forecasting.openDesigner': 'Prognose-Regeldesigner',
  'forecasting.openDesignerOf': '{name} im Prognose-Regeldesigner öffnen',
  'forecasting.saved': 'Prognoseformel gespeichert',
  'forecasting.removed': 'Prognoseformel entfernt: Die Prognose verwendet die tatsächliche Formel',
  'forecasting.saveFailed': 'Prognosen konnten nicht aktualisiert werden: {message}',
  'forecasting.conflict':
    'Der Plan wurde zwischenzeitlich geändert, daher wurde nichts gespeichert. Er wurde neu geladen.',
  'forecasting.off':
    'Prognosen sind für diesen Plan deaktiviert: Seine Prognoseformeln gelten, sobald sie aktiviert sind.',
  'forecasting.openCustomization': 'In der Anpassung des Plans aktivieren',
};
