import { once } from 'node:events';
import net from 'node:net';
import { AUTH_COOKIE } from '@amora/shared';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { client } from '../modules/auth/testkit';
import { createTestApp } from '../test/harness';
import { SERVER_TIMEOUTS, timeoutOptions } from './server-timeouts';

let t: Awaited<ReturnType<typeof createTestApp>>;
let port: number;
beforeAll(async () => {
  // The production rules with short times, so the test sees them act.
  t = await createTestApp({
    timeouts: { connection: 400, request: 400, headers: 200, keepAlive: 300, checkEvery: 50 },
  });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as { port: number }).port;
});
afterAll(async () => t?.close());

describe('server timeouts', () => {
  it('closes a connection whose headers never finish, and leaves a live WebSocket open', async () => {
    const member = client(t);
    await member.signup({ email: 'timeouts@example.com', name: 'Tim' });
    const live = new WebSocket(`ws://127.0.0.1:${port}/api/live`, {
      headers: { host: 'localhost', origin: 'http://localhost', cookie: `${AUTH_COOKIE}=${member.cookie}` },
    });
    await once(live, 'open');

    const slow = net.connect(port, '127.0.0.1');
    await once(slow, 'connect');
    let answer = '';
    slow.on('data', (chunk) => {
      answer += chunk;
    });
    slow.write('GET /healthz HTTP/1.1\r\nHost: localhost\r\nX-Slow: ');
    await once(slow, 'close');
    expect(answer).toMatch(/^HTTP\/1\.1 408/);

    // Longer than the request and connection timeouts, the WebSocket still works.
    expect(live.readyState).toBe(WebSocket.OPEN);
    const pong = once(live, 'pong');
    live.ping();
    await pong;
    live.close();
  });

  it('gives Node the production values', async () => {
    const server = Fastify(timeoutOptions(SERVER_TIMEOUTS)).server;
    expect(server.headersTimeout).toBe(SERVER_TIMEOUTS.headers);
    expect(server.requestTimeout).toBe(SERVER_TIMEOUTS.request);
    expect(server.keepAliveTimeout).toBe(SERVER_TIMEOUTS.keepAlive);
    expect(server.timeout).toBe(SERVER_TIMEOUTS.connection);
    // Node refuses a request timeout shorter than the headers timeout; the socket timeout must
    // not close kept-alive sockets before their own timeout does.
    expect(SERVER_TIMEOUTS.request).toBeGreaterThan(SERVER_TIMEOUTS.headers);
    expect(SERVER_TIMEOUTS.connection).toBeGreaterThan(SERVER_TIMEOUTS.keepAlive);
  });
});
