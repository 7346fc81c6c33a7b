import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { type Socket, connect as tcpConnect } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SERVER_START_TIMEOUT, startServerProcess } from './test/server-process';

/** Everything a connection answers until the server ends it. */
function answerOf(socket: Socket): Promise<string> {
  return new Promise((resolve, reject) => {
    let text = '';
    socket.on('data', (chunk) => {
      text += String(chunk);
    });
    socket.on('end', () => resolve(text));
    socket.on('error', reject);
  });
}

/**
 * The real server (src/main.ts) as an operator runs it, sent SIGTERM while a request is half
 * received (decision 035): /readyz says stopping while the node still serves for
 * SHUTDOWN_DELAY_SECONDS (decision 039), then new connections are refused, that request still gets
 * its whole answer, and the process exits 0.
 */
describe('SIGTERM', () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'amora-shutdown-'));
  let server: ChildProcess;
  let output: () => string;
  let port: number;
  let exited: Promise<number | null>;
  /** Each different answer of /readyz while the server started: status and body. */
  const readyAnswers = new Set<string>();

  beforeAll(async () => {
    const started = await startServerProcess({
      dataDir,
      env: {
        LOG_LEVEL: 'info',
        // Long enough for the checks below on a busy machine; the deadline is 25 s.
        SHUTDOWN_DELAY_SECONDS: '10',
      },
      onPoll: async (res) => {
        readyAnswers.add(`${res.status} ${await res.text()}`);
      },
    });
    server = started.child;
    port = started.port;
    output = started.output;
    exited = started.exited;
  }, SERVER_START_TIMEOUT);

  afterAll(() => {
    if (server.exitCode === null) server.kill('SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('answers /readyz 503 migrating on its port while it prepares the database, then ready', () => {
    expect([...readyAnswers]).toEqual(['503 {"status":"migrating"}', '200 {"status":"ready"}']);
  });

  it('says stopping on /readyz while it still serves, then refuses new connections, finishes the request in flight and exits 0', async () => {
    const body = JSON.stringify({ email: 'someone@example.com', password: 'Not the right one 42' });
    const head =
      'POST /api/user.php HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\n' +
      `X-Request-Type: client\r\nConnection: close\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n`;

    // What this request is answered when nothing stops the server.
    const before = tcpConnect(port, '127.0.0.1');
    const beforeAnswer = answerOf(before);
    // Written without half-closing (as browsers do): Node's server drops a request whose client
    // ended its side before the answer, and the answer needs the database's round trips.
    before.write(head + body);
    const expected = (await beforeAnswer).split('\r\n')[0]!;
    expect(expected).toMatch(/^HTTP\/1\.1 \d{3} /);

    // Half a request, then SIGTERM.
    const inFlight = tcpConnect(port, '127.0.0.1');
    await new Promise((resolve) => inFlight.once('connect', resolve));
    const answer = answerOf(inFlight);
    inFlight.write(head + body.slice(0, 10));
    server.kill('SIGTERM');
    await expect.poll(() => output(), { timeout: 30_000, interval: 50 }).toContain('shutting down');
    // Not ready any more, yet still serving: a load balancer polling /readyz takes it out now.
    const ready = await fetch(`http://127.0.0.1:${port}/readyz`);
    expect(ready.status).toBe(503);
    expect(await ready.json()).toEqual({ status: 'stopping' });
    expect((await fetch(`http://127.0.0.1:${port}/healthz`)).status).toBe(200);
    // The port stops taking connections while the request is still open.
    await expect
      .poll(
        () =>
          new Promise<string>((resolve) => {
            const probe = tcpConnect(port, '127.0.0.1');
            probe.on('connect', () => {
              probe.destroy();
              resolve('accepted');
            });
            probe.on('error', (err: NodeJS.ErrnoException) => resolve(err.code ?? 'error'));
          }),
        { timeout: 30_000, interval: 50 },
      )
      .toBe('ECONNREFUSED');
    expect(server.exitCode).toBeNull();

    inFlight.write(body.slice(10));
    expect((await answer).split('\r\n')[0]).toBe(expected);
    expect(await exited).toBe(0);
    expect(output()).toContain('shut down');
  }, 180_000);
});
