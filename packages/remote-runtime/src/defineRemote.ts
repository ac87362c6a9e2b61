import type { Locale } from './contract';
import { catalogueOfFiles, type LanguageModule, type LazyCatalogue } from './i18n/catalogue';
import { createRouteTableApp, type AppLifecycles } from './lifecycles';
import { createWidget, type MountWidget, type WidgetLoader } from './createWidget';
import type { AppRoute } from './Routes';

export interface RemoteOptions<W extends string> {
  /** The remote's Module Federation name, one of tools/federation/src/containers.ts. */
  name: string;
  /** Every route the remote renders, most specific first (the shell's route map hands them over). */
  routes: readonly AppRoute[];
  /**
   * The remote's labels, one file per language loaded by a dynamic import, so a user downloads
   * their language only: `(locale) => import(\`./i18n/${locale}.ts\`)`.
   */
  messages: (locale: Locale) => Promise<LanguageModule>;
  /** The widgets a host page may embed, each loaded on its first mount. */
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- each widget has its own props
  widgets?: Readonly<Record<W, WidgetLoader<any>>>;
}

/**
 * A remote, derived from its one definition: the single-spa lifecycles the shell mounts and the
 * widgets a host page embeds (the standalone dev entry runs it through standalone.ts). It is the
 * default export of the one module a remote exposes (`./remote`, see tools/federation).
 */
export interface Remote<W extends string = string> extends AppLifecycles {
  name: string;
  routes: readonly AppRoute[];
  messages: LazyCatalogue;
  widgets: Readonly<Record<W, MountWidget>>;
  /** Which build this is (set by the exposed module, compiled into the remote's own bundle). */
  buildLabel: string;
}

export function defineRemote<W extends string = never>({
  name,
  routes,
  messages: loadLanguage,
  widgets,
}: RemoteOptions<W>): Remote<W> {
  const messages = catalogueOfFiles(loadLanguage);
  const lifecycles = createRouteTableApp({ name, routes, messages, buildLabel: () => remote.buildLabel });
  const mountWidgets = Object.fromEntries(
    Object.entries<WidgetLoader>(widgets ?? ({} as Record<W, WidgetLoader>)).map(([widget, load]) => [
      widget,
      createWidget({ name: `${name}/widgets/${widget}`, messages, load }),
    ]),
  ) as Record<W, MountWidget>;
  const remote: Remote<W> = {
    ...lifecycles,
    buildLabel: '',
    name,
    routes,
    messages,
    widgets: mountWidgets,
  };
  return remote;
}
