import { createServer } from 'node:http';

/**
 * Whether this node should be sent traffic (decision 039): `GET /readyz` answers 200 only while it
 * serves normally, 503 while it migrates its database at start (answered by `startupProbe` below,
 * before the app exists) or once it began to stop. `/healthz` stays the liveness answer.
 */
export type ReadinessState = 'ready' | 'stopping';

export class Readiness {
  #state: ReadinessState = 'ready';

  get state(): ReadinessState {
    return this.#state;
  }

  /** From the stop signal on, for good: a stopping node never becomes ready again. */
  stopping(): void {
    this.#state = 'stopping';
  }
}

/** Seconds a client is told to wait before asking a node that is still starting again. */
const RETRY_AFTER_SECONDS = 5;

/**
 * A bare HTTP listener on the app's port while the database is opened, migrated and seeded:
 * `/readyz` says `migrating`, `/healthz` `unavailable`, anything else the JSON error
 * `starting` — all 503, so a load balancer or proxy (`proxy_next_upstream … http_503` in
 * deploy/nginx.conf) passes requests to another node, and an operator sees what this one does
 * instead of a refused connection. `close()` frees the port for the app.
 */
export async function startupProbe(
  port: number,
  host: string,
  database: 'pglite' | 'postgres',
): Promise<{ port: number; close(): Promise<void> }> {
  const server = createServer((request, response) => {
    const path = (request.url ?? '/').split('?')[0];
    const body =
      path === '/readyz'
        ? { status: 'migrating' }
        : path === '/healthz'
          ? { status: 'unavailable', database }
          : { error: 'starting', message: 'This node is starting; try again in a few seconds.' };
    response.writeHead(503, {
      'content-type': 'application/json; charset=utf-8',
      'cache-control': 'no-store',
      'retry-after': String(RETRY_AFTER_SECONDS),
      connection: 'close',
    });
    response.end(JSON.stringify(body));
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve());
  });
  return {
    port: (server.address() as { port: number }).port,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
