import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/client';
import { openTestDatabase } from '../test/harness';
import { EventBus } from './bus';

let database: Database;
let bus: EventBus;
beforeAll(async () => {
  database = await openTestDatabase('none');
  bus = new EventBus(database);
  await bus.start();
});
afterAll(async () => {
  await bus?.close();
  await database?.close();
});

/** Counts the statements the bus sends, by wrapping the database's `execute`. */
function countStatements(): { count: () => number; restore: () => void } {
  const db = database.db as unknown as { execute: (...args: unknown[]) => Promise<unknown> };
  const execute = db.execute;
  let statements = 0;
  db.execute = (...args: unknown[]) => {
    statements++;
    return execute.apply(db, args);
  };
  return {
    count: () => statements,
    restore: () => {
      db.execute = execute;
    },
  };
}

describe('EventBus', () => {
  it('sends the events of many publishers at once in fewer statements, each publisher’s in order', async () => {
    const heard: { to: number[]; type: string; n?: number }[] = [];
    const stop = bus.onEvent((to, event) => {
      heard.push({ to, type: event.type, n: 'credits' in event ? event.credits : undefined });
    });
    const statements = countStatements();
    try {
      // 40 sends at once, each with its message and then its balance.
      await Promise.all(
        Array.from({ length: 40 }, (_, i) =>
          bus.publishAll([
            { to: [i + 1], event: { type: 'message', conversation_id: i, message_id: i, from: 999 } },
            { to: [999], event: { type: 'credits', credits: i, free_messages_left: null } },
            { to: [], event: { type: 'notification' } },
          ]),
        ),
      );
      expect(statements.count()).toBeLessThan(40);
      expect(statements.count()).toBeGreaterThan(0);
    } finally {
      statements.restore();
    }
    await expect.poll(() => heard.length).toBe(80);
    stop();
    // Nobody to tell: no event. Every publisher's message before its balance, in publishing order.
    expect(heard.filter((e) => e.type === 'notification')).toEqual([]);
    const messages = heard.filter((e) => e.type === 'message').map((e) => e.to[0]);
    expect(messages).toEqual(Array.from({ length: 40 }, (_, i) => i + 1));
    for (let i = 0; i < 40; i++) {
      const message = heard.findIndex((e) => e.type === 'message' && e.to[0] === i + 1);
      const balance = heard.findIndex((e) => e.type === 'credits' && e.n === i);
      expect(message).toBeLessThan(balance);
    }
  });

  it('keeps publishing after a statement failed', async () => {
    const heard: number[] = [];
    const stop = bus.onEvent((to) => heard.push(to[0]!));
    // Over PostgreSQL's limit of 8,000 bytes for one event: that statement fails, quietly.
    await bus.publishAll([
      {
        to: [1],
        event: { type: 'message', conversation_id: 1, message_id: 1, from: 'x'.repeat(9_000) as never },
      },
    ]);
    await bus.publish([2], { type: 'notification' });
    await expect.poll(() => heard).toEqual([2]);
    stop();
  });
});
