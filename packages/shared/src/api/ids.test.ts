import { describe, expect, it } from 'vitest';
import { CoercedIdSchema, DB_INTEGER_MAX, IdSchema } from './ids';

describe('ids', () => {
  it('accept the database integer range 1..2147483647', () => {
    expect(IdSchema.parse(1)).toBe(1);
    expect(IdSchema.parse(DB_INTEGER_MAX)).toBe(2_147_483_647);
    expect(CoercedIdSchema.parse('42')).toBe(42);
  });

  it.each([0, -1, 2_147_483_648, 1.5, 1e308, JSON.parse('9007199254740993'), Number.NaN, '1', null])(
    'refuse %s in a JSON body',
    (value) => {
      expect(IdSchema.safeParse(value).success).toBe(false);
    },
  );

  it.each(['', '0', '-1', '2147483648', '1e308', '9007199254740993', 'abc', '1.5'])(
    'refuse %j as text',
    (value) => {
      expect(CoercedIdSchema.safeParse(value).success).toBe(false);
    },
  );
});
