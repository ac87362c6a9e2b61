import type { Permission, PermissionSubject, PlatformPermission } from '@accrue/access';
import type { AccrueClient, components } from '@accrue/sdk';

export type AuthenticatedContext = components['schemas']['AuthenticatedContext'];
export type Company = components['schemas']['Company'];

/**
 * The signed-in user as every application sees it: API client, context and permission checks. The
 * shell opens the session (shell/src/session implements this type) and hands it over in
 * `customProps`.
 */
export interface Session {
  api: AccrueClient;
  me: AuthenticatedContext;
  company: Company;
  subject: PermissionSubject;
  can(permission: Permission): boolean;
  canPlatform(permission: PlatformPermission): boolean;
  canSeeCompanySettings(): boolean;
  logout(): Promise<void>;
}
