import * as people from '../people/index.js';
import type { Tenant } from '../../platform/db/tenancy.js';

/** A user as plan screens name them (assignments, version authors). */
export interface Author {
  id: number;
  firstName: string;
  lastName: string;
  email: string;
}

/** The users of the tenant with these ids, asked of the people module (which owns users). */
export async function usersOf(tenant: Tenant, ids: readonly number[]): Promise<Map<number, Author>> {
  if (ids.length === 0) return new Map();
  const users = await people.usersByIds(tenant, [...new Set(ids)]);
  return new Map(
    users.map((user) => [
      user.id,
      { id: user.id, firstName: user.firstName, lastName: user.lastName, email: user.email },
    ]),
  );
}
