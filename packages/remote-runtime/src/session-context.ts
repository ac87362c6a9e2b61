import { createContext, useContext } from 'react';
import type { Permission, PlatformPermission } from '@accrue/access';
import type { Session } from './session';

/** The signed-in user's session; null on public routes and in embedded widgets. */
export const SessionContext = createContext<Session | null>(null);

export function useSession(): Session | null {
  return useContext(SessionContext);
}

/** Spec doc 1 §2.2: the fallback is /home for whoever may see home, /statements otherwise. */
export function fallbackRoute(session: Session | null): string {
  return !session || session.can('VIEW_HOME') ? '/home' : '/statements';
}

/** Who may see a page or a menu item; the same rules the API enforces on the calls behind it. */
export type Gate = (session: Session) => boolean;

export const can =
  (permission: Permission): Gate =>
  (session) =>
    session.can(permission);

export const canPlatform =
  (permission: PlatformPermission): Gate =>
  (session) =>
    session.canPlatform(permission);
