import { existsSync, unlinkSync } from 'node:fs';
import { connect, createServer, type Server, type Socket } from 'node:net';
import type { PGlite } from '@electric-sql/pglite';

/**
 * PostgreSQL's wire protocol in front of one PGlite, so the server reaches the embedded database
 * through the same `pg` pool it uses for PostgreSQL (decision 038). PGlite is one session; several
 * client connections share it safely because this server
 *  - runs each connection's messages up to a Sync (or a simple Query) as one batch, never
 *    interleaved with another connection's (the unnamed statement and portal stay its own);
 *  - keeps the session for one connection while its transaction is open (ReadyForQuery status
 *    not idle): the others' batches wait, as they would wait on row locks in PostgreSQL;
 *  - gives each connection its own statement names (prefixed), so named statements prepared by
 *    one connection never collide with another's, and closes them when it disconnects;
 *  - hands notifications (LISTEN/NOTIFY) to the connections that listen, whichever connection's
 *    commit produced them.
 */

const SSL_REQUEST = 80877103;
const CANCEL_REQUEST = 80877102;
const PROTOCOL_3 = 196608;

interface Connection {
  id: number;
  socket: Socket;
  /** Bytes received and not yet a whole message. */
  incoming: Buffer;
  /** Whole messages of the batch being collected (until Sync or Query). */
  batch: Buffer[];
  started: boolean;
  /** Statement names this connection prepared, as PGlite knows them (prefixed). */
  statements: Set<string>;
  listens: boolean;
  closed: boolean;
}

interface Job {
  connection: Connection | null;
  run: () => void | Promise<void>;
}

export interface WireServer {
  /** Runs `task` alone on the database, between transactions (snapshots). */
  exclusive<T>(task: () => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

/** Listens on `socketPath` (a Unix socket) for PostgreSQL clients of `db`. */
export async function serveWireProtocol(db: PGlite, socketPath: string): Promise<WireServer> {
  await removeStaleSocket(socketPath);
  const connections = new Set<Connection>();
  const queue: Job[] = [];
  /** The connection whose transaction holds the session, or null. */
  let owner: Connection | null = null;
  /** An exclusive task (snapshot) is running: nothing else may. */
  let busy = false;
  let pumping = false;
  /** Closed: nothing more runs (PGlite is closed right after). */
  let stopped = false;
  let nextId = 1;

  const execute = async (connection: Connection, message: Uint8Array) => {
    const chunks: Uint8Array[] = [];
    try {
      // The answer as raw bytes only. execProtocolRawSync also parses every answer into PGlite's
      // own query state, which nothing empties outside its query API: the thread's heap grew by
      // each answer's size (880 MB after 88 s of load) and its garbage collections paused every
      // statement for up to a quarter of a second (docs/decisions/038-embedded-off-thread-and-send.md).
      await db.execProtocolRawStream(message, {
        syncToFs: false,
        // A view of PGlite's memory, reused for the next chunk: copied.
        onRawData: (chunk) => chunks.push(chunk.slice()),
      });
    } catch (err) {
      // PGlite itself failed (not an SQL error, which is an answer): this connection ends.
      console.error('embedded database:', err);
      connection.socket.destroy();
      return;
    }
    const output = chunks.length === 1 ? chunks[0]! : Buffer.concat(chunks);
    const n = output.length;
    // The batch ends in ReadyForQuery ('Z', length 5, status): idle releases the session.
    const ready = n >= 6 && output[n - 6] === 0x5a;
    owner = ready && output[n - 1] === 0x49 /* I */ ? null : connection;
    deliver(connection, output);
  };

  /** Writes a batch's answer; notifications inside it go to the listening connections. */
  const deliver = (connection: Connection, output: Uint8Array) => {
    const buffer = Buffer.from(output.buffer, output.byteOffset, output.length);
    let notifications: Buffer[] | null = null;
    let kept: Buffer[] | null = null;
    let start = 0;
    for (let at = 0; at + 5 <= buffer.length; ) {
      const end = at + 1 + buffer.readInt32BE(at + 1);
      if (buffer[at] === 0x41 /* A */) {
        notifications ??= [];
        kept ??= [];
        kept.push(buffer.subarray(start, at));
        notifications.push(buffer.subarray(at, end));
        start = end;
      }
      at = end;
    }
    if (kept) kept.push(buffer.subarray(start));
    if (!connection.closed && buffer.length > 0) {
      // The answer's bytes are this batch's own (execute copied them out of PGlite's memory).
      connection.socket.write(kept ? Buffer.concat(kept) : buffer);
    }
    if (notifications) {
      const all = Buffer.concat(notifications);
      for (const other of connections) if (other.listens && !other.closed) other.socket.write(all);
    }
  };

  const pump = async () => {
    if (pumping) return;
    pumping = true;
    try {
      let ran = 0;
      while (!busy && !stopped && queue.length > 0) {
        const index = owner === null ? 0 : queue.findIndex((job) => job.connection === owner);
        if (index < 0) break; // the owner's next statement has not arrived yet
        const [job] = queue.splice(index, 1);
        await job!.run();
        // Let sockets be read and written between batches under load.
        if (++ran % 16 === 0) await new Promise((resolve) => setImmediate(resolve));
      }
    } finally {
      pumping = false;
    }
  };

  const enqueue = (job: Job) => {
    queue.push(job);
    void pump();
  };

  const rename = (connection: Connection, name: string) => (name ? `c${connection.id}_${name}` : name);

  /** The message with its statement name given the connection's prefix (P, B, D/S, C/S). */
  const withOwnNames = (connection: Connection, message: Buffer): Buffer => {
    const type = message[0];
    if (type === 0x50 /* P */) {
      const nameEnd = message.indexOf(0, 5);
      const name = message.toString('utf8', 5, nameEnd);
      if (!name) return message;
      const own = rename(connection, name);
      connection.statements.add(own);
      return rebuild(type, [Buffer.from(`${own}\0`), message.subarray(nameEnd + 1)]);
    }
    if (type === 0x42 /* B */) {
      const portalEnd = message.indexOf(0, 5);
      const nameEnd = message.indexOf(0, portalEnd + 1);
      const name = message.toString('utf8', portalEnd + 1, nameEnd);
      if (!name) return message;
      return rebuild(type, [
        message.subarray(5, portalEnd + 1),
        Buffer.from(`${rename(connection, name)}\0`),
        message.subarray(nameEnd + 1),
      ]);
    }
    if ((type === 0x44 /* D */ || type === 0x43) /* C */ && message[5] === 0x53 /* S */) {
      const name = message.toString('utf8', 6, message.length - 1);
      if (!name) return message;
      return rebuild(type, [Buffer.from(`S${rename(connection, name)}\0`)]);
    }
    return message;
  };

  const received = (connection: Connection, data: Buffer) => {
    connection.incoming =
      connection.incoming.length === 0 ? data : Buffer.concat([connection.incoming, data]);
    let buffer = connection.incoming;
    while (!connection.closed) {
      if (!connection.started) {
        if (buffer.length < 8) break;
        const length = buffer.readInt32BE(0);
        if (buffer.length < length) break;
        const code = buffer.readInt32BE(4);
        const message = buffer.subarray(0, length);
        buffer = buffer.subarray(length);
        if (code === SSL_REQUEST) {
          connection.socket.write('N');
        } else if (code === CANCEL_REQUEST) {
          connection.socket.end(); // one session: nothing to cancel
        } else if (code === PROTOCOL_3) {
          connection.started = true;
          const startup = Buffer.from(message);
          enqueue({ connection, run: () => execute(connection, startup) });
        } else {
          connection.socket.destroy();
        }
        continue;
      }
      if (buffer.length < 5) break;
      const end = 1 + buffer.readInt32BE(1);
      if (buffer.length < end) break;
      const message = buffer.subarray(0, end);
      buffer = buffer.subarray(end);
      const type = message[0];
      if (type === 0x58 /* X: Terminate */) {
        connection.socket.end();
        break;
      }
      if (type === 0x51 /* Q */ && /^\s*listen\s/i.test(message.toString('utf8', 5, end - 1))) {
        connection.listens = true;
      }
      connection.batch.push(withOwnNames(connection, Buffer.from(message)));
      // Sync, Query and Flush end a batch: the client waits for their answer.
      if (type === 0x53 || type === 0x51 || type === 0x48) {
        const batch = Buffer.concat(connection.batch);
        connection.batch = [];
        enqueue({ connection, run: () => execute(connection, batch) });
      }
    }
    connection.incoming = buffer.length === 0 ? Buffer.alloc(0) : Buffer.from(buffer);
  };

  /** A gone connection's transaction is rolled back and its statements closed. */
  const closed = (connection: Connection) => {
    if (connection.closed) return;
    connection.closed = true;
    connections.delete(connection);
    for (let i = queue.length - 1; i >= 0; i--) if (queue[i]!.connection === connection) queue.splice(i, 1);
    const cleanup: Buffer[] = [];
    if (owner === connection) cleanup.push(simpleQuery('rollback'));
    for (const name of connection.statements) {
      cleanup.push(rebuild(0x43 /* C */, [Buffer.from(`S${name}\0`)]));
    }
    if (connection.listens && ![...connections].some((other) => other.listens)) {
      cleanup.push(simpleQuery('unlisten *'));
    }
    if (cleanup.length > 0) {
      cleanup.push(Buffer.from([0x53, 0, 0, 0, 4])); // Sync
      const batch = Buffer.concat(cleanup);
      // Ahead of everyone when it holds the session, else in turn.
      const job = { connection, run: () => execute(connection, batch) };
      if (owner === connection) queue.unshift(job);
      else queue.push(job);
    } else if (owner === connection) {
      owner = null;
    }
    void pump();
  };

  const server: Server = createServer((socket) => {
    socket.setNoDelay(true);
    const connection: Connection = {
      id: nextId++,
      socket,
      incoming: Buffer.alloc(0),
      batch: [],
      started: false,
      statements: new Set(),
      listens: false,
      closed: false,
    };
    connections.add(connection);
    socket.on('data', (data) => received(connection, data));
    socket.on('error', () => socket.destroy());
    socket.on('close', () => closed(connection));
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(socketPath, () => resolve());
  });

  return {
    exclusive: (task) =>
      new Promise((resolve, reject) => {
        enqueue({
          connection: null,
          run: async () => {
            busy = true;
            try {
              resolve(await task());
            } catch (err) {
              reject(err);
            } finally {
              busy = false;
              setImmediate(() => void pump());
            }
          },
        });
      }),
    close: async () => {
      stopped = true;
      queue.length = 0;
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        for (const connection of connections) connection.socket.destroy();
      });
    },
  };
}

/** A message of `type` with the given body parts and its length filled in. */
function rebuild(type: number, parts: Buffer[]): Buffer {
  const body = Buffer.concat(parts);
  const head = Buffer.alloc(5);
  head[0] = type;
  head.writeInt32BE(body.length + 4, 1);
  return Buffer.concat([head, body]);
}

function simpleQuery(text: string): Buffer {
  return rebuild(0x51, [Buffer.from(`${text}\0`)]);
}

/**
 * A socket file left by a process that is gone (kill -9) is removed; one that answers belongs to
 * a running server, which has the database open: starting a second would corrupt it.
 */
async function removeStaleSocket(socketPath: string) {
  if (!existsSync(socketPath)) return;
  const alive = await new Promise<boolean>((resolve) => {
    const probe = connect(socketPath);
    probe.once('connect', () => {
      probe.destroy();
      resolve(true);
    });
    probe.once('error', () => resolve(false));
  });
  if (alive)
    throw new Error(`Another process has the embedded database open (its socket ${socketPath} answers)`);
  unlinkSync(socketPath);
}
