// Web push in the app's service worker (issue 34): the Workbox worker that vite-plugin-pwa generates
// (sw.js, vite.config.ts) imports this file. A message is the server's notice as JSON (title, body,
// url, tag: server/entities/pushSubscription/notices.ts); a tap focuses an open window of the app
// on that screen, or opens one.
self.addEventListener('push', (event) => {
  let notice;
  try {
    notice = event.data ? event.data.json() : null;
  } catch {
    notice = null;
  }
  if (!notice || typeof notice.title !== 'string') return;
  event.waitUntil(
    self.registration.showNotification(notice.title, {
      body: notice.body || '',
      tag: notice.tag || undefined,
      renotify: Boolean(notice.tag),
      icon: '/icons/icon-192.png',
      badge: '/icons/icon-192.png',
      data: { url: notice.url || '/' },
    }),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const url = new URL((event.notification.data && event.notification.data.url) || '/', self.location.origin).href;
  event.waitUntil(
    // a window this worker controls can be sent to the screen; any other, a new one is opened
    self.clients
      .matchAll({ type: 'window' })
      .then((windows) => {
        const open = windows.find((w) => w.url.startsWith(self.location.origin));
        return open ? open.focus().then((w) => w.navigate(url)) : self.clients.openWindow(url);
      })
      .catch(() => self.clients.openWindow(url)),
  );
});
