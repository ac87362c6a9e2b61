/**
 * The script of a widget's frame (`/embed/{widget}?host=…`, served by the Accrue server): it says
 * hello to its host, takes the embed token the host posts (from that origin only), exchanges it once
 * for a session kept in this frame's memory (`POST /api/embed/session`), and mounts the widget. It
 * reports to the host with namespaced messages, always naming the host's origin: `accrue:ready`,
 * `accrue:resize` (the content's height), `accrue:navigate`, `accrue:error` and
 * `accrue:session-expired`.
 *
 * Nothing waits for what it does not need: the widget's code (Module Federation's runtime, the
 * remote's entry and module, from this origin, which the page already preloads) downloads from the
 * start, while the host mints and posts the token; the widget's first reads start as soon as the
 * session exists, while that code may still be downloading, and the widget takes their answers
 * instead of asking again.
 *
 * The host's origin comes from the address; the server answers the page only when that origin is
 * one of the companies' embed origins, and names it alone in the page's `frame-ancestors`, so the
 * browser shows this frame in no other page.
 */
import {
  isEmbedMessage,
  loadWidget,
  WIDGETS,
  type EmbedEvent,
  type MountedWidget,
  type WidgetMount,
  type WidgetName,
} from './embed.js';

const LOCALES = ['en', 'fr', 'de', 'pt', 'es', 'it'] as const;
type Locale = (typeof LOCALES)[number];

interface FrameSession {
  accessToken: string;
  expiresIn: number;
  widget: WidgetName;
  userId: number;
  statementId: number | null;
  language: string;
}

export function startFrame(win: Window = window): void {
  const doc = win.document;
  const host = new URLSearchParams(win.location.search).get('host');
  const widget = win.location.pathname.split('/').filter(Boolean)[1] as WidgetName | undefined;
  if (!host || !widget || !Object.hasOwn(WIDGETS, widget) || win.parent === win) return;
  const post = (event: EmbedEvent | { type: 'accrue:frame-ready'; widget: WidgetName }) =>
    win.parent.postMessage({ source: 'accrue', ...event }, host);
  const fail = (code: string, message: string) => post({ type: 'accrue:error', code, message });

  const root = doc.getElementById('accrue-widget') ?? doc.body;
  let mounted: MountedWidget | undefined;
  let busy = false;
  let expiry: ReturnType<typeof setTimeout> | undefined;
  let lastHeight = -1;
  // The code needs no session: it downloads while the host mints and posts the token. A failed
  // download is tried again when a token arrives (loadWidget forgets a script that failed).
  const load = () => loadWidget(win.location.origin, widget, doc);
  let code: Promise<WidgetMount> = load();
  code.catch(() => undefined);

  const resize = () => {
    const height = Math.ceil(doc.documentElement.getBoundingClientRect().height);
    if (height === lastHeight) return;
    lastHeight = height;
    post({ type: 'accrue:resize', height });
  };
  new ResizeObserver(resize).observe(doc.documentElement);

  const expire = () => {
    mounted?.unmount();
    mounted = undefined;
    post({ type: 'accrue:session-expired' });
  };

  win.addEventListener('message', (event: MessageEvent) => {
    // Only the page that frames us, from the origin it was framed on.
    if (event.source !== win.parent || event.origin !== host || !isEmbedMessage(event.data)) return;
    const data = event.data;
    if (data.type !== 'accrue:token' || typeof data.token !== 'string') return;
    if (busy || mounted) return;
    busy = true;
    void (async () => {
      try {
        const answer = await fetch('/api/embed/session', {
          method: 'POST',
          credentials: 'omit',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ token: data.token, origin: host }),
        });
        const body = (await answer.json().catch(() => ({}))) as Partial<FrameSession> & {
          code?: string;
          message?: string;
        };
        if (!answer.ok) {
          fail(body.code ?? `HTTP_${answer.status}`, body.message ?? 'The embed token was refused.');
          return;
        }
        const session = body as FrameSession;
        if (session.widget !== widget) {
          fail('EMBED_WRONG_WIDGET', `This token is for the ${session.widget} widget.`);
          return;
        }
        applyTheme(doc, data.theme, data.colorScheme);
        const locale = (LOCALES as readonly string[]).includes(session.language)
          ? (session.language as Locale)
          : 'en';
        const colorScheme =
          data.colorScheme === 'dark' || data.colorScheme === 'light' ? data.colorScheme : 'system';
        const prefetched = prefetchFirstReads(win, widget, session);
        const mount = await code.catch(() => (code = load()));
        mounted = mount(root, {
          locale,
          colorScheme,
          accessToken: session.accessToken,
          prefetched,
          ...(session.statementId !== null ? { statementId: String(session.statementId) } : {}),
          onEvent: (widgetEvent) => {
            if (widgetEvent.type === 'accrue:session-expired') expire();
            else post(widgetEvent);
          },
        });
        clearTimeout(expiry);
        expiry = setTimeout(expire, session.expiresIn * 1000);
        post({ type: 'accrue:ready', widget, userId: session.userId });
        resize();
      } catch (error) {
        fail('EMBED_LOAD_FAILED', error instanceof Error ? error.message : String(error));
      } finally {
        busy = false;
      }
    })();
  });
  post({ type: 'accrue:frame-ready', widget });
}

/**
 * Starts the GETs a widget makes first, with the frame's session, and hands them over by path (see
 * WidgetOptions.prefetched): the statement (the user's latest when the token names none: the list
 * first, then that statement, whose entry is set before the list's answer is handed over) or the
 * home summary. The widget asks for these same paths; what it does not take is never read.
 */
function prefetchFirstReads(
  win: Window,
  widget: WidgetName,
  session: FrameSession,
): Map<string, Promise<Response>> {
  const reads = new Map<string, Promise<Response>>();
  const get = (path: string) =>
    win.fetch(path, {
      credentials: 'omit',
      headers: { authorization: `Bearer ${session.accessToken}` },
    });
  const statement = (id: number) => {
    const path = `/api/statements/${id}`;
    const answer = get(path);
    answer.catch(() => undefined);
    reads.set(path, answer);
  };
  if (widget === 'dashboard') {
    const answer = get('/api/home/summary');
    answer.catch(() => undefined);
    reads.set('/api/home/summary', answer);
  } else if (session.statementId !== null) {
    statement(session.statementId);
  } else {
    const path = '/api/statements/list-mine?limit=1';
    const listed = get(path).then(async (answer) => {
      if (answer.ok) {
        const body = (await answer
          .clone()
          .json()
          .catch(() => null)) as { items?: { id?: unknown }[] } | null;
        const latest = body?.items?.[0]?.id;
        if (typeof latest === 'number') statement(latest);
      }
      return answer;
    });
    listed.catch(() => undefined);
    reads.set(path, listed);
  }
  return reads;
}

/** The host's CSS custom properties (`--name: value`) on the frame's root, and its colour scheme. */
function applyTheme(doc: Document, theme: unknown, colorScheme: unknown): void {
  if (theme && typeof theme === 'object') {
    for (const [name, value] of Object.entries(theme as Record<string, unknown>)) {
      if (/^--[a-zA-Z0-9-]{1,64}$/.test(name) && typeof value === 'string' && value.length <= 200)
        doc.documentElement.style.setProperty(name, value);
    }
  }
  if (colorScheme === 'dark' || colorScheme === 'light') doc.documentElement.style.colorScheme = colorScheme;
}

if (
  typeof window !== 'undefined' &&
  typeof document !== 'undefined' &&
  document.getElementById('accrue-widget')
)
  startFrame();
