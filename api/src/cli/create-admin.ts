/**
 * `npm run create-admin -- --email you@example.com [--company "Acme" | --company-id 3]
 * [--super-admin] [--first-name …] [--last-name …]`: the first admin of a deployment, where
 * no demo account (and so no known password) exists. With the bundled identity provider it sets a
 * random password and prints it once; with an external provider (OIDC_ISSUER) no password is
 * kept: the person signs in there, matched by e-mail. It reads the same environment as the
 * server (DATABASE_URL, DATA_DIR, OIDC_ISSUER, BUNDLED_SIGN_IN…) and migrates the database first.
 */
import { randomBytes } from 'node:crypto';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { ConfigError, loadConfig, type Config } from '../config.js';
import * as company from '../modules/company/index.js';
import * as people from '../modules/people/index.js';
import { hashPassword } from '../platform/auth/passwords.js';
import { openDatabase, withoutDatabaseSecrets } from '../platform/db/database.js';
import { migrate } from '../platform/db/migrate.js';
import { Tenant } from '../platform/db/tenancy.js';

const USAGE = `Usage: npm run create-admin -- --email <e-mail> (--company <new company name> | --company-id <id>)
       [--super-admin] [--first-name <name>] [--last-name <name>] [--currency <ISO code>]

Creates an admin of a company (a new one with --company, an existing one with --company-id).
--super-admin also makes them the provider's super-admin, provider admin and tech admin.`;

/** A refusal with its message for the person at the terminal (exit code 1, no stack). */
class UsageError extends Error {}

export interface CreatedAdmin {
  userId: number;
  companyId: number;
  email: string;
  /** The password set for the bundled provider, shown once; null with an external provider. */
  password: string | null;
}

interface Options {
  email: string;
  companyName: string | undefined;
  companyId: number | undefined;
  superAdmin: boolean;
  firstName: string;
  lastName: string;
  currency: string;
}

function parseOptions(argv: string[]): Options {
  let values;
  try {
    ({ values } = parseArgs({
      args: argv,
      options: {
        email: { type: 'string' },
        company: { type: 'string' },
        'company-id': { type: 'string' },
        'super-admin': { type: 'boolean', default: false },
        'first-name': { type: 'string' },
        'last-name': { type: 'string' },
        currency: { type: 'string', default: 'EUR' },
        help: { type: 'boolean', default: false },
      },
      strict: true,
    }));
  } catch (error) {
    throw new UsageError(`${(error as Error).message}\n\n${USAGE}`);
  }
  if (values.help) throw new UsageError(USAGE);
  const email = values.email?.trim().toLowerCase() ?? '';
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email))
    throw new UsageError(`--email needs an e-mail address\n\n${USAGE}`);
  if ((values.company === undefined) === (values['company-id'] === undefined))
    throw new UsageError(`Give either --company <name> or --company-id <id>\n\n${USAGE}`);
  const companyId = values['company-id'] === undefined ? undefined : Number(values['company-id']);
  if (companyId !== undefined && !(Number.isSafeInteger(companyId) && companyId > 0))
    throw new UsageError('--company-id needs a company id (a positive integer)');
  const companyName = values.company?.trim();
  if (companyName !== undefined && (companyName.length === 0 || companyName.length > 100))
    throw new UsageError('--company needs a name of 1 to 100 characters');
  const currency = values.currency.toUpperCase();
  if (!/^[A-Z]{3}$/.test(currency)) throw new UsageError('--currency needs an ISO 4217 code, such as EUR');
  const local = email.split('@')[0]!;
  return {
    email,
    companyName,
    companyId,
    superAdmin: values['super-admin'],
    firstName: values['first-name']?.trim() || local,
    lastName: values['last-name']?.trim() || 'Admin',
    currency,
  };
}

function slugOf(name: string): string {
  const slug = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80);
  return `${slug || 'company'}-${randomBytes(3).toString('hex')}`;
}

/** Creates the admin (and the company with --company), in one transaction. */
export async function createAdmin(argv: string[], config: Config): Promise<CreatedAdmin> {
  const options = parseOptions(argv);
  const db = openDatabase(config);
  try {
    await migrate(db);
    if (await people.findAccountByEmail(db, options.email))
      throw new UsageError(`A user with the e-mail ${options.email} already exists.`);
    if (options.companyId !== undefined && !(await company.companyById(db, options.companyId)))
      throw new UsageError(`No company has the id ${options.companyId}.`);
    // Random and shown once: never a password anybody could know in advance.
    const password = config.oidc ? null : randomBytes(18).toString('base64url');
    const passwordHash = password ? await hashPassword(password) : null;
    const now = new Date();
    return await db.sequelize.transaction(async (t) => {
      const companyId =
        options.companyId ??
        (await company.createCompany(
          db,
          {
            name: options.companyName!,
            slug: slugOf(options.companyName!),
            status: 'ACTIVE',
            currency: options.currency,
            symbols: [options.currency],
            statementFrequency: 'month',
            featureFlags: {},
            customization: company.DEFAULT_CUSTOMIZATION,
            embedOrigins: [],
            version: 1,
          },
          t,
        ));
      const userId = await people.createUser(
        new Tenant(db, companyId),
        {
          email: options.email,
          firstName: options.firstName,
          lastName: options.lastName,
          role: 'ADMIN',
          status: 'ACTIVE',
          language: 'en',
          currency: options.currency,
          externalId: null,
          externalIdSource: null,
          hrisId: null,
          hrisIdSource: null,
          pictureURL: null,
          adminScopeId: null,
          passwordHash,
          isSuperAdmin: options.superAdmin,
          isProviderAdmin: options.superAdmin,
          isTechAdmin: options.superAdmin,
          joinedAt: now,
          invitationSentAt: null,
          clearedAt: null,
          lastConnection: null,
          previousLastConnection: null,
          createdAt: now,
          updatedAt: now,
        },
        t,
      );
      return { userId, companyId, email: options.email, password };
    });
  } finally {
    await db.sequelize.close();
  }
}

function report(created: CreatedAdmin, config: Config, superAdmin: boolean): string {
  const role = superAdmin ? 'admin and provider super-admin' : 'admin';
  const lines = [
    `Created ${created.email}, ${role} of company ${created.companyId} (user ${created.userId}).`,
  ];
  if (created.password) {
    lines.push(
      '',
      `Sign in at ${config.publicUrl}/api/auth/login with this password, shown only now (it is`,
      'kept only as a scrypt hash and cannot be shown again):',
      '',
      `    ${created.password}`,
      '',
    );
  } else {
    lines.push(
      `Sign in at ${config.publicUrl}/api/auth/login through ${config.oidc!.issuer}: the account is matched`,
      `by the verified e-mail ${created.email} that provider sends. Accrue keeps no password for it.`,
    );
  }
  return lines.join('\n');
}

async function main(): Promise<void> {
  const argv = process.argv.slice(2);
  let config: Config | undefined;
  try {
    config = loadConfig();
    const created = await createAdmin(argv, config);
    process.stdout.write(`${report(created, config, argv.includes('--super-admin'))}\n`);
  } catch (error) {
    const message = withoutDatabaseSecrets(
      error instanceof Error ? error.message : String(error),
      config?.databaseUrl ?? process.env.DATABASE_URL,
    );
    const known = error instanceof UsageError || error instanceof ConfigError;
    process.stderr.write(`create-admin: ${known ? '' : 'failed: '}${message}\n`);
    process.exitCode = 1;
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await main();
