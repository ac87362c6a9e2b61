import type { Database } from '../db/database.js';
import { AcrossCompanies } from '../db/tenancy.js';
import { platformSettingsTable } from './tables.js';

/**
 * Earlier versions kept the access-token signing key in `platform_settings`, in clear. The key
 * now comes from the environment or a key file (platform/auth/tokens.ts); the old row signs
 * nothing any more, but whoever reads a backup should not find a key there: start-up deletes it.
 */
export async function removeLegacyAccessTokenSecret(db: Database): Promise<boolean> {
  return (await new AcrossCompanies(db).destroy(platformSettingsTable, { key: 'accessTokenSecret' })) > 0;
}
