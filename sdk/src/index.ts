import type { components } from './generated/schema';

export { createAccrueClient, type AccrueClient, type AccrueClientOptions } from './client';
export type { paths, components, operations } from './generated/schema';
export type Health = components['schemas']['Health'];
export type ApiError = components['schemas']['Error'];
export {
  mountWidget,
  widgetEntryUrl,
  federationRuntimeUrl,
  WIDGETS,
  type WidgetName,
  type WidgetOptions,
  type MountedWidget,
} from './embed';
// Partners gate their own UI with the same rules the API enforces.
export {
  ROLES,
  PERMISSIONS,
  hasPermission,
  permissionsOf,
  type Role,
  type Permission,
  type PermissionSubject,
} from '@accrue/access';
