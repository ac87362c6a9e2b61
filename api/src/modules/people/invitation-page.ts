import express, { Router, type Response } from 'express';
import { escapeHtml, LOGIN_STYLESHEET } from '../../platform/auth/login-page.js';
import { hashPassword } from '../../platform/auth/passwords.js';
import { sha256 } from '../../platform/auth/tokens.js';
import type { Database } from '../../platform/db/database.js';
import { Tenant } from '../../platform/db/tenancy.js';
import { asyncRoute } from '../../platform/http/async-route.js';
import { userChanged } from './caller.js';
import { acceptInvitation, findLiveInvitation } from './platform-repository.js';

/** The shortest password an invited person may choose. */
export const MIN_PASSWORD_LENGTH = 8;

type Locale = 'en' | 'fr' | 'de' | 'pt' | 'es' | 'it';

const TEXT: Record<
  Locale,
  {
    title: string;
    intro: string;
    password: string;
    confirm: string;
    submit: string;
    tooShort: string;
    mismatch: string;
    invalid: string;
    signIn: string;
  }
> = {
  en: {
    title: 'Join Accrue',
    intro: 'Choose a password for {email}.',
    password: 'Password',
    confirm: 'Confirm password',
    submit: 'Set password and sign in',
    tooShort: `The password must be at least ${MIN_PASSWORD_LENGTH} characters.`,
    mismatch: 'The passwords do not match.',
    invalid: 'This invitation link is no longer valid. Ask your admin for a new one.',
    signIn: 'Go to sign-in',
  },
  fr: {
    title: 'Rejoindre Accrue',
    intro: 'Choisissez un mot de passe pour {email}.',
    password: 'Mot de passe',
    confirm: 'Confirmer le mot de passe',
    submit: 'Définir le mot de passe et se connecter',
    tooShort: `Le mot de passe doit comporter au moins ${MIN_PASSWORD_LENGTH} caractères.`,
    mismatch: 'Les mots de passe ne correspondent pas.',
    invalid: "Ce lien d'invitation n'est plus valide. Demandez-en un nouveau à votre administrateur.",
    signIn: 'Aller à la connexion',
  },
  de: {
    title: 'Accrue beitreten',
    intro: 'Wählen Sie ein Passwort für {email}.',
    password: 'Passwort',
    confirm: 'Passwort bestätigen',
    submit: 'Passwort festlegen und anmelden',
    tooShort: `Das Passwort muss mindestens ${MIN_PASSWORD_LENGTH} Zeichen lang sein.`,
    mismatch: 'Die Passwörter stimmen nicht überein.',
    invalid: 'Dieser Einladungslink ist nicht mehr gültig. Bitten Sie Ihren Admin um einen neuen.',
    signIn: 'Zur Anmeldung',
  },
  pt: {
    title: 'Aderir ao Accrue',
    intro: 'Escolha uma palavra-passe para {email}.',
    password: 'Palavra-passe',
    confirm: 'Confirmar palavra-passe',
    submit: 'Definir palavra-passe e entrar',
    tooShort: `A palavra-passe deve ter pelo menos ${MIN_PASSWORD_LENGTH} caracteres.`,
    mismatch: 'As palavras-passe não coincidem.',
    invalid: 'Este link de convite já não é válido. Peça um novo ao seu administrador.',
    signIn: 'Ir para o início de sessão',
  },
  es: {
    title: 'Unirse a Accrue',
    intro: 'Elija una contraseña para {email}.',
    password: 'Contraseña',
    confirm: 'Confirmar contraseña',
    submit: 'Establecer contraseña e iniciar sesión',
    tooShort: `La contraseña debe tener al menos ${MIN_PASSWORD_LENGTH} caracteres.`,
    mismatch: 'Las contraseñas no coinciden.',
    invalid: 'Este enlace de invitación ya no es válido. Pida uno nuevo a su administrador.',
    signIn: 'Ir al inicio de sesión',
  },
  it: {
    title: 'Unisciti ad Accrue',
    intro: 'Scegli una password per {email}.',
    password: 'Password',
    confirm: 'Conferma password',
    submit: 'Imposta la password e accedi',
    tooShort: `La password deve contenere almeno ${MIN_PASSWORD_LENGTH} caratteri.`,
    mismatch: 'Le password non coincidono.',
    invalid: 'Questo link di invito non è più valido. Chiedine uno nuovo al tuo amministratore.',
    signIn: "Vai all'accesso",
  },
};

const SIGN_IN = '/api/auth/login?returnTo=%2Fhome';
const localeOf = (language: string | undefined): Locale =>
  language && language in TEXT ? (language as Locale) : 'en';

/** A page in the bundled provider's look (its stylesheet, allowed by this answer's CSP nonce). */
function page(res: Response, status: number, locale: Locale, body: string): void {
  const nonce = (res.locals as { cspNonce?: string }).cspNonce;
  res
    .status(status)
    .type('html')
    .setHeader('Cache-Control', 'no-store')
    .setHeader('Referrer-Policy', 'no-referrer')
    .send(
      `<!doctype html>
<html lang="${locale}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><title>${escapeHtml(TEXT[locale].title)} · Accrue</title><link rel="icon" href="data:,">
<style${nonce ? ` nonce="${escapeHtml(nonce)}"` : ''}>${LOGIN_STYLESHEET}</style></head>
<body><main><div class="card"><p class="brand"><span>Accrue</span></p>${body}</div></main></body></html>`,
    );
}

function invalidPage(res: Response, locale: Locale): void {
  const t = TEXT[locale];
  page(
    res,
    410,
    locale,
    `<h1>${escapeHtml(t.title)}</h1><div class="alert" role="alert"><span>${escapeHtml(t.invalid)}</span></div>
<a class="button" href="${SIGN_IN}">${escapeHtml(t.signIn)}</a>`,
  );
}

function formPage(res: Response, locale: Locale, email: string, error?: string): void {
  const t = TEXT[locale];
  page(
    res,
    error ? 422 : 200,
    locale,
    `<h1>${escapeHtml(t.title)}</h1><p>${escapeHtml(t.intro.replace('{email}', email))}</p>
${error ? `<div class="alert" role="alert"><span>${escapeHtml(error)}</span></div>` : ''}
<form method="post" autocomplete="off">
<input type="email" name="username" value="${escapeHtml(email)}" autocomplete="username" hidden readonly>
<label for="password">${escapeHtml(t.password)}</label>
<input id="password" name="password" type="password" autocomplete="new-password" required minlength="${MIN_PASSWORD_LENGTH}">
<label for="confirm">${escapeHtml(t.confirm)}</label>
<input id="confirm" name="confirm" type="password" autocomplete="new-password" required minlength="${MIN_PASSWORD_LENGTH}">
<button type="submit">${escapeHtml(t.submit)}</button>
</form>`,
  );
}

/**
 * The one-time sign-in link of an invitation (`/invitations/{token}`, outside /api: a page, not a
 * call): the invited person chooses a password, becomes ACTIVE, and goes through the normal
 * sign-in with it, landing in the product. The token is looked up by its hash; it works once.
 */
export function invitationRoutes(db: Database): Router {
  const router = Router();
  router.get(
    '/invitations/:token',
    asyncRoute(async (req, res) => {
      const live = await findLiveInvitation(db, sha256(String(req.params.token)), new Date());
      if (!live) return invalidPage(res, 'en');
      formPage(res, localeOf(live.user.language), live.user.email);
    }),
  );
  router.post(
    '/invitations/:token',
    express.urlencoded({ extended: false, limit: '4kb' }),
    asyncRoute(async (req, res) => {
      const now = new Date();
      const live = await findLiveInvitation(db, sha256(String(req.params.token)), now);
      if (!live) return invalidPage(res, 'en');
      const locale = localeOf(live.user.language);
      const body = (req.body ?? {}) as { password?: unknown; confirm?: unknown };
      const password = typeof body.password === 'string' ? body.password : '';
      if (password.length < MIN_PASSWORD_LENGTH)
        return formPage(res, locale, live.user.email, TEXT[locale].tooShort);
      if (password !== body.confirm) return formPage(res, locale, live.user.email, TEXT[locale].mismatch);
      const joined = await acceptInvitation(
        db,
        { id: live.id, companyId: live.companyId, userId: live.user.id },
        await hashPassword(password),
        now,
      );
      if (!joined) return invalidPage(res, locale);
      await userChanged(new Tenant(db, live.companyId), { userId: live.user.id });
      res.redirect(303, SIGN_IN);
    }),
  );
  return router;
}
