// Web push on this device (issue 34): a Driver or Dispatch Manager turns notifications on; the
// browser asks the user, the app's service worker (offline/serviceWorker.ts, which shows the
// notices: public/push-sw.js) subscribes with the server's VAPID key (GET /Push/Key), and the
// subscription is handed to the server (POST /Push/Subscription). Its id is kept per user in this
// browser, to end it (DELETE /Push/Subscription/{id}) when the user turns it off or logs out — a
// shared yard phone then tells the next driver nothing of the last one's missions.
import { useEffect } from 'react';
import { fleet } from '../api/fleet';
import { registerDriverApp } from '../offline/serviceWorker';
import { browserSubscription, pushSupported, stored } from './pushBrowser';

export type PushState = 'unsupported' | 'blocked' | 'off' | 'on';

export async function pushState(userId: number): Promise<PushState> {
  if (!pushSupported()) return 'unsupported';
  if (Notification.permission === 'denied') return 'blocked';
  if (Notification.permission !== 'granted' || !localStorage.getItem(stored(userId))) return 'off';
  return (await browserSubscription()) ? 'on' : 'off';
}

/** The VAPID key as the Push API takes it (base64url → bytes). */
function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const text = atob(base64url.replace(/-/g, '+').replace(/_/g, '/'));
  const bytes = new Uint8Array(new ArrayBuffer(text.length));
  for (let i = 0; i < text.length; i++) bytes[i] = text.charCodeAt(i);
  return bytes;
}

const sameKey = (a: ArrayBuffer | null | undefined, b: Uint8Array) =>
  !!a && a.byteLength === b.length && new Uint8Array(a).every((x, i) => x === b[i]);

/** The app's worker, once active: registered now if it is not yet; a worker that never comes is an error, not a wait. */
async function activeWorker(): Promise<ServiceWorkerRegistration> {
  registerDriverApp();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<never>((_, fail) => {
    timer = setTimeout(() => fail(new Error('the service worker did not start')), 15_000);
  });
  try {
    return await Promise.race([navigator.serviceWorker.ready, late]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * The browser's subscription made with the server's current key: the one it has, or a new one
 * (one made with another key — another installation on this origin, a key the operator changed —
 * cannot carry ours).
 */
async function currentSubscription(registration: ServiceWorkerRegistration): Promise<PushSubscription> {
  const { publicKey } = await fleet.get<{ publicKey: string }>('/Push/Key', { keep: false, quiet: true });
  const key = keyBytes(publicKey);
  const had = await registration.pushManager.getSubscription();
  if (had && sameKey(had.options.applicationServerKey, key)) return had;
  await had?.unsubscribe();
  return registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: key });
}

async function handOver(userId: number, subscription: PushSubscription, quiet = false) {
  const saved = await fleet.post<{ id: number }>('/Push/Subscription', subscription.toJSON(), { quiet });
  localStorage.setItem(stored(userId), String(saved.id));
}

/** Asks the user, subscribes this browser and tells the server; what came of it. */
export async function turnPushOn(userId: number): Promise<PushState> {
  if (!pushSupported()) return 'unsupported';
  const permission = await Notification.requestPermission();
  if (permission !== 'granted') return permission === 'denied' ? 'blocked' : 'off';
  const registration = await activeWorker();
  await handOver(userId, await currentSubscription(registration));
  return 'on';
}

/** Ends this browser's subscription for the user, on the server and in the browser. */
export async function turnPushOff(userId: number): Promise<void> {
  const id = localStorage.getItem(stored(userId));
  localStorage.removeItem(stored(userId));
  if (id) await fleet.del(`/Push/Subscription/${id}`, { quiet: true, keepSessionOn401: true }).catch(() => undefined);
  if (pushSupported()) await (await browserSubscription())?.unsubscribe();
}

/** At a logout: the device stops getting the user's notices. Bounded, so a bad signal never holds the logout. */
export async function forgetPush(userId: number | null): Promise<void> {
  if (userId === null || !localStorage.getItem(stored(userId))) return;
  await Promise.race([turnPushOff(userId), new Promise((done) => setTimeout(done, 2_000))]);
}

/**
 * Once a session: a browser that has notifications on hands its subscription over again — a push
 * service may have renewed it, the operator may have changed the server's key, and the server
 * keeps the newest.
 */
export async function renewPush(userId: number): Promise<void> {
  if ((await pushState(userId)) !== 'on') return;
  try {
    const registration = await navigator.serviceWorker.getRegistration('/');
    if (registration) await handOver(userId, await currentSubscription(registration), true);
  } catch {
    // the next session tries again; the dialog shows where it stands
  }
}

/** In the shell: a signed-in user's subscription is handed over again once (renewPush). */
export function useRenewPush(userId: number | null | undefined) {
  useEffect(() => {
    if (userId != null && pushSupported()) void renewPush(userId);
  }, [userId]);
}
