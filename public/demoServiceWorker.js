/*
 * The demo's service worker (demo builds only; mocks/browser.ts registers it): it hands each API call
 * (`/v1.0/...`) of a page to that page, whose fake backend (a Web Worker) answers it, so the calls stay real
 * network requests (visible in the browser's tools and to the end-to-end tests) without msw's browser half.
 * Everything else goes to the network untouched.
 */
self.addEventListener('install', () => self.skipWaiting());
self.addEventListener('activate', (event) => event.waitUntil(self.clients.claim()));
// A page opened with a hard reload is not controlled until it asks.
self.addEventListener('message', (event) => {
  if (event.data === 'claim') event.waitUntil(self.clients.claim());
});

async function answerFromPage(request, clientId) {
  const client = clientId ? await self.clients.get(clientId) : undefined;
  if (!client) return fetch(request);
  const body = request.method === 'GET' || request.method === 'HEAD' ? null : await request.arrayBuffer();
  const reply = await new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = (event) => resolve(event.data);
    const message = { type: 'demo-api-request', url: request.url, method: request.method, headers: [...request.headers], body };
    client.postMessage(message, [channel.port2, ...(body ? [body] : [])]);
  });
  return new Response(reply.body, { status: reply.status, headers: reply.headers });
}

self.addEventListener('fetch', (event) => {
  if (!/\/v1\.0\/.+/.test(new URL(event.request.url).pathname)) return;
  event.respondWith(answerFromPage(event.request, event.clientId));
});
