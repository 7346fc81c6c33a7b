import { describe, expect, it } from 'vitest';
import { formatPerCredit, formatPrice } from './money';

// Intl may use a narrow no-break space between number and symbol; compare with plain spaces.
const plain = (s: string) => s.replace(/[\u00a0\u202f]/g, ' ');

describe('formatPrice', () => {
  it('turns minor units into the major amount in the member language', () => {
    expect(formatPrice(1995, 'EUR', 'en')).toBe('€19.95');
    expect(plain(formatPrice(1995, 'EUR', 'nl'))).toBe('€ 19,95');
    expect(plain(formatPrice(1995, 'EUR', 'de'))).toBe('19,95 €');
    expect(formatPrice(4900, 'GBP', 'en')).toBe('£49.00');
  });

  it('uses the currency of the package, not of the language', () => {
    expect(plain(formatPrice(14900, 'SEK', 'sv'))).toBe('149,00 kr');
    expect(plain(formatPrice(14900, 'PLN', 'pl'))).toBe('149,00 zł');
    expect(formatPrice(2500, 'USD', 'en')).toBe('$25.00');
  });

  it('knows currencies without minor units', () => {
    expect(formatPrice(500, 'JPY', 'en')).toBe('¥500');
  });

  it('shows the price per credit', () => {
    expect(formatPerCredit(1000, 40, 'EUR', 'en')).toBe('€0.25');
    expect(formatPerCredit(999, 0, 'EUR', 'en')).toBe('€9.99');
  });
});
