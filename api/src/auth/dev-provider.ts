import { generateKeyPairSync, randomBytes, randomUUID, type KeyObject } from 'node:crypto';
import express, { Router, type Request, type Response } from 'express';
import Provider, { type Interaction, type KoaContextWithOIDC } from 'oidc-provider';
import type { Database } from '../db/database.js';
import { asyncRoute } from '../http/async-route.js';
import { findAccountByEmail, findAccountById } from '../repositories/platform/accounts.js';
import { verifyPassword } from './passwords.js';

/** Where the bundled provider lives on the API's port. */
export const DEV_PROVIDER_PATH = '/oidc';

export interface DevProvider {
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** The provider's private signing key (tests sign tokens with it to check each ID-token rule). */
  signingKey: KeyObject;
  signingKid: string;
  /** Express middleware: the login interaction pages, then the provider itself. Mount at the root. */
  router: Router;
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

function loginPage(uid: string, error?: string, email = ''): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Sign in · Accrue</title>
<meta name="viewport" content="width=device-width, initial-scale=1"><link rel="icon" href="data:,">
<style>body{font-family:system-ui,sans-serif;display:grid;place-items:center;min-height:100vh;margin:0;background:#f5f5f7}
form{background:#fff;padding:32px;border-radius:12px;box-shadow:0 2px 12px #0002;display:grid;gap:12px;width:320px}
input,button{font:inherit;padding:8px 10px}button{cursor:pointer}.error{color:#b00020}small{color:#555}</style></head>
<body><form method="post" action="${DEV_PROVIDER_PATH}/interaction/${escapeHtml(uid)}/login">
<h1>Sign in to Accrue</h1>
${error ? `<p class="error" role="alert">${escapeHtml(error)}</p>` : ''}
<label>E-mail <input type="email" name="email" autocomplete="username" required autofocus value="${escapeHtml(email)}"></label>
<label>Password <input type="password" name="password" autocomplete="current-password" required></label>
<button type="submit">Sign in</button>
<small>Development identity provider. Demo accounts: &lt;role&gt;@demo.accrue.local, password accrue-demo.</small>
</form></body></html>`;
}

/**
 * The embedded identity provider used when no OIDC_ISSUER is configured: `oidc-provider` (a
 * certified OpenID provider) with the database's accounts, a login page and no consent screen.
 */
export function createDevProvider(options: {
  db: Database;
  publicUrl: string;
  redirectUri: string;
}): DevProvider {
  const { db } = options;
  const issuer = `${options.publicUrl}${DEV_PROVIDER_PATH}`;
  const clientId = 'accrue';
  const clientSecret = randomBytes(24).toString('base64url');
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const signingKid = randomUUID();
  const jwk = { ...privateKey.export({ format: 'jwk' }), kid: signingKid, alg: 'RS256', use: 'sig' };

  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: clientId,
        client_secret: clientSecret,
        redirect_uris: [options.redirectUri],
        grant_types: ['authorization_code'],
        response_types: ['code'],
        token_endpoint_auth_method: 'client_secret_post',
      },
    ],
    jwks: { keys: [jwk as never] },
    cookies: { keys: [randomBytes(32).toString('base64url')] },
    claims: {
      openid: ['sub'],
      email: ['email', 'email_verified'],
      profile: ['name', 'given_name', 'family_name'],
    },
    conformIdTokenClaims: false,
    ttl: {
      AuthorizationCode: 60,
      IdToken: 600,
      AccessToken: 600,
      Interaction: 600,
      Session: 12 * 3600,
      Grant: 12 * 3600,
    },
    features: { devInteractions: { enabled: false } },
    interactions: {
      url: (_ctx: KoaContextWithOIDC, interaction: Interaction) =>
        `${DEV_PROVIDER_PATH}/interaction/${interaction.uid}`,
    },
    async findAccount(_ctx: KoaContextWithOIDC, sub: string) {
      const account = await findAccountById(db, Number(sub));
      if (!account) return undefined;
      return {
        accountId: sub,
        claims: async () => ({
          sub,
          email: account.email,
          email_verified: true,
          name: account.fullName,
          given_name: account.firstName,
          family_name: account.lastName,
        }),
      };
    },
    // Consent-free: the first-party client is granted openid, profile and email on sign-in.
    async loadExistingGrant(ctx: KoaContextWithOIDC) {
      const grantId =
        ctx.oidc.result?.consent?.grantId ?? ctx.oidc.session!.grantIdFor(ctx.oidc.client!.clientId);
      if (grantId) return ctx.oidc.provider.Grant.find(grantId);
      const grant = new ctx.oidc.provider.Grant({
        clientId: ctx.oidc.client!.clientId,
        accountId: ctx.oidc.session!.accountId!,
      });
      grant.addOIDCScope('openid profile email');
      await grant.save();
      return grant;
    },
    async renderError(ctx: KoaContextWithOIDC, out: { error: string; error_description?: string }) {
      ctx.type = 'html';
      ctx.body = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Sign-in error · Accrue</title></head><body><h1>Sign-in error</h1><p>${escapeHtml(String(out.error_description ?? out.error))}</p></body></html>`;
    },
  });
  provider.proxy = true;

  const router = Router();
  router.get(
    `${DEV_PROVIDER_PATH}/interaction/:uid`,
    asyncRoute(async (req: Request, res: Response) => {
      const details = await provider.interactionDetails(req, res);
      res.setHeader('Cache-Control', 'no-store');
      res.type('html').send(loginPage(details.uid));
    }),
  );
  router.post(
    `${DEV_PROVIDER_PATH}/interaction/:uid/login`,
    express.urlencoded({ extended: false, limit: '10kb' }),
    asyncRoute(async (req: Request, res: Response) => {
      const details = await provider.interactionDetails(req, res);
      const email = String(req.body?.email ?? '')
        .trim()
        .toLowerCase();
      const password = String(req.body?.password ?? '');
      const account = email ? await findAccountByEmail(db, email) : null;
      if (!account || !(await verifyPassword(password, account.passwordHash))) {
        res
          .status(401)
          .type('html')
          .send(loginPage(details.uid, 'Invalid e-mail or password.', email));
        return;
      }
      await provider.interactionFinished(
        req,
        res,
        { login: { accountId: String(account.id) } },
        { mergeWithLastSubmission: false },
      );
    }),
  );
  router.use(DEV_PROVIDER_PATH, provider.callback());
  return { issuer, clientId, clientSecret, signingKey: privateKey, signingKid, router };
}
