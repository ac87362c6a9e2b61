/**
 * Embedding Accrue's widgets in a host page (a CRM, an intranet): the widget's remote container is
 * loaded from the Accrue origin with a script tag, initialised with its own shared modules, and its
 * widget mounted into an element of the host page.
 */
import { REMOTE_MODULE, WIDGETS, type WidgetName } from '@accrue/federation/containers';

// Which remote serves which widget comes from the one list of containers.
export { WIDGETS, type WidgetName };

export interface WidgetOptions {
  locale?: 'en' | 'fr' | 'de' | 'pt' | 'es' | 'it';
  colorScheme?: 'light' | 'dark' | 'system';
  statementId?: string;
  dashboardId?: string;
}

export interface MountedWidget {
  unmount(): void;
}

/** What a remote's one exposed module holds: its definition, with a mount function per widget. */
interface RemoteModule {
  default: {
    widgets: Partial<Record<string, (element: HTMLElement, options: WidgetOptions) => MountedWidget>>;
  };
}

interface FederatedContainer {
  init(shareScope: Record<string, unknown>): Promise<unknown> | unknown;
  get(module: string): Promise<() => RemoteModule>;
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
  const { container: name } = WIDGETS[widget];
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
  const factory = await container.get(REMOTE_MODULE);
  const mount = factory().default.widgets[widget];
  if (!mount) throw new Error(`${name} has no widget named ${widget}`);
  return mount(element, options);
}
