import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serveWireProtocol, type WireServer } from './wire-server';

/**
 * Several PostgreSQL connections share PGlite's one session through the wire server
 * (decision 038) and must not notice: their statements, transactions and notifications stay
 * their own, as on a real PostgreSQL server.
 */
describe('the embedded database behind a socket', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'amora-wire-'));
  let db: PGlite;
  let server: WireServer;
  const url = `postgres://postgres@localhost/postgres?host=${encodeURIComponent(dir)}`;
  const client = async () => {
    const c = new pg.Client({ connectionString: url });
    await c.connect();
    return c;
  };

  beforeAll(async () => {
    db = await PGlite.create();
    await db.exec('create table notes (id serial primary key, text text not null)');
    server = await serveWireProtocol(db, path.join(dir, '.s.PGSQL.5432'));
  });

  afterAll(async () => {
    await server?.close();
    await db?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('keeps nothing of an answer once it is sent', async () => {
    // A full collection on demand: the heap then holds only what something still refers to.
    setFlagsFromString('--expose-gc');
    const collectGarbage = runInNewContext('gc') as () => void;
    const c = await client();
    const answer = { name: 'big', text: "select repeat('x', 10000) as big" };
    try {
      for (let i = 0; i < 100; i++) await c.query(answer);
      collectGarbage();
      const before = process.memoryUsage().heapUsed;
      for (let i = 0; i < 3000; i++) await c.query(answer);
      collectGarbage();
      // 3,000 answers of 10 KB: PGlite's own parse of each raw answer kept them all (over 30 MB).
      expect(process.memoryUsage().heapUsed - before).toBeLessThan(10_000_000);
    } finally {
      await c.end();
    }
  });

  it('keeps each connection’s named statements its own', async () => {
    const [a, b] = [await client(), await client()];
    try {
      // The same name with different texts on two connections: each runs its own.
      expect((await a.query({ name: 'which', text: "select 'a' as who" })).rows).toEqual([{ who: 'a' }]);
      expect((await b.query({ name: 'which', text: "select 'b' as who" })).rows).toEqual([{ who: 'b' }]);
      expect((await a.query({ name: 'which', text: "select 'a' as who" })).rows).toEqual([{ who: 'a' }]);
      // An error answers that connection only; both go on.
      await expect(a.query('select no_such_column from notes')).rejects.toThrow(/no_such_column/);
      expect((await b.query({ name: 'which', text: "select 'b' as who" })).rows).toEqual([{ who: 'b' }]);
      expect((await a.query('select 1 as one')).rows).toEqual([{ one: 1 }]);
    } finally {
      await Promise.all([a.end(), b.end()]);
    }
  });

  it('lets no other connection into an open transaction', async () => {
    const [a, b] = [await client(), await client()];
    try {
      await a.query('begin');
      await a.query("insert into notes (text) values ('not yet')");
      // Asked while a's transaction is open: answered after it, so it never sees the row that
      // is rolled back (in the shared session it would, were it let in).
      const counted = b.query('select count(*)::int as n from notes');
      await a.query("insert into notes (text) values ('nor this')");
      await a.query('rollback');
      expect((await counted).rows).toEqual([{ n: 0 }]);
    } finally {
      await Promise.all([a.end(), b.end()]);
    }
  });

  it('rolls back the transaction of a connection that goes away', async () => {
    const a = await client();
    await a.query('begin');
    await a.query("insert into notes (text) values ('lost')");
    a.on('error', () => {}); // the connection ends under it, on purpose
    a.connection.stream.destroy();
    const b = await client();
    try {
      expect((await b.query('select count(*)::int as n from notes')).rows).toEqual([{ n: 0 }]);
      await b.query("insert into notes (text) values ('kept')");
      expect((await b.query('select text from notes')).rows).toEqual([{ text: 'kept' }]);
    } finally {
      await b.end();
    }
  });

  it('hands a notification to the listening connection, whoever sent it', async () => {
    const [listener, sender] = [await client(), await client()];
    try {
      const received = new Promise<pg.Notification>((resolve) => listener.on('notification', resolve));
      await listener.query('listen events');
      await sender.query('begin');
      await sender.query("select pg_notify('events', 'hello')");
      await sender.query('commit');
      expect(await received).toMatchObject({ channel: 'events', payload: 'hello' });
    } finally {
      await Promise.all([listener.end(), sender.end()]);
    }
  });

  it('runs an exclusive task between transactions', async () => {
    const a = await client();
    try {
      await a.query('begin');
      let ran = false;
      const task = server.exclusive(async () => {
        ran = true;
        return (await db.query<{ n: number }>('select count(*)::int as n from notes')).rows[0]!.n;
      });
      await a.query("insert into notes (text) values ('inside')");
      expect(ran).toBe(false);
      await a.query('commit');
      expect(await task).toBe(2);
    } finally {
      await a.end();
    }
  });
});
