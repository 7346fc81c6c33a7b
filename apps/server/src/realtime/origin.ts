/**
 * Whether `origin` (a WebSocket upgrade's Origin header) is the site's own: scheme, host and port
 * all equal (RFC 6454), never the host name alone — `http://localhost:9999` is another program.
 * The own origin is the one this request was made to: its Host, and its scheme as a trusted
 * proxy reports it (Fastify's `request.protocol` reads X-Forwarded-Proto only from `trustProxy`),
 * or https when PUBLIC_URL says the site is served over TLS (as the session cookie's `secure`
 * does); PUBLIC_URL's own origin counts too. In development the Vite server forwards the upgrade
 * with its own Host, so the page's origin matches the same way.
 */
export function isOwnOrigin(
  origin: string | undefined,
  request: { protocol: string; host: string },
  publicUrl: string | undefined,
): boolean {
  const theirs = originOf(origin);
  return theirs !== null && ownOrigins(request, publicUrl).includes(theirs);
}

/**
 * The request's own origins as serialised origins (`http://localhost:3000`): the ones
 * isOwnOrigin accepts, and a passkey's answer may come from (decision 029).
 */
export function ownOrigins(
  request: { protocol: string; host: string },
  publicUrl: string | undefined,
): string[] {
  const own = [`${request.protocol}://${request.host}`];
  if (publicUrl?.startsWith('https://')) own.push(`https://${request.host}`);
  if (publicUrl) own.push(publicUrl);
  return [...new Set(own.map(originOf).filter((o): o is string => o !== null))];
}

/** The serialised origin of a URL (default ports dropped, host lower-case); null if it is none. */
function originOf(url: string | undefined): string | null {
  if (!url) return null;
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'http:' || parsed.protocol === 'https:' ? parsed.origin : null;
  } catch {
    return null;
  }
}
