import { WIDGETS } from '@accrue/federation/containers';
import { isLocale, type Locale } from '@accrue/remote-runtime';
import { fetchRemotesJson, loadRemoteDefinition, registerRemoteEntry } from '../../remotes';

/**
 * The `/auth/iframe` flow with third-party cookies blocked (issue #14 point 2). The frame, on the
 * product's origin inside a host page, cannot use the session cookie: it opens a pop-up on the same
 * origin (first-party there, so signing in works as usual), which mints an embed token for the
 * signed-in person (`POST /embed/connect`) and hands it back by `postMessage`, addressed to this
 * origin only. The frame exchanges it once (`POST /embed/session`) for a session held in its memory
 * and shows the rep's home (the dashboard widget), without reloading the host.
 */

/** The message the pop-up posts to the frame that opened it. */
export const CONNECT_MESSAGE = 'accrue:iframe-token';

/** The pop-up's address: the host origin travels in the address, the token never does. */
export function connectPopupUrl(hostOrigin: string): string {
  return `/auth/iframe/connect?${new URLSearchParams({ host: hostOrigin })}`;
}

/** An origin as browsers send it (scheme://host[:port]), or null. */
export function asOrigin(value: string | null | undefined): string | null {
  if (!value) return null;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.origin : null;
  } catch {
    return null;
  }
}

/**
 * The origin of the page that frames this one, or null when not framed. Chromium and WebKit name it
 * in `location.ancestorOrigins`; elsewhere the referrer (the host's address, at least its origin
 * under the default referrer policy) tells it.
 */
export function hostOriginOf(win: Window = window): string | null {
  if (win.parent === win) return null;
  const ancestors = (win.location as Location & { ancestorOrigins?: DOMStringList }).ancestorOrigins;
  if (ancestors && ancestors.length > 0) return asOrigin(ancestors[0]);
  return asOrigin(win.document.referrer);
}

/** The token in a message, when it comes from our pop-up, on our own origin; else null. */
export function tokenFromPopup(event: MessageEvent, popup: Window | null, ownOrigin: string): string | null {
  if (!popup || event.source !== popup || event.origin !== ownOrigin) return null;
  const data = event.data as { source?: unknown; type?: unknown; token?: unknown } | null;
  if (!data || data.source !== 'accrue' || data.type !== CONNECT_MESSAGE) return null;
  return typeof data.token === 'string' ? data.token : null;
}

export interface FrameSession {
  accessToken: string;
  expiresIn: number;
  language: Locale;
}

/** Why a mint or an exchange was refused, as the API words it. */
export class ConnectionRefused extends Error {}

/** A bearer from the browser's own session (its cookie), or null when it holds none here. */
export async function ownAccessToken(): Promise<string | null> {
  try {
    const response = await fetch('/api/auth/token', { method: 'POST', credentials: 'include' });
    return response.ok ? ((await response.json()) as { accessToken: string }).accessToken : null;
  } catch {
    return null;
  }
}

/** Mints an embed token for the signed-in person (by their bearer), bound to the host origin. */
export async function mintOwnToken(accessToken: string, hostOrigin: string): Promise<string> {
  const answer = await fetch('/api/embed/connect', {
    method: 'POST',
    headers: { authorization: `Bearer ${accessToken}`, 'content-type': 'application/json' },
    body: JSON.stringify({ widget: 'dashboard', origin: hostOrigin }),
  });
  const body = (await answer.json().catch(() => ({}))) as {
    token?: string;
    message?: string;
    errors?: { message: string }[];
  };
  if (answer.status !== 201 || !body.token)
    throw new ConnectionRefused(body.errors?.[0]?.message ?? body.message ?? `HTTP ${answer.status}`);
  return body.token;
}

/** Exchanges the token, once, for the frame's session (kept by the caller, in memory only). */
export async function exchangeToken(token: string, hostOrigin: string): Promise<FrameSession> {
  const answer = await fetch('/api/embed/session', {
    method: 'POST',
    credentials: 'omit',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ token, origin: hostOrigin }),
  });
  const body = (await answer.json().catch(() => ({}))) as {
    accessToken?: string;
    expiresIn?: number;
    language?: string;
    message?: string;
  };
  if (!answer.ok || !body.accessToken || !body.expiresIn)
    throw new ConnectionRefused(body.message ?? `HTTP ${answer.status}`);
  return {
    accessToken: body.accessToken,
    expiresIn: body.expiresIn,
    language: isLocale(body.language) ? body.language : 'en',
  };
}

/** What the frame does when the widget's session ends. */
export interface Mounted {
  unmount(): void;
}

/** Mounts the rep's home (the dashboard widget of its remote) with the frame's session. */
export async function mountDashboard(
  element: HTMLElement,
  session: FrameSession,
  onSessionEnded: () => void,
): Promise<Mounted> {
  const { container } = WIDGETS.dashboard;
  await registerRemoteEntry(container, (await fetchRemotesJson())[container]);
  const remote = await loadRemoteDefinition(container);
  const mount = remote.widgets.dashboard;
  if (!mount) throw new Error(`${container} has no dashboard widget`);
  return mount(element, {
    locale: session.language,
    accessToken: session.accessToken,
    onEvent: (event: { type: string }) => {
      if (event.type === 'accrue:session-expired') onSessionEnded();
    },
  });
}
