import { describe, expect, it } from 'vitest';
import { isOwnOrigin } from './origin';

const plain = { protocol: 'http', host: 'localhost:3000' };

describe('the live socket origin check', () => {
  it('compares scheme, host and port, not the host name alone', () => {
    expect(isOwnOrigin('http://localhost:3000', plain, undefined)).toBe(true);
    expect(isOwnOrigin('http://LOCALHOST:3000', plain, undefined)).toBe(true);
    expect(isOwnOrigin('http://localhost:9999', plain, undefined)).toBe(false);
    expect(isOwnOrigin('http://localhost', plain, undefined)).toBe(false);
    expect(isOwnOrigin('https://localhost:3000', plain, undefined)).toBe(false);
    expect(isOwnOrigin('http://localhost:3000.evil.example', plain, undefined)).toBe(false);
    expect(isOwnOrigin('null', plain, undefined)).toBe(false);
    expect(isOwnOrigin(undefined, plain, undefined)).toBe(false);
    expect(isOwnOrigin('file://localhost:3000', plain, undefined)).toBe(false);
  });

  it('knows default ports and the scheme behind TLS', () => {
    expect(
      isOwnOrigin('https://amora.example', { protocol: 'https', host: 'amora.example:443' }, undefined),
    ).toBe(true);
    // PUBLIC_URL over https: the site is served over TLS, whatever the proxy forwards.
    const behindProxy = { protocol: 'http', host: 'flirt.example' };
    expect(isOwnOrigin('https://flirt.example', behindProxy, 'https://amora.example')).toBe(true);
    expect(isOwnOrigin('https://flirt.example', behindProxy, undefined)).toBe(false);
    expect(isOwnOrigin('https://amora.example', behindProxy, 'https://amora.example')).toBe(true);
    expect(isOwnOrigin('https://amora.example:8443', behindProxy, 'https://amora.example')).toBe(false);
    expect(
      isOwnOrigin('http://amora.example', { protocol: 'http', host: 'x' }, 'https://amora.example'),
    ).toBe(false);
  });
});
