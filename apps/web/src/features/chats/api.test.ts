import { describe, expect, it } from 'vitest';
import { type ChatAnswer, type Conversation, mergeNewest } from './api';
import { cardFixture, messageFixture } from './testFixtures';

const profile = cardFixture(42);
const page = (ids: number[], has_more: boolean, extra = {}): ChatAnswer => ({
  conversation: { id: 5 },
  profile,
  messages: ids.map((id) => messageFixture(id, extra)).reverse(),
  has_more,
});
const loaded = (ids: number[], hasMore: boolean): Conversation => ({
  id: 5,
  profile,
  messages: ids.map((id) => messageFixture(id)),
  hasMore,
});
const ids = (c: Conversation) => c.messages.map((m) => m.id);

describe('mergeNewest (the 5-second refresh)', () => {
  it('keeps the older history loaded by scrolling up and adds what is new', () => {
    const next = mergeNewest(loaded([1, 2, 3, 4], false), page([3, 4, 5], true));
    expect(ids(next)).toEqual([1, 2, 3, 4, 5]);
    expect(next.hasMore).toBe(false);
  });

  it('takes the new state of messages it already had (sent → read)', () => {
    const cached = loaded([1, 2], false);
    const next = mergeNewest(cached, page([1, 2], false, { mine: true, status: 'read' }));
    expect(next.messages.map((m) => m.status)).toEqual(['read', 'read']);
  });

  it('drops the loaded history when more than a page arrived in between (a gap)', () => {
    const next = mergeNewest(loaded([1, 2], false), page([40, 41, 42], true));
    expect(ids(next)).toEqual([40, 41, 42]);
    expect(next.hasMore).toBe(true);
  });

  it('a first page that covers what was there decides has_more', () => {
    const next = mergeNewest(loaded([7], true), page([6, 7], false));
    expect(ids(next)).toEqual([6, 7]);
    expect(next.hasMore).toBe(false);
  });
});
