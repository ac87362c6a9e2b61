import type { CompanySettingsMessages } from '../messages';

/** The company settings pages' labels in Italian, loaded only with the pages, for users who read Italian. */
export const messages: CompanySettingsMessages = {
  'companySettings.tab.customization': 'Opzioni di personalizzazione',
  'companySettings.tab.main': 'Impostazioni principali',
  'companySettings.tab.planAgreements': 'Accordi di piano',
  'companySettings.field.name': 'Nome',
  'companySettings.field.statementFrequency': 'Frequenza del calcolo delle provvigioni',
  'companySettings.field.statementFrequency.help':
    'La durata di un periodo di rendiconto, per tutti i piani dell’azienda.',
  'companySettings.frequency.month': 'Mensile',
  'companySettings.frequency.quarter': 'Trimestrale',
  'companySettings.field.currency': 'Valuta principale',
  'companySettings.field.currency.help':
    'La valuta principale non può essere cambiata. Se necessario, contatta il tuo customer success manager.',
  'companySettings.field.currencies': 'Valute dell’azienda',
  'companySettings.field.currencies.help':
    'Le valute in cui le persone sono pagate e arrivano i dati, oltre a {currency}, che è sempre una di esse.',
  'companySettings.slack.off': 'Non connesso: le notifiche restano in Accrue.',
  'companySettings.slack.connected': 'Connesso: le notifiche vengono inviate anche a Slack.',
  'companySettings.slack.reconnect': 'Forza la riconnessione',
  'companySettings.slack.unavailable':
    'Per connettere Slack serve l’app Slack di questa installazione, che non è configurata.',
  'companySettings.field.planAgreementsSharedWithManagers': 'Condividi gli accordi di piano con i manager',
  'companySettings.field.planAgreementsSharedWithManagers.help':
    'I manager vedono allora gli accordi di piano inviati alle persone che gestiscono.',
  'companySettings.error.nameRequired': 'Questo campo è obbligatorio.',
  'companySettings.error.nameLength': 'Il nome deve avere da 2 a 100 caratteri.',
  'companySettings.save': 'Salva',
  'companySettings.cancel': 'Annulla',
  'companySettings.saved': 'Impostazioni dell’azienda salvate.',
  'companySettings.conflict':
    'Qualcun altro ha modificato le impostazioni dell’azienda nel frattempo: non è stato salvato nulla. Sono mostrate le impostazioni più recenti; ripeti le tue modifiche.',
  'companySettings.readOnly': 'Puoi vedere queste impostazioni ma non modificarle.',
};
