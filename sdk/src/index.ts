import type { components } from './generated/schema.js';

export { createAccrueClient, type AccrueClient, type AccrueClientOptions } from './client.js';
export type { paths, components, operations } from './generated/schema.js';
export type Health = components['schemas']['Health'];
export type ApiError = components['schemas']['Error'];
export { AccrueApiError, unwrap, type ApiErrorBody, type FieldError, type CallResult } from './errors.js';
export { pages, allItems, type Page } from './pagination.js';
export {
  embed,
  embedFrameUrl,
  mountWidget,
  widgetEntryUrl,
  federationRuntimeUrl,
  WIDGETS,
  type WidgetName,
  type WidgetOptions,
  type EmbedOptions,
  type EmbedEvent,
  type EmbedEventType,
  type EmbedTheme,
  type EmbeddedWidget,
  type MountedWidget,
} from './embed.js';
export { defineAccrueElements, ELEMENT_NAMES } from './element.js';
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
