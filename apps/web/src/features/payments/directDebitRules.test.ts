import { describe, expect, it } from 'vitest';
import {
  formatIban,
  isValidIban,
  isValidOtp,
  isValidPhone,
  normaliseIban,
  normalisePhone,
} from './directDebitRules';

describe('direct-debit client checks', () => {
  it('accepts valid IBANs of several countries, with spaces or lower case', () => {
    expect(isValidIban('NL91ABNA0417164300')).toBe(true);
    expect(isValidIban('nl91 abna 0417 1643 00')).toBe(true);
    expect(isValidIban('DE89370400440532013000')).toBe(true);
    expect(isValidIban('BE68539007547034')).toBe(true);
    expect(isValidIban('GB29NWBK60161331926819')).toBe(true);
  });

  it('refuses a wrong checksum, a wrong length for the country and an unknown country', () => {
    expect(isValidIban('NL92ABNA0417164300')).toBe(false);
    expect(isValidIban('NL91ABNA04171643001')).toBe(false);
    expect(isValidIban('DE8937040044053201300')).toBe(false);
    expect(isValidIban('XX91ABNA0417164300')).toBe(false);
    expect(isValidIban('')).toBe(false);
    expect(isValidIban('NL91-ABNA-0417')).toBe(false);
  });

  it('normalises and groups the IBAN', () => {
    expect(normaliseIban(' nl91 abna0417164300 ')).toBe('NL91ABNA0417164300');
    expect(normaliseIban('NL91-ABNA-0417-1643-00')).toBe('NL91ABNA0417164300');
    expect(formatIban('NL91ABNA0417164300')).toBe('NL91 ABNA 0417 1643 00');
  });

  it('removes dashes and spaces from the phone number before dialling', () => {
    expect(normalisePhone('06-12 34 56 78')).toBe('0612345678');
    expect(normalisePhone('+31 6-1234-5678')).toBe('+31612345678');
    expect(normalisePhone('0031 6 1234 5678')).toBe('+31612345678');
    expect(isValidPhone('06-12 34 56 78')).toBe(true);
    expect(isValidPhone('+31 6 1234 5678')).toBe(true);
    expect(isValidPhone('12345')).toBe(false);
    expect(isValidPhone('06-abc')).toBe(false);
  });

  it('wants a six-digit SMS code', () => {
    expect(isValidOtp('123456')).toBe(true);
    expect(isValidOtp('12345')).toBe(false);
    expect(isValidOtp('12a456')).toBe(false);
  });
});
