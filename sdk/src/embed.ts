/**
 * Embedding Accrue's widgets in a host page (a CRM, an intranet): the widget's remote container is
 * loaded from the Accrue origin with a script tag, initialised with its own shared modules, and its
 * widget mounted into an element of the host page.
 */

export type WidgetName = 'statement' | 'dashboard';

/** Which remote exposes which widget. */
export const WIDGETS: Readonly<Record<WidgetName, { container: string; folder: string; module: string }>> = {
  statement: { container: 'mfe_statements', folder: 'mfe-statements', module: './widgets/statement' },
  dashboard: { container: 'mfe_data', folder: 'mfe-data', module: './widgets/dashboard' },
};

export interface WidgetOptions {
  locale?: 'en' | 'fr' | 'de' | 'pt' | 'es' | 'it';
  colorScheme?: 'light' | 'dark' | 'system';
  statementId?: string;
  dashboardId?: string;
}

export interface MountedWidget {
  unmount(): void;
}

interface FederatedContainer {
  init(shareScope: Record<string, unknown>): Promise<unknown> | unknown;
  get(module: string): Promise<() => { mount(element: HTMLElement, options: WidgetOptions): MountedWidget }>;
}

const loadedScripts = new Map<string, Promise<void>>();

function loadScript(src: string, doc: Document): Promise<void> {
  let loading = loadedScripts.get(src);
  if (!loading) {
    loading = new Promise<void>((resolve, reject) => {
      const script = doc.createElement('script');
      script.src = src;
      script.async = true;
      script.onload = () => resolve();
      script.onerror = () => {
        loadedScripts.delete(src);
        reject(new Error(`Could not load ${src}`));
      };
      doc.head.append(script);
    });
    loadedScripts.set(src, loading);
  }
  return loading;
}

/** The URL of the container script serving a widget, on an Accrue origin. */
export function widgetEntryUrl(origin: string, widget: WidgetName): string {
  return `${origin.replace(/\/+$/, '')}/remotes/${WIDGETS[widget].folder}/remoteEntry.js`;
}

/** The URL of the Module Federation runtime the shell publishes for embedding pages. */
export function federationRuntimeUrl(origin: string): string {
  return `${origin.replace(/\/+$/, '')}/static/js/federation-runtime.js`;
}

/** Loads a widget from an Accrue origin and mounts it into `element`. */
export async function mountWidget(
  origin: string,
  widget: WidgetName,
  element: HTMLElement,
  options: WidgetOptions = {},
): Promise<MountedWidget> {
  const { container: name, module } = WIDGETS[widget];
  const doc = element.ownerDocument;
  // Remotes are built against the shell's Module Federation runtime: a page without the shell
  // loads that runtime first.
  if (!(doc.defaultView as unknown as Record<string, unknown>)._FEDERATION_RUNTIME_CORE) {
    await loadScript(federationRuntimeUrl(origin), doc);
  }
  await loadScript(widgetEntryUrl(origin, widget), doc);
  const container = (doc.defaultView as unknown as Record<string, FederatedContainer | undefined>)[name];
  if (!container) throw new Error(`${widgetEntryUrl(origin, widget)} did not define ${name}`);
  await container.init({});
  const factory = await container.get(module);
  return factory().mount(element, options);
}
