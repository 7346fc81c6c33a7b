import { describe, expect, it } from 'vitest';
import { isDeadlock, retryDeadlocks } from './deadlocks';

const deadlock = () => Object.assign(new Error('deadlock detected'), { code: '40P01' });

describe('retryDeadlocks', () => {
  it('knows a deadlock by its code, also wrapped as Drizzle wraps it', () => {
    expect(isDeadlock(deadlock())).toBe(true);
    expect(isDeadlock(new Error('Failed query', { cause: deadlock() }))).toBe(true);
    expect(isDeadlock(Object.assign(new Error('unique'), { code: '23505' }))).toBe(false);
    expect(isDeadlock(null)).toBe(false);
  });

  it('runs the work again after a deadlock, and answers what the next run answers', async () => {
    let runs = 0;
    const answer = await retryDeadlocks(async () => {
      runs++;
      if (runs < 3) throw deadlock();
      return 'stored';
    });
    expect(answer).toBe('stored');
    expect(runs).toBe(3);
  });

  it('throws any other error at once, and the last deadlock after the attempts', async () => {
    let runs = 0;
    const refused = Object.assign(new Error('check'), { code: '23514' });
    await expect(
      retryDeadlocks(async () => {
        runs++;
        throw refused;
      }),
    ).rejects.toBe(refused);
    expect(runs).toBe(1);
    runs = 0;
    await expect(
      retryDeadlocks(async () => {
        runs++;
        throw deadlock();
      }, 2),
    ).rejects.toMatchObject({ code: '40P01' });
    expect(runs).toBe(2);
  });
});
