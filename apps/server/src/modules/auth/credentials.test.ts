import { describe, expect, it } from 'vitest';
import { providerTypo, suggestEmail } from './credentials';

describe('did-you-mean e-mail addresses', () => {
  it('suggests the big provider for a typo', () => {
    expect(suggestEmail('anna@gmial.com')).toBe('anna@gmail.com');
    expect(providerTypo('anna@gmial.com')).toBe('anna@gmail.com');
  });

  it('has no suggestion, and does not throw, for an address with a lone surrogate', () => {
    expect(suggestEmail('anna\ud800@gmial.com')).toBeUndefined();
    expect(providerTypo('\udfff@hotmial.com')).toBeUndefined();
  });
});
