import { MINUTE, SECOND } from './clock';

/** How long the HTTP server waits for a client, in milliseconds (decision 025). */
export interface ServerTimeouts {
  /** A socket with no bytes either way for this long is closed (a stalled upload, a dead peer). */
  connection: number;
  /** The whole request, headers and body, must have arrived within this. */
  request: number;
  /** The request's headers must have arrived within this: slow-header sockets are closed. */
  headers: number;
  /** An idle kept-alive socket between two requests. */
  keepAlive: number;
  /** How often Node looks for connections past the request and headers timeouts. */
  checkEvery: number;
}

/**
 * Browsers send a request's headers at once, so 10 s is generous; a 10 MB photo upload needs
 * about 0.7 Mbit/s to arrive within 2 minutes; a kept-alive socket outlives the 60 s idle
 * timeout of the proxies and load balancers in front (else one may reuse a socket just closed).
 * WebSockets are not affected: after the upgrade the socket leaves the HTTP server's timers.
 */
export const SERVER_TIMEOUTS: ServerTimeouts = {
  connection: 2 * MINUTE,
  request: 2 * MINUTE,
  headers: 10 * SECOND,
  keepAlive: 65 * SECOND,
  checkEvery: 2 * SECOND,
};

/** Fastify's options for these timeouts (`headers` and `checkEvery` go to Node's http server). */
export function timeoutOptions(timeouts: ServerTimeouts) {
  return {
    connectionTimeout: timeouts.connection,
    requestTimeout: timeouts.request,
    keepAliveTimeout: timeouts.keepAlive,
    http: { headersTimeout: timeouts.headers, connectionsCheckingInterval: timeouts.checkEvery },
  };
}
