/** Reads one cookie from a `document.cookie` string. */
export function readCookie(cookieString: string, name: string): string | null {
  for (const part of cookieString.split(';')) {
    const eq = part.indexOf('=');
    if (eq === -1) continue;
    if (part.slice(0, eq).trim() === name) {
      try {
        return decodeURIComponent(part.slice(eq + 1).trim());
      } catch {
        return null;
      }
    }
  }
  return null;
}

/** Sets a cookie from a cookieString(). */
export function writeCookie(cookie: string): void {
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing in Firefox/Safari versions we support.
  document.cookie = cookie;
}

/** A cookie string for `document.cookie`: path=/, SameSite=Lax, `days` long. */
export function cookieString(name: string, value: string, days: number): string {
  const secure = typeof location !== 'undefined' && location.protocol === 'https:' ? '; Secure' : '';
  return `${name}=${encodeURIComponent(value)}; max-age=${days * 86_400}; path=/; SameSite=Lax${secure}`;
}
