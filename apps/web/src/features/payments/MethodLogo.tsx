import type { ReactNode } from 'react';
import type { PaymentMethod } from './constants';

/**
 * Payment-method marks drawn here (inline SVG): nothing is loaded from a provider's servers, and
 * the marks stay sharp at any size. Simplified shapes in each brand's colours, not the logos.
 */
export function MethodLogo({ method }: { method: PaymentMethod }) {
  return (
    <svg
      className={`method-logo method-logo--${method}`}
      viewBox="0 0 48 32"
      width="48"
      height="32"
      aria-hidden="true"
    >
      <rect width="48" height="32" rx="5" fill={BACKGROUND[method]} />
      {MARKS[method]}
    </svg>
  );
}

const BACKGROUND: Record<PaymentMethod, string> = {
  ideal: '#fff',
  bancontact: '#fff',
  creditcard: '#1a1f71',
  paypal: '#fff',
  applepay: '#000',
  banktransfer: '#e9f1f7',
  directdebit: '#fff',
  eps: '#fff',
  przelewy24: '#fff',
  trustly: '#0ee06e',
};

const text = (x: number, y: number, size: number, fill: string, value: string, weight = 700) => (
  <text
    x={x}
    y={y}
    fontSize={size}
    fontWeight={weight}
    fill={fill}
    fontFamily="Arial, sans-serif"
    textAnchor="middle"
  >
    {value}
  </text>
);

const MARKS: Record<PaymentMethod, ReactNode> = {
  ideal: (
    <>
      <rect x="1" y="1" width="46" height="30" rx="4" fill="none" stroke="#d0d0d0" />
      {text(24, 20.5, 11, '#cc0066', 'iDEAL')}
    </>
  ),
  bancontact: (
    <>
      <rect x="1" y="1" width="46" height="30" rx="4" fill="none" stroke="#d0d0d0" />
      <path d="M6 18h16l6-6H12z" fill="#1e3764" />
      <path d="M20 22h16l6-6H26z" fill="#ffd800" />
    </>
  ),
  creditcard: (
    <>
      <rect x="0" y="8" width="48" height="5" fill="#f7b600" />
      <rect x="6" y="18" width="9" height="7" rx="1.5" fill="#d9d9d9" />
      <rect x="20" y="20" width="20" height="3" rx="1" fill="#fff" opacity=".7" />
    </>
  ),
  paypal: (
    <>
      <rect x="1" y="1" width="46" height="30" rx="4" fill="none" stroke="#d0d0d0" />
      <text
        x="24"
        y="20.5"
        fontSize="11"
        fontWeight="700"
        fontStyle="italic"
        fontFamily="Arial, sans-serif"
        textAnchor="middle"
      >
        <tspan fill="#003087">Pay</tspan>
        <tspan fill="#009cde">Pal</tspan>
      </text>
    </>
  ),
  applepay: (
    <>
      <circle cx="13" cy="17" r="5" fill="#fff" />
      <path d="M13 11.5c.6-1.6 2-2.4 3-2.5-.2 1.4-1.4 2.5-3 2.5z" fill="#fff" />
      {text(30, 21, 11, '#fff', 'Pay', 600)}
    </>
  ),
  banktransfer: (
    <path
      d="M24 5 10 12v2h28v-2zM13 16h3v8h-3zm7 0h3v8h-3zm5 0h3v8h-3zm7 0h3v8h-3zM10 26h28v2H10z"
      fill="#2a5d84"
    />
  ),
  directdebit: (
    <>
      <rect x="1" y="1" width="46" height="30" rx="4" fill="none" stroke="#d0d0d0" />
      {text(24, 20, 11, '#10298e', 'SEPA')}
      <path d="M8 24h32" stroke="#ffbe00" strokeWidth="2" />
    </>
  ),
  eps: (
    <>
      <rect x="1" y="1" width="46" height="30" rx="4" fill="none" stroke="#d0d0d0" />
      {text(24, 21, 13, '#c8036f', 'eps')}
    </>
  ),
  przelewy24: (
    <>
      <rect x="1" y="1" width="46" height="30" rx="4" fill="none" stroke="#d0d0d0" />
      {text(20, 21, 12, '#d13239', 'P')}
      {text(31, 21, 12, '#b3b3b3', '24')}
    </>
  ),
  trustly: text(24, 20.5, 10, '#fff', 'Trustly'),
};

/**
 * Card brands beside the credit-card method, as small marks drawn here like the method logos
 * (shapes in the brands' colours, each named by its brand for screen readers).
 */
export function CardBrands({ brands }: { brands: readonly string[] }) {
  return (
    <span className="card-brands">
      {brands.map((brand) => (
        <svg
          key={brand}
          className="card-brand"
          viewBox="0 0 36 24"
          width="36"
          height="24"
          role="img"
          aria-label={brand}
        >
          {CARD_MARKS[brand] ?? (
            <>
              <rect width="36" height="24" rx="3" fill="#555" />
              {text(18, 15.5, 7, '#fff', brand.slice(0, 6))}
            </>
          )}
        </svg>
      ))}
    </span>
  );
}

const CARD_MARKS: Record<string, ReactNode> = {
  Visa: (
    <>
      <rect width="36" height="24" rx="3" fill="#1a1f71" />
      <text
        x="18"
        y="16"
        fontSize="10"
        fontWeight="900"
        fontStyle="italic"
        fill="#fff"
        fontFamily="Arial, sans-serif"
        textAnchor="middle"
      >
        VISA
      </text>
    </>
  ),
  Mastercard: (
    <>
      <rect x=".5" y=".5" width="35" height="23" rx="3" fill="#fff" stroke="#d0d0d0" />
      <circle cx="14" cy="12" r="7" fill="#eb001b" />
      <circle cx="22" cy="12" r="7" fill="#f79e1b" />
      <path d="M18 6.3a7 7 0 0 1 0 11.4 7 7 0 0 1 0-11.4z" fill="#ff5f00" />
    </>
  ),
  'American Express': (
    <>
      <rect width="36" height="24" rx="3" fill="#2e77bc" />
      {text(18, 15.5, 8, '#fff', 'AMEX', 900)}
    </>
  ),
  Maestro: (
    <>
      <rect x=".5" y=".5" width="35" height="23" rx="3" fill="#fff" stroke="#d0d0d0" />
      <circle cx="14" cy="12" r="7" fill="#0099df" />
      <circle cx="22" cy="12" r="7" fill="#e00" />
      <path d="M18 6.3a7 7 0 0 1 0 11.4 7 7 0 0 1 0-11.4z" fill="#7375cf" />
    </>
  ),
};
