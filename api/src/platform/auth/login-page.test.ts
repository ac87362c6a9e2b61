import { createHash } from 'node:crypto';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { LOGIN_LOCALES, LOGIN_MESSAGES } from './login-messages.js';
import {
  LOGIN_STYLESHEET,
  LOGIN_STYLESHEET_HASH,
  LOGIN_THEME,
  LOGOUT_SCRIPT,
  LOGOUT_SCRIPT_HASH,
  renderErrorPage,
  renderLoginPage,
  renderLogoutPage,
} from './login-page.js';

/**
 * The kit's token values. ui-kit/src/theme/tokens.ts is plain data with no imports, so vitest
 * (which transpiles TypeScript) loads the file itself; the kit's package entry cannot be used
 * here, as it builds vanilla-extract themes that need the bundler's plugin. The path is computed
 * so that tsc does not pull a file of another package into the API's program.
 */
interface KitValues {
  color: Record<string, string>;
  shadow: Record<string, string>;
  space: Record<string, string>;
  fontSize: Record<string, string>;
  font: Record<string, string>;
  radius: Record<string, string>;
}
const KIT_TOKENS = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../../../ui-kit/src/theme/tokens.ts',
);
const kit = (await import(/* @vite-ignore */ pathToFileURL(KIT_TOKENS).href)) as {
  lightValues: KitValues;
  darkValues: KitValues;
};

const form = (html: string) => /<form[\s\S]*<\/form>/.exec(html)![0];
const input = (html: string, name: string) => new RegExp(`<input[^>]*name="${name}"[^>]*>`).exec(html)![0];

describe('the sign-in pages’ theme', () => {
  it('uses the kit’s light values', () => {
    for (const [name, value] of Object.entries(LOGIN_THEME.light.color))
      expect(value, `color.${name}`).toBe(kit.lightValues.color[name]);
    for (const [name, value] of Object.entries(LOGIN_THEME.light.shadow))
      expect(value, `shadow.${name}`).toBe(kit.lightValues.shadow[name]);
  });

  it('uses the kit’s dark values', () => {
    for (const [name, value] of Object.entries(LOGIN_THEME.dark.color))
      expect(value, `color.${name}`).toBe(kit.darkValues.color[name]);
    for (const [name, value] of Object.entries(LOGIN_THEME.dark.shadow))
      expect(value, `shadow.${name}`).toBe(kit.darkValues.shadow[name]);
  });

  it('uses the kit’s spacing, type and radii', () => {
    const { space, fontSize, font, radius } = LOGIN_THEME.shared;
    for (const [group, values] of Object.entries({ space, fontSize, font, radius }))
      for (const [name, value] of Object.entries(values))
        expect(value, `${group}.${name}`).toBe(kit.lightValues[group as keyof KitValues][name]);
  });

  it('puts every value in the stylesheet, the dark ones under prefers-color-scheme', () => {
    const media = LOGIN_STYLESHEET.indexOf('@media (prefers-color-scheme:dark)');
    expect(media).toBeGreaterThan(0);
    const dark = LOGIN_STYLESHEET.slice(media);
    for (const value of Object.values(LOGIN_THEME.dark.color)) expect(dark).toContain(value);
    for (const value of Object.values(LOGIN_THEME.light.color)) expect(LOGIN_STYLESHEET).toContain(value);
    expect(LOGIN_STYLESHEET).toContain(LOGIN_THEME.shared.font.body);
  });

  it('exports the hash a Content-Security-Policy would allow the stylesheet by', () => {
    const html = renderLoginPage({ locale: 'en', action: '/x' });
    const style = /<style>([\s\S]*?)<\/style>/.exec(html)![1]!;
    expect(style).toBe(LOGIN_STYLESHEET);
    expect(LOGIN_STYLESHEET_HASH).toBe(`'sha256-${createHash('sha256').update(style).digest('base64')}'`);
    expect(renderLoginPage({ locale: 'en', action: '/x', nonce: 'abc"1' })).toContain(
      '<style nonce="abc&#34;1">',
    );
  });
});

describe('the login page', () => {
  const html = renderLoginPage({ locale: 'en', action: '/oidc/interaction/u1/login', devNotice: true });

  it('is a form posting to the interaction, with labelled, autocompleted fields and the e-mail focused', () => {
    expect(html).toMatch(/^<!doctype html>\n<html lang="en" dir="ltr">/);
    expect(html).toContain('<title>Sign in · Accrue</title>');
    expect(html).toContain('<meta name="color-scheme" content="light dark">');
    expect(form(html)).toContain('<form method="post" action="/oidc/interaction/u1/login">');
    expect(html).toContain('<label for="email">E-mail</label>');
    expect(html).toContain('<label for="password">Password</label>');
    expect(input(html, 'email')).toMatch(/id="email" type="email"/);
    expect(input(html, 'email')).toContain('autocomplete="username"');
    expect(input(html, 'email')).toContain(' autofocus');
    expect(input(html, 'email')).toContain(' required');
    expect(input(html, 'password')).toMatch(/id="password" type="password"/);
    expect(input(html, 'password')).toContain('autocomplete="current-password"');
    expect(input(html, 'password')).not.toContain('autofocus');
    expect(html).toContain('<button class="button" type="submit">Sign in</button>');
    expect(html).toContain('<span>Accrue</span>');
    expect(html).not.toContain('role="alert"');
  });

  it('has no script and no style attribute (a strict CSP only needs the stylesheet’s hash)', () => {
    expect(html).not.toMatch(/<script|\son\w+=|javascript:|\sstyle=/i);
  });

  it('shows a refused attempt as an alert tied to the fields, keeping the e-mail', () => {
    const refused = renderLoginPage({
      locale: 'en',
      action: '/x',
      email: 'a@b.c',
      error: 'invalidCredentials',
    });
    expect(refused).toContain(`<div class="alert" id="login-error" role="alert">`);
    expect(refused).toContain(LOGIN_MESSAGES.en.invalidCredentials);
    expect(input(refused, 'email')).toContain('value="a@b.c"');
    expect(input(refused, 'email')).toContain('aria-invalid="true" aria-describedby="login-error"');
    expect(input(refused, 'password')).toContain('aria-describedby="login-error"');
    // The e-mail is kept, so the password is where to type.
    expect(input(refused, 'password')).toContain(' autofocus');
    expect(input(refused, 'email')).not.toContain('autofocus');
  });

  it('escapes what it is given', () => {
    const hostile = renderLoginPage({
      locale: 'en',
      action: '/x"><script>',
      email: '"><img src=x onerror=alert(1)>',
      error: 'invalidCredentials',
    });
    expect(hostile).not.toContain('<script>');
    expect(hostile).not.toContain('<img');
    expect(hostile).toContain('value="&#34;&#62;&#60;img src=x onerror=alert(1)&#62;"');
  });

  it.each(LOGIN_LOCALES)('speaks %s', (locale) => {
    const t = LOGIN_MESSAGES[locale];
    const page = renderLoginPage({ locale, action: '/x', devNotice: true, error: 'invalidCredentials' });
    const escape = (s: string) => s.replace(/'/g, '&#39;');
    expect(page).toContain(`<html lang="${locale}"`);
    for (const text of [t.heading, t.intro, t.email, t.password, t.submit, t.invalidCredentials])
      expect(page).toContain(escape(text));
    expect(page).toContain(`<title>${escape(t.title)} · Accrue</title>`);
    expect(page).toContain('<code>accrue-demo</code>');
    expect(page).toContain('<code>&lt;role&gt;@demo.accrue.local</code>');
  });
});

describe('the error page', () => {
  it('gives the spec’s wording, the provider’s detail and a way back, in the chosen language', () => {
    const html = renderErrorPage({
      locale: 'de',
      detail: 'client <unknown>',
      homeUrl: 'http://localhost:8080/',
    });
    expect(html).toContain('<html lang="de"');
    expect(html).toContain(`<h1>${LOGIN_MESSAGES.de.errorTitle}</h1>`);
    expect(html).toContain(LOGIN_MESSAGES.de.errorIntro);
    expect(html).toContain('client &#60;unknown&#62;');
    expect(html).toContain(
      `<a class="button" href="http://localhost:8080/">${LOGIN_MESSAGES.de.errorBack}</a>`,
    );
    expect(html).not.toMatch(/<script|\sstyle=/i);
  });
});

describe('the locked login form', () => {
  it('says how long to wait, in the chosen language', () => {
    const html = renderLoginPage({
      locale: 'it',
      action: '/oidc/interaction/x/login',
      email: 'a@b.c',
      error: 'tooManyAttempts',
      retryMinutes: 15,
    });
    expect(html).toContain('role="alert"');
    expect(html).toContain(LOGIN_MESSAGES.it.tooManyAttempts.replace('{minutes}', '15'));
  });
});

describe('the sign-out page', () => {
  it('answers the provider’s form with “yes”, submits it with its one script, and escapes what it is given', () => {
    const html = renderLogoutPage({ locale: 'pt', action: '/oidc/session/end/confirm', xsrf: 'a"b' });
    expect(html).toContain('<html lang="pt"');
    expect(html).toContain(LOGIN_MESSAGES.pt.signingOut);
    expect(html).toContain('<form id="op.logoutForm" method="post" action="/oidc/session/end/confirm">');
    expect(html).toContain('name="xsrf" value="a&#34;b"');
    expect(html).toContain('<input type="hidden" name="logout" value="yes">');
    expect(html).toContain(`<script>${LOGOUT_SCRIPT}</script>`);
    expect([...html.matchAll(/<script/g)]).toHaveLength(1);
    expect(LOGOUT_SCRIPT_HASH).toBe(
      `'sha256-${createHash('sha256').update(LOGOUT_SCRIPT).digest('base64')}'`,
    );
  });
});
