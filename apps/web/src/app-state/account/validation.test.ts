import { describe, expect, it } from 'vitest';
import { ageOn, checkBirthDate, checkName, checkPassword, checkRepeat } from './validation';

describe('client-side account checks', () => {
  it('computes age on the birthday boundary', () => {
    const today = new Date(2025, 5, 15);
    expect(ageOn('2007-06-15', today)).toBe(18);
    expect(ageOn('2007-06-16', today)).toBe(17);
    expect(checkBirthDate('2007-06-16', today)).toEqual({ code: 'too_young', params: { min_age: 18 } });
    expect(checkBirthDate('2007-06-15', today)).toBeUndefined();
    expect(checkBirthDate('', today)?.code).toBe('birth_date_required');
    // A day the month lacks, a date to come or one no living member has: not a birth date.
    expect(checkBirthDate('2007-02-30', today)?.code).toBe('birth_date_invalid');
    expect(checkBirthDate('2025-06-16', today)?.code).toBe('birth_date_invalid');
    expect(checkBirthDate('1800-01-01', today)?.code).toBe('birth_date_invalid');
    expect(checkBirthDate('1905-06-15', today)).toBeUndefined();
  });
  it('checks the profile name against the e-mail, case-insensitively, and a leading @', () => {
    expect(checkName('Jan@Example.com', 'jan@example.com')?.code).toBe('name_equals_email');
    expect(checkName('@jan', 'jan@example.com')?.code).toBe('name_starts_with_at');
    expect(checkName('Jan', 'jan@example.com')).toBeUndefined();
  });
  it('keeps passwords between 8 and 128 characters and compares the repeat', () => {
    expect(checkPassword('1234567')?.code).toBe('password_too_short');
    expect(checkPassword('12345678')).toBeUndefined();
    expect(checkPassword('x'.repeat(128))).toBeUndefined();
    expect(checkPassword('x'.repeat(129))?.code).toBe('password_too_long');
    expect(checkRepeat('abcdefgh', 'abcdefgi')?.code).toBe('passwords_not_equal');
  });
});
