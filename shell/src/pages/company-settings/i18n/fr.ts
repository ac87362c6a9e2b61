import type { CompanySettingsMessages } from '../messages';

/** The company settings pages' labels in French, loaded only with the pages, for users who read French. */
export const messages: CompanySettingsMessages = {
  'companySettings.tab.customization': 'Options de personnalisation',
  'companySettings.tab.main': 'Paramètres principaux',
  'companySettings.tab.planAgreements': 'Accords de plan',
  'companySettings.field.name': 'Nom',
  'companySettings.field.statementFrequency': 'Fréquence du calcul des commissions',
  'companySettings.field.statementFrequency.help':
    'La durée d’une période de relevé, pour tous les plans de l’entreprise.',
  'companySettings.frequency.month': 'Mensuelle',
  'companySettings.frequency.quarter': 'Trimestrielle',
  'companySettings.field.currency': 'Devise principale',
  'companySettings.field.currency.help':
    'La devise principale ne peut pas être modifiée. Contactez votre responsable du succès client si nécessaire.',
  'companySettings.field.currencies': 'Devises de l’entreprise',
  'companySettings.field.currencies.help':
    'Les devises dans lesquelles les personnes sont payées et les données arrivent, en plus de {currency}, qui en fait toujours partie.',
  'companySettings.slack.off': 'Non connecté : les notifications restent dans Accrue.',
  'companySettings.slack.connected': 'Connecté : les notifications sont aussi envoyées dans Slack.',
  'companySettings.slack.reconnect': 'Forcer la reconnexion',
  'companySettings.slack.unavailable':
    'Connecter Slack nécessite l’application Slack de cette installation, qui n’est pas configurée.',
  'companySettings.field.planAgreementsSharedWithManagers': 'Partager les accords de plan avec les managers',
  'companySettings.field.planAgreementsSharedWithManagers.help':
    'Les managers voient alors les accords de plan envoyés aux personnes qu’ils encadrent.',
  'companySettings.error.nameRequired': 'Ce champ est obligatoire.',
  'companySettings.error.nameLength': 'Le nom doit compter de 2 à 100 caractères.',
  'companySettings.save': 'Enregistrer',
  'companySettings.cancel': 'Annuler',
  'companySettings.saved': 'Paramètres de l’entreprise enregistrés.',
  'companySettings.conflict':
    'Quelqu’un d’autre a modifié les paramètres de l’entreprise entre-temps : rien n’a été enregistré. Les derniers paramètres sont affichés ; refaites vos modifications.',
  'companySettings.readOnly': 'Vous pouvez consulter ces paramètres, mais pas les modifier.',
};
