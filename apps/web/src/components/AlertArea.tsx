/**
 * Where page-wide alerts go (activation reminder, notification and profile-photo alerts:
 * later issues). Empty for now; kept so the layout's structure is final.
 */
export function AlertArea() {
  return <div className="alert-area container" aria-live="polite" />;
}
