import { type ChildProcess, spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { SERVER_ROOT } from '../lib/paths';

/** A port free right now on loopback. */
export async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const port = (probe.address() as { port: number }).port;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

/**
 * How long a test may take to prepare an embedded database and start the real server through
 * tsx: seconds on an idle machine, but about four minutes on 2 cores at load average ~24 (the
 * flake check runs the suite beside stress-ng and other work). Only a broken start waits this long.
 */
export const SERVER_START_TIMEOUT = 600_000;

export interface ServerProcess {
  child: ChildProcess;
  port: number;
  /** Everything the process wrote so far, standard output and error together. */
  output(): string;
  /** The exit code (null after a kill by signal), watched from the start so no exit is missed. */
  exited: Promise<number | null>;
}

/**
 * The real server (src/main.ts) as an operator runs it: Node itself with tsx's loader, not the
 * tsx command, so a signal sent to `child` reaches the server and not a parent process; on the
 * Node that runs the tests (the project's own, decision 039). Production mode, no seed, mails
 * kept in the outbox. Resolves once `readyPath` answers 200; `onPoll` sees every answer on the way.
 */
export async function startServerProcess(options: {
  dataDir: string;
  port?: number;
  env?: Record<string, string>;
  readyPath?: '/healthz' | '/readyz';
  onPoll?: (res: Response) => Promise<void> | void;
}): Promise<ServerProcess> {
  const port = options.port ?? (await freePort());
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: SERVER_ROOT,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      SEED: 'none',
      MAIL_OUTBOX_ONLY: 'on',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: options.dataDir,
      LOG_LEVEL: 'warn',
      ...options.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (chunk) => {
    output += String(chunk);
  });
  child.stderr!.on('data', (chunk) => {
    output += String(chunk);
  });
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  // Until it is ready or gives up: a fresh embedded database migrates first.
  for (;;) {
    const res = await fetch(`http://127.0.0.1:${port}${options.readyPath ?? '/readyz'}`).catch(() => null);
    if (res) await options.onPoll?.(res);
    if (res?.status === 200) break;
    if (child.exitCode !== null) throw new Error(`The server did not start:\n${output}`);
    await new Promise((resolve) => setTimeout(resolve, 50)); // poll interval
  }
  return { child, port, output: () => output, exited };
}
