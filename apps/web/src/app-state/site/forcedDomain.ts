import { safeGet, safeSet } from '../../lib/storage';

const KEY = 'amora.domain';

/**
 * Development aid (docs/product.md#the-calls-the-web-makes "forced domain"): `?domain=example.com` on any page picks another
 * site for the rest of the tab's session. The server only honours it outside production.
 */
export function forcedDomain(): string | undefined {
  if (typeof window === 'undefined') return undefined;
  const fromUrl = new URLSearchParams(window.location.search).get('domain');
  if (fromUrl) {
    safeSet(() => sessionStorage, KEY, fromUrl);
    return fromUrl;
  }
  return safeGet(() => sessionStorage, KEY) ?? undefined;
}
