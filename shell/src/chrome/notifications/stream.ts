import type { AccrueClient } from '@accrue/sdk';
import { followStream } from '@accrue/remote-runtime/stream';
import type { Notification } from './model';

/**
 * Hands each notification pushed to the signed-in user to `onNotification` until `signal` aborts,
 * through the real-time stream the remotes read too (it opens again when its connection drops).
 * Loaded lazily by the bell, after the page is idle.
 */
export function followNotifications(
  api: AccrueClient,
  onNotification: (notification: Notification) => void,
  signal: AbortSignal,
): Promise<void> {
  return followStream(
    api,
    (message) => {
      if (message.type === 'notification') onNotification(message.data as Notification);
    },
    signal,
  );
}
