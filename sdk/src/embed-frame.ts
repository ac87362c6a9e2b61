/**
 * The script of a widget's frame (`/embed/{widget}?host=…`, served by the Accrue server): it says
 * hello to its host, takes the embed token the host posts (from that origin only), exchanges it once
 * for a session kept in this frame's memory (`POST /api/embed/session`), loads Module Federation's
 * runtime and the widget's remote from this origin, and mounts the widget. It reports to the host
 * with namespaced messages, always naming the host's origin: `accrue:ready`, `accrue:resize` (the
 * content's height), `accrue:navigate`, `accrue:error` and `accrue:session-expired`.
 *
 * The host's origin comes from the address; the server answers the page only when that origin is
 * one of the companies' embed origins, and names it alone in the page's `frame-ancestors`, so the
 * browser shows this frame in no other page.
 */
import {
  isEmbedMessage,
  mountWidget,
  WIDGETS,
  type EmbedEvent,
  type MountedWidget,
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
        mounted = await mountWidget(win.location.origin, widget, root, {
          locale,
          colorScheme,
          accessToken: session.accessToken,
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
