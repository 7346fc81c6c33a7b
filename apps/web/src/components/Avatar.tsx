/** A drawn portrait placeholder (no photos in the shell): hair, face and shoulders in a palette. */
const PALETTES = [
  { bg: '#ffd6e4', skin: '#f4c7a8', hair: '#5b3a29', top: '#e91e63' },
  { bg: '#e7d6ff', skin: '#d9a37e', hair: '#1f1b24', top: '#7b2cbf' },
  { bg: '#ffe8cc', skin: '#f1d0b5', hair: '#c2782e', top: '#ff7043' },
  { bg: '#d7f0ff', skin: '#8d5a3b', hair: '#241712', top: '#1e88e5' },
  { bg: '#dff5e3', skin: '#eec3a0', hair: '#8a5a3c', top: '#2e9e5b' },
] as const;

export function Avatar({
  variant = 0,
  size = 48,
  long = false,
}: {
  variant?: number;
  size?: number;
  long?: boolean;
}) {
  const p = PALETTES[variant % PALETTES.length]!;
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 64 64"
      aria-hidden="true"
      focusable="false"
      className="avatar"
    >
      <circle cx="32" cy="32" r="32" fill={p.bg} />
      {long && <path d="M16 30c0-12 7-19 16-19s16 7 16 19v20H16z" fill={p.hair} />}
      <path d="M10 64c2-12 11-18 22-18s20 6 22 18z" fill={p.top} />
      <rect x="27" y="36" width="10" height="10" rx="4" fill={p.skin} />
      <circle cx="32" cy="28" r="11" fill={p.skin} />
      <path d="M20.5 27c0-8 5-12.5 11.5-12.5S43.5 19 43.5 27c-3-4-7-6-11.5-6s-8.5 2-11.5 6z" fill={p.hair} />
    </svg>
  );
}
