import type { LazyCatalogue } from '../remote-app/i18n';

type ShellMessageId =
  | 'menu.home'
  | 'menu.statements'
  | 'menu.forecasts'
  | 'menu.dashboard'
  | 'menu.reports'
  | 'menu.group.management'
  | 'menu.directory'
  | 'menu.teams'
  | 'menu.plans'
  | 'menu.quotas'
  | 'menu.agreements'
  | 'menu.group.admin'
  | 'menu.designer'
  | 'menu.payments'
  | 'menu.overwrites'
  | 'menu.data'
  | 'menu.audit'
  | 'menu.superadmin'
  | 'menu.whatsNew'
  | 'menu.helpdoc'
  | 'menu.account'
  | 'menu.companySettings'
  | 'header.statementsToReview'
  | 'header.threads'
  | 'preferences.colorScheme'
  | 'preferences.colorScheme.light'
  | 'preferences.colorScheme.dark'
  | 'preferences.colorScheme.system'
  | 'preferences.language'
  | 'page.root'
  | 'page.authIframe'
  | 'page.authSso'
  | 'page.connectorCallback'
  | 'page.integrationCallback'
  | 'page.changelog'
  | 'page.company'
  | 'page.companySettings'
  | 'page.companySettings.api'
  | 'page.companySettings.rates'
  | 'page.companySettings.workflows'
  | 'page.companySettings.adminScopes'
  | 'page.companySettings.paymentsLock'
  | 'page.companySettings.customization'
  | 'page.companySettings.planAgreements'
  | 'page.companySettings.assistant'
  | 'auth.iframe.intro'
  | 'auth.iframe.login'
  | 'auth.iframe.reloadHint'
  | 'auth.iframe.reload'
  | 'auth.validating'
  | 'session.loginError'
  | 'session.offline.title'
  | 'session.offline.body'
  | 'session.noLinkedAccount'
  | 'session.tryAgain'
  | 'menu.logout';

/** Every label of the shell, in one language. */
export type ShellMessages = Record<ShellMessageId, string>;

/**
 * The shell's labels: English, the default language, is built in; each other language is a chunk
 * of its own, loaded for the users who read it, so the chrome's first load carries one language.
 */
export const shellMessages: LazyCatalogue<ShellMessageId> = {
  en: {
    'menu.home': 'Home',
    'menu.statements': 'Statements',
    'menu.forecasts': 'Forecasts',
    'menu.dashboard': 'Dashboard',
    'menu.reports': 'Reports',
    'menu.group.management': 'Management',
    'menu.directory': 'Directory',
    'menu.teams': 'Teams',
    'menu.plans': 'Plans',
    'menu.quotas': 'Quotas',
    'menu.agreements': 'Agreements',
    'menu.group.admin': 'Admin',
    'menu.designer': 'Designer',
    'menu.payments': 'Payments',
    'menu.overwrites': 'Overwrites',
    'menu.data': 'Data',
    'menu.audit': 'Audit',
    'menu.superadmin': 'Superadmin',
    'menu.whatsNew': "What's new",
    'menu.helpdoc': 'Helpdoc',
    'menu.account': 'Account',
    'menu.companySettings': 'Company settings',
    'header.statementsToReview': 'Statements to review',
    'header.threads': 'Threads',
    'preferences.colorScheme': 'Colour scheme',
    'preferences.colorScheme.light': 'Light',
    'preferences.colorScheme.dark': 'Dark',
    'preferences.colorScheme.system': 'System',
    'preferences.language': 'Language',
    'page.root': 'Accrue',
    'page.authIframe': 'Connect',
    'page.authSso': 'Single sign-on',
    'page.connectorCallback': 'Connector authentication',
    'page.integrationCallback': 'Integration setup',
    'page.changelog': "What's new",
    'page.company': 'Company',
    'page.companySettings': 'Main settings',
    'page.companySettings.api': 'API settings',
    'page.companySettings.rates': 'Currency rates',
    'page.companySettings.workflows': 'Workflows',
    'page.companySettings.adminScopes': 'Admin scopes',
    'page.companySettings.paymentsLock': 'Payment locks',
    'page.companySettings.customization': 'Customization',
    'page.companySettings.planAgreements': 'Agreements',
    'page.companySettings.assistant': 'AI assistant',
    'auth.iframe.intro': 'Connect to Accrue to see your commissions here.',
    'auth.iframe.login': 'Login',
    'auth.iframe.reloadHint': 'Once you are authenticated in the new tab, reload this page.',
    'auth.iframe.reload': 'Reload',
    'auth.validating': 'Validating authentication…',
    'session.loginError': 'An error occurred while trying to log you in. Please contact your administrator.',
    'session.offline.title': 'Accrue is offline',
    'session.offline.body':
      'Your app is currently under maintenance, come back later to access your account.',
    'session.noLinkedAccount': 'No linked account exists.',
    'session.tryAgain': 'Try again',
    'menu.logout': 'Log out',
  },
  load: async (locale) => {
    switch (locale) {
      case 'fr':
        return (await import('./locales/fr')).messages;
      case 'de':
        return (await import('./locales/de')).messages;
      case 'pt':
        return (await import('./locales/pt')).messages;
      case 'es':
        return (await import('./locales/es')).messages;
      case 'it':
        return (await import('./locales/it')).messages;
    }
  },
};
