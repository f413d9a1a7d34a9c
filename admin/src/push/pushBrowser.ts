// What web push keeps in this browser and asks of it without the server (pushDevice.ts has the
// calls): whether it can take push, its subscription, and the id of the user's subscription on the
// server. Apart, so that the end of a session (account/endSession.ts) can drop a subscription
// without importing the API client, which itself ends sessions.

/** Where the id of the user's subscription on the server is kept. */
export const stored = (userId: number) => `ym.push.${userId}`;

/** Whether this browser can take web push from the built app (the development server has no service worker). */
export const pushSupported = () =>
  import.meta.env.PROD &&
  'serviceWorker' in navigator &&
  typeof window.PushManager === 'function' &&
  typeof window.Notification === 'function';

export async function browserSubscription(): Promise<PushSubscription | null> {
  const registration = await navigator.serviceWorker.getRegistration('/');
  return (await registration?.pushManager.getSubscription()) ?? null;
}

/**
 * The session ended without a logout (it expired, it was revoked): the browser's subscription
 * ends, with no call to the server, which may no longer take one — the push service then answers
 * the next notice with "gone", and the server deletes the subscription.
 */
export function dropPush(userId: number | null): void {
  if (userId === null || !localStorage.getItem(stored(userId))) return;
  localStorage.removeItem(stored(userId));
  if (pushSupported())
    void browserSubscription()
      .then((s) => s?.unsubscribe())
      .catch(() => undefined);
}
