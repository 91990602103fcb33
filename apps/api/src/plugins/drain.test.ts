import { request, Agent } from 'node:http';
import Fastify from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { registerDrain } from './drain.js';

const agent = new Agent({ keepAlive: true });
afterEach(() => agent.destroy());

/** A server with a route that answers after `ms`, listening on a free port. */
async function serverWithSlowRoute(drainMs?: number) {
  const app = Fastify();
  registerDrain(app, drainMs);
  app.get('/slow/:ms', async (req) => {
    await new Promise((resolve) => setTimeout(resolve, Number((req.params as { ms: string }).ms)));
    return { done: true };
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as { port: number };
  return { app, url: `http://127.0.0.1:${port}` };
}

/** GET over a keep-alive connection, as browsers and fetch make them. */
function get(url: string) {
  return new Promise<{ status: number; body: string }>((resolve, reject) => {
    request(url, { agent }, (response) => {
      let body = '';
      response.on('data', (chunk) => (body += chunk));
      response.on('end', () => resolve({ status: response.statusCode!, body }));
      response.on('error', reject);
    })
      .on('error', reject)
      .end();
  });
}

describe('closing the server', () => {
  it('answers a request in flight, then closes its keep-alive connection at once', async () => {
    const { app, url } = await serverWithSlowRoute();
    await get(`${url}/slow/0`); // an idle keep-alive connection
    const answer = get(`${url}/slow/200`);
    await new Promise((resolve) => setTimeout(resolve, 50));
    const started = performance.now();
    await app.close();
    expect(await answer).toEqual({ status: 200, body: '{"done":true}' });
    // Without the drain the close waited for the keep-alive timeout (72 s).
    expect(performance.now() - started).toBeLessThan(1_000);
  });

  it('cuts a request still running after the drain time', async () => {
    const { app, url } = await serverWithSlowRoute(100);
    const answer = get(`${url}/slow/10000`).catch((error: Error) => error);
    await new Promise((resolve) => setTimeout(resolve, 50));
    const started = performance.now();
    await app.close();
    expect(performance.now() - started).toBeLessThan(1_000);
    expect(await answer).toBeInstanceOf(Error);
  });
});
