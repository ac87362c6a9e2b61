import type { CustomizationMessages } from '../messages';

/** The customization page's labels in French, loaded only with the page, for users who read French. */
export const messages: CustomizationMessages = {
  'customization.description':
    'La façon dont Accrue se présente à toute l’entreprise : la période affichée à la connexion, le nom de certains montants, les décimales des rapports et la comparaison des prévisions avec les chiffres réels.',
  'customization.field.defaultPeriod': 'Période affichée à la connexion',
  'customization.field.defaultPeriod.help': 'S’applique aux Relevés et à l’Accueil.',
  'customization.field.fiscalYearStartMonth': 'L’exercice fiscal commence en',
  'customization.field.fiscalYearStartMonth.help':
    'Les cumuls depuis le début de l’exercice ou du trimestre et les régularisations des formules des plans le suivent.',
  'customization.period.current': 'Période en cours',
  'customization.period.previous': 'Période précédente',
  'customization.field.holdAndReleasePaymentDateLabel': 'Libellé du montant à payer',
  'customization.field.holdAndReleaseForecastPaymentDateLabel': 'Libellé du montant à payer prévu',
  'customization.field.totalCommissionLabel': 'Libellé de la commission totale',
  'customization.field.label.help': 'Laissez vide pour garder le nom par défaut.',
  'customization.field.reportsPrecision': 'Précision des rapports',
  'customization.field.reportsPrecision.help': 'Le nombre de décimales des rapports, de 0 à 10.',
  'customization.error.precisionRequired': 'Ce champ est obligatoire.',
  'customization.error.precisionRange': 'La précision des rapports doit être un nombre entier de 0 à 10.',
  'customization.forecasts': 'Prévisions',
  'customization.field.forecastShowComparison': 'Afficher l’écart entre réel et prévision',
  'customization.field.forecastBelowActualColor': 'Couleur d’une prévision inférieure au réel',
  'customization.field.forecastAboveActualColor': 'Couleur d’une prévision supérieure au réel',
  'customization.preview': 'Aperçu',
  'customization.color.GREEN': 'Vert',
  'customization.color.CYAN': 'Cyan',
  'customization.color.ORANGE': 'Orange',
  'customization.color.RED': 'Rouge',
  'customization.color.MAGENTA': 'Magenta',
  'customization.color.PURPLE': 'Violet',
  'customization.color.GRAY': 'Gris',
  'customization.save': 'Enregistrer',
  'customization.cancel': 'Annuler',
  'customization.saved': 'Personnalisation enregistrée.',
  'customization.conflict':
    'Quelqu’un d’autre a modifié les paramètres de l’entreprise entre-temps : rien n’a été enregistré. Les derniers paramètres sont affichés ; refaites vos modifications.',
  'customization.readOnly': 'Vous pouvez consulter ces paramètres mais pas les modifier.',
};
