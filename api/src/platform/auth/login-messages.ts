/**
 * Every string of the bundled identity provider's pages (login form and error page), in the six
 * languages the product speaks (spec doc 1 §1: en, fr, de, pt, es, it; default en). The error
 * page's explanation is the spec's login-error wording (doc 1 §8), as the shell translates it.
 * `{name}` placeholders are filled by the page with HTML-escaped values.
 */
export const LOGIN_LOCALES = ['en', 'fr', 'de', 'pt', 'es', 'it'] as const;
export type LoginLocale = (typeof LOGIN_LOCALES)[number];
export const DEFAULT_LOGIN_LOCALE: LoginLocale = 'en';

const en = {
  /** The document title (followed by the product name). */
  title: 'Sign in',
  heading: 'Sign in to Accrue',
  intro: 'Enter your e-mail address and password.',
  email: 'E-mail',
  password: 'Password',
  submit: 'Sign in',
  invalidCredentials: 'Incorrect e-mail or password. Check them and try again.',
  devNotice: 'Development identity provider. Demo accounts: {accounts}, password {password}.',
  errorTitle: 'Sign-in error',
  errorIntro: 'An error occurred while trying to log you in. Please contact your administrator.',
  errorBack: 'Back to Accrue',
  tooManyAttempts: 'Too many failed sign-in attempts. Try again in {minutes} min.',
  signingOutTitle: 'Signing out',
  signingOut: 'Signing you out of Accrue…',
  signOutContinue: 'Continue',
};

export type LoginMessages = typeof en;
export type LoginMessageKey = keyof LoginMessages;

export const LOGIN_MESSAGES: Record<LoginLocale, LoginMessages> = {
  en,
  fr: {
    title: 'Connexion',
    heading: 'Connexion à Accrue',
    intro: 'Saisissez votre adresse e-mail et votre mot de passe.',
    email: 'E-mail',
    password: 'Mot de passe',
    submit: 'Se connecter',
    invalidCredentials: 'E-mail ou mot de passe incorrect. Vérifiez-les et réessayez.',
    devNotice:
      'Fournisseur d’identité de développement. Comptes de démonstration\u00a0: {accounts}, mot de passe {password}.',
    errorTitle: 'Erreur de connexion',
    errorIntro: 'Une erreur est survenue lors de votre connexion. Veuillez contacter votre administrateur.',
    errorBack: 'Retour à Accrue',
    tooManyAttempts: 'Trop de tentatives de connexion échouées. Réessayez dans {minutes}\u00a0min.',
    signingOutTitle: 'Déconnexion',
    signingOut: 'Déconnexion d’Accrue en cours…',
    signOutContinue: 'Continuer',
  },
  de: {
    title: 'Anmelden',
    heading: 'Bei Accrue anmelden',
    intro: 'Geben Sie Ihre E-Mail-Adresse und Ihr Passwort ein.',
    email: 'E-Mail',
    password: 'Passwort',
    submit: 'Anmelden',
    invalidCredentials:
      'E-Mail oder Passwort ist falsch. Bitte prüfen Sie Ihre Eingaben und versuchen Sie es erneut.',
    devNotice: 'Identitätsanbieter für die Entwicklung. Demokonten: {accounts}, Passwort {password}.',
    errorTitle: 'Anmeldefehler',
    errorIntro: 'Bei der Anmeldung ist ein Fehler aufgetreten. Bitte wenden Sie sich an Ihren Administrator.',
    errorBack: 'Zurück zu Accrue',
    tooManyAttempts: 'Zu viele fehlgeschlagene Anmeldeversuche. Versuchen Sie es in {minutes} Min. erneut.',
    signingOutTitle: 'Abmelden',
    signingOut: 'Sie werden von Accrue abgemeldet…',
    signOutContinue: 'Weiter',
  },
  pt: {
    title: 'Entrar',
    heading: 'Entrar no Accrue',
    intro: 'Digite seu endereço de e-mail e sua senha.',
    email: 'E-mail',
    password: 'Senha',
    submit: 'Entrar',
    invalidCredentials: 'E-mail ou senha incorretos. Verifique-os e tente novamente.',
    devNotice:
      'Provedor de identidade de desenvolvimento. Contas de demonstração: {accounts}, senha {password}.',
    errorTitle: 'Erro ao entrar',
    errorIntro: 'Ocorreu um erro ao tentar fazer seu login. Entre em contato com seu administrador.',
    errorBack: 'Voltar ao Accrue',
    tooManyAttempts: 'Muitas tentativas de login sem sucesso. Tente novamente em {minutes} min.',
    signingOutTitle: 'Saindo',
    signingOut: 'Saindo do Accrue…',
    signOutContinue: 'Continuar',
  },
  es: {
    title: 'Iniciar sesión',
    heading: 'Iniciar sesión en Accrue',
    intro: 'Introduzca su dirección de correo electrónico y su contraseña.',
    email: 'Correo electrónico',
    password: 'Contraseña',
    submit: 'Iniciar sesión',
    invalidCredentials: 'Correo electrónico o contraseña incorrectos. Compruébelos e inténtelo de nuevo.',
    devNotice:
      'Proveedor de identidad de desarrollo. Cuentas de demostración: {accounts}, contraseña {password}.',
    errorTitle: 'Error de inicio de sesión',
    errorIntro:
      'Se produjo un error al intentar iniciar su sesión. Póngase en contacto con su administrador.',
    errorBack: 'Volver a Accrue',
    tooManyAttempts:
      'Demasiados intentos fallidos de inicio de sesión. Inténtelo de nuevo dentro de {minutes} min.',
    signingOutTitle: 'Cerrando sesión',
    signingOut: 'Cerrando su sesión en Accrue…',
    signOutContinue: 'Continuar',
  },
  it: {
    title: 'Accedi',
    heading: 'Accedi ad Accrue',
    intro: 'Inserisci il tuo indirizzo e-mail e la password.',
    email: 'E-mail',
    password: 'Password',
    submit: 'Accedi',
    invalidCredentials: 'E-mail o password non corretti. Controllali e riprova.',
    devNotice: 'Provider di identità di sviluppo. Account demo: {accounts}, password {password}.',
    errorTitle: 'Errore di accesso',
    errorIntro: "Si è verificato un errore durante l'accesso. Contatta il tuo amministratore.",
    errorBack: 'Torna ad Accrue',
    tooManyAttempts: 'Troppi tentativi di accesso non riusciti. Riprova tra {minutes} min.',
    signingOutTitle: 'Disconnessione',
    signingOut: 'Disconnessione da Accrue in corso…',
    signOutContinue: 'Continua',
  },
};

function supported(tag: string): LoginLocale | undefined {
  const primary = tag.trim().toLowerCase().split(/[-_]/)[0];
  return LOGIN_LOCALES.find((locale) => locale === primary);
}

/** The first supported language of an Accept-Language header, by quality (ties keep their order). */
export function localeFromAcceptLanguage(header: string | undefined): LoginLocale | undefined {
  if (!header) return undefined;
  const ranges = header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.split(';');
      const q = params.map((p) => /^\s*q\s*=\s*([0-9.]+)\s*$/i.exec(p)?.[1]).find(Boolean);
      const quality = q === undefined ? 1 : Number(q);
      return { tag: tag.trim(), quality: Number.isFinite(quality) ? quality : 0, index };
    })
    .filter((range) => range.tag && range.tag !== '*' && range.quality > 0)
    .sort((a, b) => b.quality - a.quality || a.index - b.index);
  for (const range of ranges) {
    const locale = supported(range.tag);
    if (locale) return locale;
  }
  return undefined;
}

/**
 * The page's language: the authorization request's `ui_locales` (space-separated, in order of
 * preference) when it names a supported one, else the browser's Accept-Language, else English.
 */
export function pickLoginLocale(uiLocales: unknown, acceptLanguage: string | undefined): LoginLocale {
  if (typeof uiLocales === 'string') {
    for (const tag of uiLocales.split(/\s+/)) {
      const locale = tag ? supported(tag) : undefined;
      if (locale) return locale;
    }
  }
  return localeFromAcceptLanguage(acceptLanguage) ?? DEFAULT_LOGIN_LOCALE;
}
