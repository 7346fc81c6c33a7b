import { parentPort, workerData } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';
import { serveWireProtocol } from './wire-server';

/**
 * The embedded database's own thread (decision 038): PGlite runs here, behind PostgreSQL's wire
 * protocol on a Unix socket, so a slow query never holds up the server's event loop. The server
 * thread asks for snapshots and the close through messages.
 */
const { dataDir, socketPath } = workerData as { dataDir: string | null; socketPath: string };
const port = parentPort!;

try {
  const db = await PGlite.create(dataDir ? { dataDir } : {});
  const server = await serveWireProtocol(db, socketPath);
  port.on('message', (message: { type: 'dump' | 'close'; id: number }) => {
    const answer = (work: Promise<unknown>, transfer = false) =>
      work.then(
        (value) =>
          port.postMessage({ id: message.id, value }, transfer && value ? [value as ArrayBuffer] : []),
        (err: unknown) => port.postMessage({ id: message.id, error: String(err) }),
      );
    if (message.type === 'dump') {
      // Between transactions, after a checkpoint: a consistent copy (decision 034).
      void answer(
        server.exclusive(async () => {
          await db.exec('checkpoint');
          return (await db.dumpDataDir('gzip')).arrayBuffer();
        }),
        true,
      );
    } else if (message.type === 'close') {
      void answer(server.close().then(() => db.close()));
    }
  });
  port.postMessage({ type: 'ready' });
} catch (err) {
  port.postMessage({ type: 'failed', message: err instanceof Error ? err.message : String(err) });
}
