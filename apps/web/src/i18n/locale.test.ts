import { describe, expect, it } from 'vitest';
import { writeCookie } from '../lib/cookies';
import { localeCookie, readLocaleCookie, resolveLanguage } from './locale';

describe('resolveLanguage', () => {
  it('prefers the cookie', () => {
    expect(resolveLanguage('de', 'nl')).toBe('de');
  });
  it('falls back to the domain language without (valid) cookie', () => {
    expect(resolveLanguage(null, 'nl')).toBe('nl');
    expect(resolveLanguage('xx', 'nl')).toBe('nl');
  });
  it('falls back to en', () => {
    expect(resolveLanguage(null, undefined)).toBe('en');
    expect(resolveLanguage('', 'klingon')).toBe('en');
  });
});

describe('locale cookie', () => {
  it('reads i18n_redirected from a cookie string', () => {
    expect(readLocaleCookie('a=1; i18n_redirected=fr; b=2')).toBe('fr');
    expect(readLocaleCookie('i18n_redirected=zz')).toBeNull();
    expect(readLocaleCookie('')).toBeNull();
  });
  it('writes a 365-day, site-wide, SameSite=Lax cookie', () => {
    const cookie = localeCookie('nl');
    expect(cookie).toContain('i18n_redirected=nl');
    expect(cookie).toContain(`max-age=${365 * 86_400}`);
    expect(cookie).toContain('path=/');
    expect(cookie).toContain('SameSite=Lax');
  });
  it('round-trips through document.cookie', () => {
    writeCookie(localeCookie('sv'));
    expect(readLocaleCookie(document.cookie)).toBe('sv');
  });
});
