import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';

/** What helmet's middleware does to an answer: headers it sets, headers it removes. */
export interface SecurityHeaders {
  set: [string, string][];
  removed: string[];
}

/**
 * The headers helmet sets for `options`, worked out once. With no nonce and no directive that is a
 * function (ours have neither) helmet's answer is the same for every request, while the
 * @fastify/helmet plugin built the middleware again on every request: parsing the CSP directives
 * and dashing their names cost more than anything else in a short answer (decision 044).
 */
export function securityHeaders(options: HelmetOptions): SecurityHeaders {
  const set = new Map<string, string>();
  const removed = new Set<string>();
  const response = {
    setHeader(name: string, value: unknown) {
      if (typeof value !== 'string') throw new Error(`helmet set ${name} to a value that is not a string`);
      set.set(name, value);
      removed.delete(name);
    },
    removeHeader(name: string) {
      set.delete(name);
      removed.add(name);
    },
  };
  let finished = false;
  helmet(options)({} as never, response as never, (err?: unknown) => {
    if (err) throw err;
    finished = true;
  });
  // Helmet's middleware runs synchronously; one that did not finish here would depend on the request.
  if (!finished) throw new Error('helmet did not finish at once: its headers depend on the request');
  return { set: [...set], removed: [...removed] };
}

/**
 * Every answer gets helmet's headers for `options` (computed once; see securityHeaders). An API
 * answer is also `cache-control: no-store` unless its route says otherwise (the regions, landers'
 * images and photo files set their own, which take precedence): most are one member's own — their
 * chats, likes, balance — and no shared cache (a CDN, a proxy) may keep one for the next visitor.
 */
export function installSecurityHeaders(app: FastifyInstance, options: HelmetOptions): void {
  const { set, removed } = securityHeaders(options);
  app.addHook('onRequest', (request, reply, done) => {
    const raw = reply.raw;
    for (const [name, value] of set) raw.setHeader(name, value);
    for (const name of removed) raw.removeHeader(name);
    if (request.url.startsWith('/api/')) raw.setHeader('cache-control', 'no-store');
    done();
  });
}
