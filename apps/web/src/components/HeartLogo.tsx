import { useId } from 'react';

/** The heart mark of the logo (also public/icon.svg). */
export function HeartLogo({ size = 32, className }: { size?: number; className?: string }) {
  const id = useId();
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 64 64"
      aria-hidden="true"
      focusable="false"
      className={className}
    >
      <defs>
        <linearGradient id={id} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#ff5e8a" />
          <stop offset="1" stopColor="#7b2cbf" />
        </linearGradient>
      </defs>
      <rect width="64" height="64" rx="16" fill={`url(#${id})`} />
      <path
        d="M32 50s-17-10.4-17-22.2C15 21.3 19.7 17 25 17c3.1 0 5.6 1.6 7 4 1.4-2.4 3.9-4 7-4 5.3 0 10 4.3 10 10.8C49 39.6 32 50 32 50z"
        fill="#fff"
      />
    </svg>
  );
}
