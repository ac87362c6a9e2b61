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
  /** The frame's session (from `POST /embed/session`): the widget calls the API with it. */
  accessToken?: string;
  /** What the widget tells its host (drill-downs, a session that ended). */
  onEvent?: (event: EmbedEvent) => void;
  /**
   * Answers to the widget's first reads (GET, by path and query under the origin, e.g.
   * `/api/statements/list-mine?limit=1`), which the frame started with its session while the
   * widget's code was still downloading. The widget takes each one once, instead of asking again.
   */
  prefetched?: Map<string, Promise<Response>>;
}

export interface MountedWidget {
  unmount(): void;
}

/** The events a frame sends its host, namespaced `accrue:` (also dispatched on the host element). */
export type EmbedEvent =
  | { type: 'accrue:ready'; widget: WidgetName; userId: number }
  | { type: 'accrue:resize'; height: number }
  | { type: 'accrue:navigate'; view: string; rule?: string; statementId?: number }
  | { type: 'accrue:error'; code: string; message: string }
  | { type: 'accrue:session-expired' };
export type EmbedEventType = EmbedEvent['type'];

/** What the host page's handle offers once the frame is created. */
export interface EmbeddedWidget extends MountedWidget {
  /** The frame holding the widget (its height follows the content: `accrue:resize`). */
  readonly iframe: HTMLIFrameElement;
  /** Calls `listener` for each event of this type; answers a function that stops it. */
  on<T extends EmbedEventType>(
    type: T,
    listener: (event: Extract<EmbedEvent, { type: T }>) => void,
  ): () => void;
}

/** CSS custom properties the host sets inside the frame (e.g. `--accrue-accent: #0a66c2`). */
export type EmbedTheme = Record<`--${string}`, string>;

export interface EmbedOptions {
  widget: WidgetName;
  /**
   * An embed token minted by the host's server (`POST /embed/tokens` with a company API key holding
   * the `embed` scope) for one user and one widget; handed to the frame by `postMessage`, never in
   * an address, and exchanged once there for a session that lives only in the frame. A function is
   * called for a fresh token when the frame's session expires.
   */
  token: string | (() => Promise<string>);
  /**
   * The Accrue origin serving the widgets. Defaults to the origin this module was loaded from, which
   * is right when the page imports it by URL from the Accrue server; required when it is bundled.
   */
  origin?: string;
  colorScheme?: 'light' | 'dark' | 'system';
  /** CSS custom properties applied inside the frame, so the widget matches the host's look. */
  theme?: EmbedTheme;
  /** Every event of the frame (also dispatched as a `CustomEvent` of the same type on the element). */
  onEvent?: (event: EmbedEvent) => void;
  /** How long to wait for the frame to answer after it loaded before `accrue:error` (ms). */
  timeoutMs?: number;
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

/** A widget's mount function, once its code is there. */
export type WidgetMount = (element: HTMLElement, options: WidgetOptions) => MountedWidget;

/**
 * Loads a widget's code from an Accrue origin into `doc` (the federation runtime, the remote's entry,
 * its exposed module and the shared packages that module needs) without mounting it: a frame starts
 * this while it still waits for its token, so the code and the token exchange travel together.
 */
export async function loadWidget(origin: string, widget: WidgetName, doc: Document): Promise<WidgetMount> {
  const { container: name } = WIDGETS[widget];
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
  return mount;
}

/** Loads a widget from an Accrue origin and mounts it into `element`. */
export async function mountWidget(
  origin: string,
  widget: WidgetName,
  element: HTMLElement,
  options: WidgetOptions = {},
): Promise<MountedWidget> {
  const mount = await loadWidget(origin, widget, element.ownerDocument);
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

/** The address of a widget's frame on an Accrue origin, for a host page on `hostOrigin`. */
export function embedFrameUrl(origin: string, widget: WidgetName, hostOrigin: string): string {
  return `${origin.replace(/\/+$/, '')}/embed/${widget}?host=${encodeURIComponent(hostOrigin)}`;
}

/** A message of the embedding protocol, as either side posts it. */
export interface EmbedMessage {
  source: 'accrue';
  type: string;
  [key: string]: unknown;
}

export function isEmbedMessage(data: unknown): data is EmbedMessage {
  return (
    typeof data === 'object' &&
    data !== null &&
    (data as { source?: unknown }).source === 'accrue' &&
    typeof (data as { type?: unknown }).type === 'string'
  );
}

const FRAME_EVENTS: ReadonlySet<string> = new Set([
  'accrue:ready',
  'accrue:resize',
  'accrue:navigate',
  'accrue:error',
  'accrue:session-expired',
]);

/**
 * Embeds a widget in a host page: `embed('#commissions', { widget: 'statement', token })`. The widget
 * runs in a frame of the Accrue origin (it loads Module Federation's runtime and the widget there by
 * itself); the token goes to that frame by `postMessage`, naming its origin, and the frame answers
 * only this page's origin. The frame's height follows its content; its events (`accrue:ready`,
 * `accrue:resize`, `accrue:navigate`, `accrue:error`, `accrue:session-expired`) are dispatched on
 * the element and given to `onEvent`. `unmount()` removes the frame.
 */
export async function embed(target: string | HTMLElement, options: EmbedOptions): Promise<EmbeddedWidget> {
  const { widget, token, colorScheme, theme, onEvent, timeoutMs = 10_000 } = options;
  const element = typeof target === 'string' ? document.querySelector<HTMLElement>(target) : target;
  if (!element) throw new Error(`embed: no element matches ${String(target)}`);
  if (!Object.hasOwn(WIDGETS, widget)) {
    throw new Error(`embed: unknown widget ${widget} (one of ${Object.keys(WIDGETS).join(', ')})`);
  }
  const origin = new URL(embedOrigin(options.origin, import.meta.url)).origin;
  const view = element.ownerDocument.defaultView!;
  const iframe = element.ownerDocument.createElement('iframe');
  iframe.src = embedFrameUrl(origin, widget, view.location.origin);
  iframe.title = 'Accrue';
  iframe.style.cssText = 'border:0;width:100%;display:block;height:150px';
  const listeners = new Map<string, Set<(event: EmbedEvent) => void>>();
  let answered = false;
  let timer: ReturnType<typeof setTimeout> | undefined;

  const emit = (event: EmbedEvent) => {
    if (event.type === 'accrue:resize') iframe.style.height = `${Math.ceil(event.height)}px`;
    onEvent?.(event);
    for (const listener of listeners.get(event.type) ?? []) listener(event);
    element.dispatchEvent(new CustomEvent(event.type, { detail: event }));
  };
  const sendToken = async () => {
    try {
      const value = typeof token === 'function' ? await token() : token;
      iframe.contentWindow?.postMessage(
        { source: 'accrue', type: 'accrue:token', token: value, colorScheme, theme },
        origin,
      );
    } catch (error) {
      emit({ type: 'accrue:error', code: 'EMBED_TOKEN_UNAVAILABLE', message: String(error) });
    }
  };
  const onMessage = (event: MessageEvent) => {
    // Only this frame, from the Accrue origin: anything else is not ours to read.
    if (event.source !== iframe.contentWindow || event.origin !== origin || !isEmbedMessage(event.data))
      return;
    const data = event.data;
    if (data.type === 'accrue:frame-ready') {
      answered = true;
      clearTimeout(timer);
      void sendToken();
      return;
    }
    if (!FRAME_EVENTS.has(data.type)) return;
    const { source: _source, ...rest } = data;
    emit(rest as unknown as EmbedEvent);
    // A host that mints on demand gets the frame a new session without reloading.
    if (data.type === 'accrue:session-expired' && typeof token === 'function') void sendToken();
  };
  view.addEventListener('message', onMessage);
  iframe.addEventListener('load', () => {
    if (answered) return;
    // A frame that loaded but never said hello was refused (this site is not an embed origin of
    // the company, or the Accrue origin is wrong).
    clearTimeout(timer);
    timer = setTimeout(
      () => {
        if (!answered)
          emit({
            type: 'accrue:error',
            code: 'EMBED_FRAME_REFUSED',
            message: `The Accrue frame did not answer: is ${view.location.origin} one of the company's embed origins?`,
          });
      },
      Math.min(timeoutMs, 2000),
    );
  });
  timer = setTimeout(() => {
    if (!answered)
      emit({
        type: 'accrue:error',
        code: 'EMBED_FRAME_TIMEOUT',
        message: `The Accrue frame did not answer from ${origin}.`,
      });
  }, timeoutMs);
  element.append(iframe);

  return {
    iframe,
    on(type, listener) {
      const set = listeners.get(type) ?? new Set();
      listeners.set(type, set);
      set.add(listener as (event: EmbedEvent) => void);
      return () => set.delete(listener as (event: EmbedEvent) => void);
    },
    unmount() {
      clearTimeout(timer);
      view.removeEventListener('message', onMessage);
      iframe.remove();
    },
  };
}
