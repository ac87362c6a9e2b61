import type { Messages } from '@accrue/remote-runtime';
import type { ForecastingMessageId } from './en';

/** The forecasting labels in French. */
export const messages: Messages<ForecastingMessageId> = {
  'designer.openForecast': 'Formule de prévision de cette règle',
  'forecastDesigner.title': 'Prévision de {name}',
  'forecasting.title': 'Prévisions',
  'forecasting.intro':
    'Une prévision recalcule chaque relevé sur les enregistrements réels et prévus, avec une formule de prévision à la place de la formule réelle là où il y en a une. Les relevés gardent les formules réelles.',
  'forecasting.enabled': 'Établir des prévisions pour ce plan',
  'forecasting.turnedOn': 'Prévisions activées',
  'forecasting.turnedOff': 'Prévisions désactivées',
  'forecasting.rules': 'Règles',
  'forecasting.variables': 'Variables',
  'forecasting.fields': 'Champs calculés',
  'forecasting.none': 'Ce plan n’a encore ni règle, ni variable, ni champ calculé.',
  'forecasting.own': 'Formule de prévision',
  'forecasting.same': 'Identique au réel',
  'forecasting.actual': 'Formule réelle',
  'forecasting.forecast': 'Formule de prévision',
  'forecasting.formulaOf': 'Formule de prévision de {name}',
  'forecasting.prefilled':
    'Pré-remplie avec la formule réelle : modifiez-la pour donner à la prévision sa propre formule.',
  'forecasting.edit': 'Modifier la formule de prévision',
  'forecasting.editOf': 'Modifier la formule de prévision de {name}',
  'forecasting.remove': 'Supprimer la formule de prévision',
  'forecasting.removeOf': 'Supprimer la formule de prévision de {name}',
  'forecasting.openDesigner': 'Concepteur de règle de prévision',
  'forecasting.openDesignerOf': 'Ouvrir {name} dans le concepteur de règle de prévision',
  'forecasting.saved': 'Formule de prévision enregistrée',
  'forecasting.removed': 'Formule de prévision supprimée : la prévision utilise la formule réelle',
  'forecasting.saveFailed': 'Les prévisions n’ont pas pu être mises à jour : {message}',
  'forecasting.conflict':
    'Le plan a été modifié entre-temps, rien n’a donc été enregistré. Il a été rechargé.',
  'forecasting.off':
    'Les prévisions sont désactivées pour ce plan : ses formules de prévision s’appliqueront une fois qu’elles seront activées.',
  'forecasting.openCustomization': 'Les activer dans la personnalisation du plan',
};
