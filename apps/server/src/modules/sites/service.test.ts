import { describe, expect, it } from 'vitest';
import { localize, normaliseHost } from './service';

describe('normaliseHost', () => {
  it('drops the port and lower-cases', () => {
    expect(normaliseHost('LocalHost:3000')).toBe('localhost');
    expect(normaliseHost('127.0.0.1:40123')).toBe('127.0.0.1');
    expect(normaliseHost('[::1]:3000')).toBe('[::1]');
    expect(normaliseHost(undefined)).toBe('');
  });
});

describe('localize', () => {
  it('prefers the language, then the site language, then English', () => {
    const text = { en: 'Hello', nl: 'Hallo', de: 'Hallo!' };
    expect(localize(text, 'de', 'nl')).toBe('Hallo!');
    expect(localize(text, 'fi', 'nl')).toBe('Hallo');
    expect(localize(text, 'fi', 'sv')).toBe('Hello');
    expect(localize({ pl: 'Cześć' }, 'fi', 'sv')).toBe('Cześć');
    expect(localize({}, 'fi', 'sv')).toBe('');
  });
});
