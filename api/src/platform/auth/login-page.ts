import { createHash } from 'node:crypto';
import { LOGIN_MESSAGES, type LoginLocale, type LoginMessages } from './login-messages.js';

/**
 * The bundled identity provider's pages (login form and error page), server-rendered HTML styled
 * like the product. They are served by the API, not built by the front ends' bundler, so the UI
 * kit's theme tokens are copied here: every value below comes from `lightValues` / `darkValues` in
 * ui-kit/src/theme/tokens.ts (the kit's theme contract, ui-kit/src/theme/contract.css.ts), and
 * login-page.test.ts fails when one of them no longer equals the kit's.
 */
export const LOGIN_THEME = {
  light: {
    color: {
      background: '#ffffff',
      surface: '#f7f8fa',
      text: '#1b1f29',
      textMuted: '#5b6373',
      border: '#dde1e8',
      borderStrong: '#9aa3b2',
      focus: '#3d5afe',
      primary: '#3446d4',
      primaryHover: '#2637b8',
      primaryText: '#ffffff',
      danger: '#c62828',
      errorSurface: '#fdecec',
      errorText: '#8e1b1b',
      infoSurface: '#e8f0fe',
      infoText: '#123c8c',
    },
    shadow: { sm: '0 1px 2px rgba(15, 18, 25, 0.08)' },
  },
  dark: {
    color: {
      background: '#12151c',
      surface: '#1a1e27',
      text: '#e8ebf1',
      textMuted: '#a3abba',
      border: '#2e3542',
      borderStrong: '#5d6778',
      focus: '#8c9eff',
      primary: '#8c9eff',
      primaryHover: '#a7b4ff',
      primaryText: '#10131a',
      danger: '#ff8a80',
      errorSurface: '#3d1717',
      errorText: '#ffb3ad',
      infoSurface: '#16264a',
      infoText: '#b9cdfb',
    },
    shadow: { sm: '0 1px 2px rgba(0, 0, 0, 0.4)' },
  },
  /** The same in both schemes. */
  shared: {
    space: { xs: '4px', sm: '8px', md: '16px', lg: '24px', xl: '32px' },
    fontSize: { sm: '13px', md: '14px', lg: '18px', xl: '24px' },
    font: {
      body: 'Inter, system-ui, -apple-system, "Segoe UI", Roboto, sans-serif',
      mono: 'ui-monospace, "SFMono-Regular", Menlo, Consolas, monospace',
    },
    radius: { sm: '4px', md: '8px', lg: '12px' },
  },
} as const;

const kebab = (name: string) => name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);

/** CSS custom properties for one scheme, named like the kit's contract (`--color-text`, …). */
function customProperties(
  scheme: (typeof LOGIN_THEME)['light' | 'dark'],
  page: string,
  card: string,
): string {
  const colors = Object.entries(scheme.color).map(([name, value]) => `--color-${kebab(name)}:${value};`);
  // The page sits on the kit's quieter colour and the card on the one that stands out from it:
  // a white card on grey in light, a raised surface on the dark background in dark.
  return `${colors.join('')}--shadow-sm:${scheme.shadow.sm};--page:${page};--card:${card};`;
}

function sharedProperties(): string {
  const { space, fontSize, font, radius } = LOGIN_THEME.shared;
  return [
    ...Object.entries(space).map(([k, v]) => `--space-${k}:${v};`),
    ...Object.entries(fontSize).map(([k, v]) => `--font-size-${k}:${v};`),
    ...Object.entries(font).map(([k, v]) => `--font-${k}:${v};`),
    ...Object.entries(radius).map(([k, v]) => `--radius-${k}:${v};`),
  ].join('');
}

/**
 * The one stylesheet of both pages, a constant: a Content-Security-Policy can allow it by its hash
 * (LOGIN_STYLESHEET_HASH) or by a nonce passed to the render functions. The login and error pages
 * have no script and no `style` attribute; the sign-out page has one constant script
 * (LOGOUT_SCRIPT_HASH).
 */
export const LOGIN_STYLESHEET = [
  `:root{${sharedProperties()}${customProperties(LOGIN_THEME.light, 'var(--color-surface)', 'var(--color-background)')}color-scheme:light dark}`,
  `@media (prefers-color-scheme:dark){:root{${customProperties(LOGIN_THEME.dark, 'var(--color-background)', 'var(--color-surface)')}}}`,
  '*,*::before,*::after{box-sizing:border-box}',
  'body{margin:0;min-height:100vh;display:flex;align-items:center;justify-content:center;padding:var(--space-lg) var(--space-md);background:var(--page);color:var(--color-text);font-family:var(--font-body);font-size:var(--font-size-md);line-height:1.45;-webkit-font-smoothing:antialiased}',
  'main{width:100%;max-width:400px}',
  '.card{background:var(--card);border:1px solid var(--color-border);border-radius:var(--radius-lg);box-shadow:var(--shadow-sm);padding:var(--space-xl)}',
  '@media (max-width:480px){body{padding:var(--space-md) var(--space-sm)}.card{padding:var(--space-lg)}}',
  '.brand{display:flex;align-items:center;gap:var(--space-sm);margin:0 0 var(--space-lg);font-size:var(--font-size-lg);font-weight:700;letter-spacing:-0.01em}',
  '.mark{display:block;width:28px;height:28px;flex:none}',
  '.mark rect{fill:var(--color-primary)}.mark path{fill:none;stroke:var(--color-primary-text);stroke-width:2.5;stroke-linecap:round;stroke-linejoin:round}',
  'h1{margin:0 0 var(--space-xs);font-size:var(--font-size-xl);font-weight:600;line-height:1.25}',
  '.intro{margin:0 0 var(--space-lg);color:var(--color-text-muted)}',
  'form{display:flex;flex-direction:column;gap:var(--space-md);margin:0}',
  '.field{display:flex;flex-direction:column;gap:var(--space-xs)}',
  'label{font-size:var(--font-size-sm);font-weight:600}',
  'input{width:100%;height:40px;margin:0;padding:0 12px;border:1px solid var(--color-border-strong);border-radius:var(--radius-md);background:var(--color-background);color:var(--color-text);font:inherit}',
  'input:hover{border-color:var(--color-text-muted)}',
  'input[aria-invalid=true]{border-color:var(--color-danger)}',
  'input:focus-visible,button:focus-visible,a:focus-visible{outline:2px solid var(--color-focus);outline-offset:2px}',
  'input:focus-visible{border-color:var(--color-focus);outline-offset:0}',
  '.button{display:flex;align-items:center;justify-content:center;width:100%;height:40px;margin-top:var(--space-sm);padding:0 var(--space-md);border:0;border-radius:var(--radius-md);background:var(--color-primary);color:var(--color-primary-text);font:inherit;font-weight:600;text-decoration:none;cursor:pointer}',
  '.button:hover{background:var(--color-primary-hover)}',
  'h1+.alert{margin-top:var(--space-md)}',
  '.alert{display:flex;gap:var(--space-sm);align-items:flex-start;margin:0 0 var(--space-lg);padding:var(--space-sm) 12px;border-radius:var(--radius-md);background:var(--color-error-surface);color:var(--color-error-text)}',
  '.alert svg{flex:none;width:18px;height:18px;margin-top:1px}.alert circle{fill:none;stroke:currentColor;stroke-width:2}.alert path{stroke:currentColor;stroke-width:2;stroke-linecap:round}',
  '.detail{margin:0 0 var(--space-lg);padding:var(--space-sm) 12px;border-radius:var(--radius-md);background:var(--page);color:var(--color-text-muted);font-family:var(--font-mono);font-size:var(--font-size-sm);overflow-wrap:anywhere}',
  '.note{margin:var(--space-lg) 0 0;padding:var(--space-sm) 12px;border-radius:var(--radius-md);background:var(--color-info-surface);color:var(--color-info-text);font-size:var(--font-size-sm)}',
  'code{font-family:var(--font-mono);font-size:0.95em;overflow-wrap:anywhere}',
].join('\n');

/** `'sha256-…'` of LOGIN_STYLESHEET, for a `style-src` directive. */
export const LOGIN_STYLESHEET_HASH = `'sha256-${createHash('sha256').update(LOGIN_STYLESHEET).digest('base64')}'`;

export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** A message with its `{name}` placeholders replaced by HTML (the message itself is escaped). */
function format(message: string, values: Record<string, string>): string {
  return message
    .split(/(\{\w+\})/)
    .map((part) => {
      const name = /^\{(\w+)\}$/.exec(part)?.[1];
      return name !== undefined && name in values ? values[name]! : escapeHtml(part);
    })
    .join('');
}

const MARK = `<svg class="mark" viewBox="0 0 28 28" aria-hidden="true" focusable="false"><rect width="28" height="28" rx="7"/><path d="M7 19.5l5-5 3.5 3.5L21 11.5M16.5 11.5H21V16"/></svg>`;
const ALERT_ICON = `<svg viewBox="0 0 20 20" aria-hidden="true" focusable="false"><circle cx="10" cy="10" r="8"/><path d="M10 5.5v5.5M10 14.2v.1"/></svg>`;

interface PageOptions {
  locale: LoginLocale;
  /** A CSP nonce for the `<style>` element, when a policy uses nonces. */
  nonce?: string;
}

function document(options: PageOptions, title: string, body: string): string {
  const nonce = options.nonce ? ` nonce="${escapeHtml(options.nonce)}"` : '';
  return `<!doctype html>
<html lang="${options.locale}" dir="ltr">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="color-scheme" content="light dark">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)} · Accrue</title>
<link rel="icon" href="data:,">
<style${nonce}>${LOGIN_STYLESHEET}</style>
</head>
<body>
<main>
<div class="card">
<p class="brand">${MARK}<span>Accrue</span></p>
${body}
</div>
</main>
</body>
</html>
`;
}

export interface LoginPageOptions extends PageOptions {
  /** Where the form posts to. */
  action: string;
  /** The e-mail address to fill in again after a refused attempt. */
  email?: string;
  /** Set after a refused attempt; `tooManyAttempts` while sign-in is locked. */
  error?: 'invalidCredentials' | 'tooManyAttempts';
  /** While locked: whole minutes until the next attempt is allowed. */
  retryMinutes?: number;
  /** Show the demo accounts' hint (the bundled development provider). */
  devNotice?: boolean;
}

/** The login form: e-mail and password, with the error of a refused attempt above them. */
export function renderLoginPage(options: LoginPageOptions): string {
  const t: LoginMessages = LOGIN_MESSAGES[options.locale];
  const error = options.error
    ? t[options.error].replace('{minutes}', String(Math.max(1, options.retryMinutes ?? 1)))
    : undefined;
  const invalid = error ? ' aria-invalid="true" aria-describedby="login-error"' : '';
  // After a refused attempt the e-mail is kept, so the password is what to type again.
  const focusPassword = Boolean(error && options.email);
  const body = `<h1>${escapeHtml(t.heading)}</h1>
<p class="intro">${escapeHtml(t.intro)}</p>
${error ? `<div class="alert" id="login-error" role="alert">${ALERT_ICON}<span>${escapeHtml(error)}</span></div>\n` : ''}<form method="post" action="${escapeHtml(options.action)}">
<div class="field">
<label for="email">${escapeHtml(t.email)}</label>
<input id="email" type="email" name="email" value="${escapeHtml(options.email ?? '')}" autocomplete="username" autocapitalize="none" spellcheck="false" required${focusPassword ? '' : ' autofocus'}${invalid}>
</div>
<div class="field">
<label for="password">${escapeHtml(t.password)}</label>
<input id="password" type="password" name="password" autocomplete="current-password" required${focusPassword ? ' autofocus' : ''}${invalid}>
</div>
<button class="button" type="submit">${escapeHtml(t.submit)}</button>
</form>
${
  options.devNotice
    ? `<p class="note">${format(t.devNotice, {
        accounts: '<code>&lt;role&gt;@demo.accrue.local</code>',
        password: '<code>accrue-demo</code>',
      })}</p>\n`
    : ''
}`;
  return document(options, t.title, body);
}

export interface ErrorPageOptions extends PageOptions {
  /** The provider's own description of the error (shown as a detail). */
  detail: string;
  /** Where "Back to Accrue" goes. */
  homeUrl: string;
}

/** The identity provider's error page: the spec's login-error wording, the detail, a way back. */
export function renderErrorPage(options: ErrorPageOptions): string {
  const t = LOGIN_MESSAGES[options.locale];
  const body = `<h1>${escapeHtml(t.errorTitle)}</h1>
<div class="alert" role="alert">${ALERT_ICON}<span>${escapeHtml(t.errorIntro)}</span></div>
<p class="detail">${escapeHtml(options.detail)}</p>
<a class="button" href="${escapeHtml(options.homeUrl)}">${escapeHtml(t.errorBack)}</a>
`;
  return document(options, t.errorTitle, body);
}

/**
 * The one script of the sign-out page (submits the provider's logout form at once, as the
 * provider's own form-post pages do), a constant so a Content-Security-Policy can allow it by its
 * hash (LOGOUT_SCRIPT_HASH).
 */
export const LOGOUT_SCRIPT = "document.getElementById('op.logoutForm').submit();";
export const LOGOUT_SCRIPT_HASH = `'sha256-${createHash('sha256').update(LOGOUT_SCRIPT).digest('base64')}'`;

export interface LogoutPageOptions extends PageOptions {
  /** Where the form posts to (the provider's end_session confirmation). */
  action: string;
  /** The provider's anti-forgery value for that form. */
  xsrf: string;
}

/**
 * The bundled provider's sign-out step (RP-initiated logout): the provider's confirmation form,
 * answered "yes" and submitted by a script, with a button when scripts do not run.
 */
export function renderLogoutPage(options: LogoutPageOptions): string {
  const t = LOGIN_MESSAGES[options.locale];
  const nonce = options.nonce ? ` nonce="${escapeHtml(options.nonce)}"` : '';
  const body = `<h1>${escapeHtml(t.signingOutTitle)}</h1>
<p class="intro">${escapeHtml(t.signingOut)}</p>
<form id="op.logoutForm" method="post" action="${escapeHtml(options.action)}">
<input type="hidden" name="xsrf" value="${escapeHtml(options.xsrf)}">
<input type="hidden" name="logout" value="yes">
<button class="button" type="submit">${escapeHtml(t.signOutContinue)}</button>
</form>
<script${nonce}>${LOGOUT_SCRIPT}</script>
`;
  return document(options, t.signingOutTitle, body);
}
