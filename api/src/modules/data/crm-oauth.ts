import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { Op, UniqueConstraintError } from 'sequelize';
import { loadConfig } from '../../config.js';
import type { UserContext } from '../../platform/context.js';
import { Conflict, Invalid, NotFound } from '../../platform/errors.js';
import { CONNECTOR_NOT_FOUND, readConnection } from './connectors-service.js';
import { encryptSecret, signingKey } from './connectors-secrets.js';
import { crmApp, crmName, exchangeCode, isCrmKind, type CrmKind } from './crm-source.js';
import type { Connection } from './import-types.js';
import { SourceError } from './sql-source.js';
import { connectionsTable, crmUsedStatesTable } from './tables.js';

/**
 * Connecting a CRM (doc 3 §3 "OAuth2 authorization code"; doc 1: `POST
 * /integrations/{integration}/register` with the code). The page asks for the provider's
 * authorization address (`/integrations/{integration}/authorize`) and opens it; the provider sends
 * the browser back to `/auth/{integration}/callback`, which hands the code and state to the page,
 * which registers them here. The state is signed and bound to the company, the integration and the
 * sign-in session that asked (another session, another company or an old state is refused). For
 * Salesforce the PKCE verifier is derived from the state with a server key, so it is never sent to
 * the browser and nothing has to be stored between the two calls. The code is exchanged server
 * side; the tokens are stored encrypted and never answered. A state is usable once: its hash is
 * claimed (`crm_used_states`, a primary key, so in any API process) before the code is exchanged
 * and kept until the state expires, so a replayed registration is refused and writes nothing; a
 * code the provider refuses gives the claim back (the same authorization may send its code again).
 */
export const NOT_CONFIGURED = (name: string) =>
  `Connecting ${name} needs the ${name} app of this installation, which is not set up.`;
export const STATE_REFUSED =
  'This authorization was not started from this session, was already used, or is too old: start again.';
const STATE_TTL_MS = 15 * 60_000;
const HUBSPOT_SCOPES = [
  'crm.objects.deals.read',
  'crm.objects.companies.read',
  'crm.objects.contacts.read',
  'oauth',
];
const HUBSPOT_OPTIONAL_SCOPES = ['crm.schemas.custom.read', 'crm.objects.custom.read'];

function publicUrl(): string {
  try {
    return loadConfig().publicUrl.replace(/\/+$/, '');
  } catch {
    return 'http://localhost:8080';
  }
}

export const redirectUriOf = (kind: CrmKind) => `${publicUrl()}/auth/${kind}/callback`;

const hmac = (text: string) =>
  createHmac('sha256', signingKey('crm authorization state')).update(text).digest();

function kindOrNotFound(integration: string): CrmKind {
  if (!isCrmKind(integration)) throw new NotFound(CONNECTOR_NOT_FOUND);
  return integration;
}

function appOrRefused(kind: CrmKind) {
  const app = crmApp(kind);
  if (!app) throw new Invalid([{ field: 'integration', message: NOT_CONFIGURED(crmName(kind)) }]);
  return app;
}

interface State {
  companyId: number;
  sessionId: number;
  kind: CrmKind;
  expires: number;
  nonce: string;
}

function signState(state: State): string {
  const body = Buffer.from(JSON.stringify(state)).toString('base64url');
  return `${body}.${hmac(body).toString('base64url')}`;
}

function readState(text: string, context: UserContext, kind: CrmKind): State {
  const [body, signature] = text.split('.');
  const refused = () => new Invalid([{ field: 'state', message: STATE_REFUSED }]);
  if (!body || !signature) throw refused();
  const expected = hmac(body);
  const given = Buffer.from(signature, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) throw refused();
  const state = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as State;
  if (
    state.companyId !== context.companyId ||
    state.sessionId !== context.sessionId ||
    state.kind !== kind ||
    state.expires < Date.now()
  )
    throw refused();
  return state;
}

const stateHashOf = (state: string) => createHash('sha256').update(state).digest('hex');

/**
 * Claims a state for this registration, or refuses it when it was used already (by this or another
 * process: the insert's primary key decides). The company's expired claims are removed first.
 */
async function claimState(context: UserContext, text: string, state: State): Promise<string> {
  const { tenant } = context;
  const stateHash = stateHashOf(text);
  await tenant.destroy(crmUsedStatesTable, { expiresAt: { [Op.lt]: new Date() } });
  try {
    await tenant.insert(crmUsedStatesTable, { stateHash, expiresAt: new Date(state.expires) });
  } catch (error) {
    if (error instanceof UniqueConstraintError)
      throw new Invalid([{ field: 'state', message: STATE_REFUSED }]);
    throw error;
  }
  return stateHash;
}

/** The PKCE verifier of a state: derived with the server's key, never sent to the browser. */
const verifierOf = (state: string) =>
  createHmac('sha256', signingKey('crm pkce')).update(state).digest('base64url');

/** The provider's authorization address for this session (state and, for Salesforce, PKCE). */
export function authorizeUrl(context: UserContext, integration: string): { url: string } {
  const kind = kindOrNotFound(integration);
  const app = appOrRefused(kind);
  const state = signState({
    companyId: context.companyId,
    sessionId: context.sessionId,
    kind,
    expires: Date.now() + STATE_TTL_MS,
    nonce: randomBytes(12).toString('base64url'),
  });
  const query = new URLSearchParams({
    client_id: app.clientId,
    redirect_uri: redirectUriOf(kind),
    state,
  });
  if (kind === 'hubspot') {
    query.set('scope', HUBSPOT_SCOPES.join(' '));
    // Custom objects (Enterprise portals only): asked for, not required.
    query.set('optional_scope', HUBSPOT_OPTIONAL_SCOPES.join(' '));
    return { url: `${app.authUrl}/oauth/authorize?${query}` };
  }
  query.set('response_type', 'code');
  query.set('code_challenge', createHash('sha256').update(verifierOf(state)).digest('base64url'));
  query.set('code_challenge_method', 'S256');
  return { url: `${app.authUrl}/services/oauth2/authorize?${query}` };
}

/**
 * Exchanges the code and stores the tokens, encrypted, on the company's connection of this CRM
 * (created, or updated and set ACTIVE again); a refused code is a 422 saying why.
 */
export async function register(
  context: UserContext,
  integration: string,
  input: { code: string; state: string },
): Promise<Connection> {
  const kind = kindOrNotFound(integration);
  const app = appOrRefused(kind);
  const state = readState(input.state, context, kind);
  const stateHash = await claimState(context, input.state, state);
  let tokens;
  try {
    tokens = await exchangeCode(kind, app, {
      code: input.code,
      redirectUri: redirectUriOf(kind),
      verifier: kind === 'salesforce' ? verifierOf(input.state) : null,
    });
  } catch (error) {
    if (!(error instanceof SourceError)) throw error;
    await context.tenant.destroy(crmUsedStatesTable, { stateHash });
    throw new Invalid([{ field: 'code', message: error.message }]);
  }
  const { tenant } = context;
  const secret = encryptSecret(JSON.stringify(tokens), tenant.companyId);
  const now = new Date();
  const found = await tenant.findOne(connectionsTable, { connectorKey: kind });
  if (found) {
    await tenant.update(
      connectionsTable,
      { id: found.id },
      {
        secret,
        settings: null,
        status: 'ACTIVE',
        error: null,
        updatedAt: now,
        version: Number(found.version) + 1,
      },
    );
    return readConnection(context, Number(found.id));
  }
  try {
    const id = await tenant.insert(connectionsTable, {
      connectorKey: kind,
      name: crmName(kind),
      status: 'ACTIVE',
      error: null,
      lastImportAt: null,
      settings: null,
      secret,
      schedule: 'DAILY',
      version: 1,
      createdAt: now,
      updatedAt: now,
    });
    return readConnection(context, id);
  } catch (error) {
    if (error instanceof UniqueConstraintError) throw new Conflict('This CRM is being connected already.');
    throw error;
  }
}
