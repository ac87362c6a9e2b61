import type { Messages } from '@accrue/remote-runtime';
import type { ForecastMessageId } from './en';

/** The forecast labels in French, downloaded with the forecast pages, by users who read it. */
export const messages: Messages<ForecastMessageId> = {
  'forecasts.loadError': 'Les prévisions n’ont pas pu être chargées : {message}',
  'forecasts.noPeriods':
    'Aucune prévision pour le moment. Les plans avec prévisions reçoivent les leurs à chaque calcul.',
  'forecasts.empty':
    'Aucune prévision pour cette période. Les plans avec prévisions reçoivent les leurs à chaque calcul.',
  'forecasts.tableLabel': 'Prévisions de {period}',
  'forecasts.column.person': 'Personne',
  'forecasts.column.plan': 'Plan',
  'forecasts.column.actual': 'Total réel',
  'forecasts.column.forecast': 'Total prévu',
  'forecasts.column.difference': 'Écart',
  'forecast.notFound': 'Prévision introuvable.',
  'forecast.none': 'Ce relevé n’a pas de prévision : son plan n’en prévoit pas pour cette période.',
  'forecast.openStatement': 'Ouvrir le relevé',
  'forecast.wholeForecast': 'Retour à toute la prévision',
  'forecast.incomplete': 'Cette prévision n’a pas pu être terminée : ses chiffres sont incomplets.',
  'forecast.recalculate': 'Recalculer la prévision',
  'forecast.recalculating': 'Recalcul de la prévision en cours…',
  'forecast.recalculated': 'La prévision a été recalculée.',
  'forecast.recalculationSlow':
    'La prévision est encore en cours de recalcul : rechargez la page dans un instant pour la voir.',
  'forecast.recalculateFailed': 'La prévision n’a pas pu être recalculée : {message}',
  'forecast.comparison.same': 'La valeur prévue est identique à la valeur réelle.',
  'forecast.comparison.sameOf': '{rule} : prévision identique au réel',
  'forecast.comparison.of': 'Détails de la prévision de {rule} : {difference}',
  'forecast.comparison.title': 'Détails de la prévision',
  'forecast.comparison.actual': 'Réel',
  'forecast.comparison.forecast': 'Prévision',
  'forecast.comparison.difference': 'Écart',
  'forecast.comparison.formulaDiffers': 'La formule de prévision diffère de la formule réelle.',
};
