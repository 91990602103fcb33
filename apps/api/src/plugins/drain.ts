import type { FastifyInstance } from 'fastify';

/** How long requests in flight at close may take to finish before their connections are cut. */
export const DRAIN_MS = 2_000;
const SWEEP_MS = 50;

/**
 * Closing the server: Node closes the connections that are idle when it stops listening, but a
 * keep-alive connection busy with a request at that moment stays open after its answer until
 * the client or the keep-alive timeout (72 s) ends it, and the server's close waits for it. So
 * while closing, connections are closed as soon as they go idle, and any still busy after
 * DRAIN_MS are cut.
 */
export function registerDrain(app: FastifyInstance, drainMs = DRAIN_MS) {
  let timers: NodeJS.Timeout[] = [];
  const clear = () => {
    timers.forEach(clearTimeout);
    timers = [];
  };
  app.addHook('preClose', async () => {
    if (!app.server.listening) return;
    const sweep = setInterval(() => app.server.closeIdleConnections(), SWEEP_MS);
    const cut = setTimeout(() => app.server.closeAllConnections(), drainMs);
    timers = [sweep, cut];
    timers.forEach((timer) => timer.unref());
    app.server.once('close', clear);
  });
  app.addHook('onClose', async () => clear());
}
