/* global self */
// A minimal service worker: it makes the app installable and never caches API calls, so
// compliance data always comes fresh from the server.
self.addEventListener('install', () => self.skipWaiting());
self.addEventListener('activate', (event) => event.waitUntil(self.clients.claim()));
