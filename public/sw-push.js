/*
 * Sabor's Web Push in the service worker (issue #37), imported by the worker vite-plugin-pwa
 * generates (vite.config.ts, workbox.importScripts). The payload is the JSON of PushPayload
 * (src/domain/notifications/push.ts): the notification shows its title and body, one per tag
 * (a new order re-alerts while unanswered), and a tap opens its page in a window of the app,
 * reusing one that is open.
 */
self.addEventListener('push', (event) => {
  let data = {};
  try {
    data = event.data ? event.data.json() : {};
  } catch {
    data = { body: event.data ? event.data.text() : '' };
  }
  const options = {
    body: typeof data.body === 'string' ? data.body : '',
    icon: '/icons/icon-192.png',
    badge: '/icons/maskable-192.png',
    lang: 'pt-BR',
    data: { url: typeof data.url === 'string' ? data.url : '/' },
    requireInteraction: data.requireInteraction === true,
  };
  if (typeof data.tag === 'string' && data.tag) {
    options.tag = data.tag;
    options.renotify = data.renotify === true;
  }
  event.waitUntil(self.registration.showNotification(typeof data.title === 'string' && data.title ? data.title : 'Sabor', options));
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const target = new URL((event.notification.data && event.notification.data.url) || '/', self.location.origin);
  // Only the app's own pages: a payload cannot send the person elsewhere.
  if (target.origin !== self.location.origin) return;
  event.waitUntil(
    (async () => {
      const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
      const open = windows.find((client) => new URL(client.url).origin === self.location.origin);
      if (open) {
        // To the page first: a browser may refuse the focus, and the page must still be the right one.
        const shown = new URL(open.url).href !== target.href && 'navigate' in open ? ((await open.navigate(target.href)) ?? open) : open;
        await shown.focus().catch(() => undefined);
        return;
      }
      await self.clients.openWindow(target.href);
    })(),
  );
});
