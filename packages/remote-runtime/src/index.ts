export * from './contract';
export * from './routing';
export {
  catalogueOfFiles,
  lazyCatalogue,
  messagesIn,
  type LanguageModule,
  type LazyCatalogue,
  type Messages,
} from './i18n/catalogue';
export * from './app-state';
export type { Session, AuthenticatedContext, Company } from './session';
export { commonMessages } from './i18n/common';
export { PageMessages, pageMessagesIn, withPageMessages } from './i18n/PageMessages';
export type { CommonMessageId } from './i18n/common/en';
export { AppProviders, Localised } from './AppProviders';
export { WithQueries, lazyQueryClient } from './queries';
export { checked, useApi } from './api';
export { downloadFile } from './download';
export {
  createAppLifecycles,
  createRouteTableApp,
  type AppLifecycles,
  type AppOptions,
  type SpaProps,
} from './lifecycles';
export {
  createWidget,
  type WidgetMountOptions,
  type MountedWidget,
  type MountWidget,
  type WidgetLoader,
} from './createWidget';
export { defineRemote, type Remote, type RemoteOptions } from './defineRemote';
export type { AppRoute } from './Routes';
export type { PageProps } from './RoutePage';
export { StatusPage } from './StatusPageLazy';
export type { PageStatus } from './StatusPage';
export { useSession, can, canPlatform, fallbackRoute, type Gate } from './session-context';
