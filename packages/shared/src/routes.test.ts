import { describe, expect, it } from 'vitest';
import { matchRoute, ROUTES, routePath } from './routes';

describe('route table', () => {
  it('has unique names and paths', () => {
    expect(new Set(ROUTES.map((r) => r.name)).size).toBe(ROUTES.length);
    expect(new Set(ROUTES.map((r) => r.path)).size).toBe(ROUTES.length);
  });

  it.each([
    ['/', 'index'],
    ['/likes', 'likes'],
    ['/likes/received', 'likes-type'],
    ['/likes/m/42', 'likes-m-id'],
    ['/members/42', 'members-id'],
    ['/members/42/chat', 'members-id-chat'],
    ['/members/42/landing2', 'members-id-landing2-slug'],
    ['/members/42/landing3/summer-sale', 'members-id-landing3-slug'],
    ['/credits/repeat-order', 'credits-repeat-order'],
    ['/credits/7', 'credits-id-paymentmethod'],
    ['/credits/7/ideal', 'credits-id-paymentmethod'],
    ['/reset-password/do', 'reset-password-do'],
    ['/transactions', 'transactions-id'],
    ['/transactions/tr_123', 'transactions-id'],
    ['/pages/return-policy', 'pages-return-policy'],
    ['/landers/tinderswipe', 'landers-tinderswipe'],
    ['/landers/maplanding/amsterdam', 'landers-maplanding-slug'],
    ['/settings', 'settings'],
    ['/inv_8f3k2LmQ9zXw7Yt4', 'token'],
    ['/likes/', 'likes'],
  ])('%s → %s', (path, name) => {
    expect(matchRoute(path)?.route.name).toBe(name);
  });

  it.each([
    '/nope',
    '/members/abc',
    '/pages/unknown',
    '/landers/unknown',
    '/likes/m/x',
    '/a/b/c/d',
    '/%E0%A4%A',
  ])('%s is unknown', (path) => {
    expect(matchRoute(path)).toBeNull();
  });

  it('extracts parameters', () => {
    expect(matchRoute('/credits/7/ideal')?.params).toEqual({ id: '7', paymentmethod: 'ideal' });
  });

  it('builds paths from names', () => {
    expect(routePath('members-id', { id: 5 })).toBe('/members/5');
    expect(routePath('credits-id-paymentmethod', { id: 3 })).toBe('/credits/3');
    expect(routePath('index')).toBe('/');
    expect(() => routePath('members-id')).toThrow(/id/);
  });
});
