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
  /** An embed token (see EmbedOptions.token). */
  token?: string;
}

export interface MountedWidget {
  unmount(): void;
}

export interface EmbedOptions extends WidgetOptions {
  widget: WidgetName;
  /**
   * An embed token minted by the host's server for one user and one widget. Passed to the widget as
   * is: the product does not mint or exchange embed tokens yet (`POST /embed/tokens`), so today the
   * widget runs with the session the browser already holds on the Accrue origin.
   */
  token?: string;
  /**
   * The Accrue origin serving the widgets. Defaults to the origin this module was loaded from, which
   * is right when the page imports it by URL from the Accrue server; required when it is bundled.
   */
  origin?: string;
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

/**
 * The Accrue origin to load widgets from: the one given, else the web origin this module was served
 * from (a page importing the SDK by URL from the Accrue server); a bundled copy has none.
 */
export function embedOrigin(origin: string | undefined, moduleUrl: string): string {
  if (origin) return origin;
  try {
    const url = new URL(moduleUrl);
    if (url.protocol === 'https:' || url.protocol === 'http:') return url.origin;
  } catch {
    // Not a URL: a bundler replaced import.meta.url.
  }
  throw new Error('embed: pass `origin` (the Accrue server) when the SDK is not loaded from it');
}

/**
 * Embeds a widget in a host page: `embed('#commissions', { widget: 'statement', token })`. The element
 * is found by selector (or given), the Module Federation runtime and the widget's remote are loaded
 * from the Accrue origin, and the widget is mounted; `unmount()` on the result removes it.
 */
export async function embed(
  target: string | HTMLElement,
  { widget, token, origin, ...options }: EmbedOptions,
): Promise<MountedWidget> {
  const element = typeof target === 'string' ? document.querySelector<HTMLElement>(target) : target;
  if (!element) throw new Error(`embed: no element matches ${String(target)}`);
  if (!Object.hasOwn(WIDGETS, widget)) {
    throw new Error(`embed: unknown widget ${widget} (one of ${Object.keys(WIDGETS).join(', ')})`);
  }
  return mountWidget(
    embedOrigin(origin, import.meta.url),
    widget,
    element,
    token === undefined ? options : { ...options, token },
  );
}
