import { createRequire } from 'node:module';
import type { FastifyRequest } from 'fastify';

/** Country headers set by CDNs and load balancers in front of the site, checked in this order. */
const CDN_COUNTRY_HEADERS = [
  'cf-ipcountry',
  'cloudfront-viewer-country',
  'x-vercel-ip-country',
  'x-country-code',
];

type Lookup = (ip: string) => { country?: string } | null;
let lookup: Lookup | null = null;

/** The offline GeoLite2 country table (geoip-country, ~7 MB) is loaded on first use, not at start. */
function offlineLookup(ip: string): string | null {
  if (!lookup) {
    const require = createRequire(import.meta.url);
    lookup = (require('geoip-country') as { lookup: Lookup }).lookup;
  }
  try {
    return lookup(ip)?.country ?? null;
  } catch {
    return null;
  }
}

/** ISO country of the visitor: a CDN header when present, else the offline table; null when unknown. */
export function visitorCountry(request: FastifyRequest): string | null {
  for (const name of CDN_COUNTRY_HEADERS) {
    const value = request.headers[name];
    if (typeof value === 'string' && /^[A-Za-z]{2}$/.test(value) && !/^(xx|t1)$/i.test(value)) {
      return value.toUpperCase();
    }
  }
  return offlineLookup(request.ip);
}
