import { useSettings } from '../app-state/site/useSettings';

/**
 * The mark of a staff-run profile, as the member cards show it: the site's icon and
 * `fictional_singular`, with `fictional_warning` as its explanation (tooltip and accessible name).
 * `explained` writes the warning out beside it, for the places a member decides — the like and
 * match modals, a member's landing (decision 028).
 */
export function FictionalBadge({
  className = '',
  explained = false,
}: {
  className?: string;
  explained?: boolean;
}) {
  const settings = useSettings();
  if (!settings) return null;
  const label = `${settings.fictional_icon} ${settings.fictional_singular}`;
  if (explained) {
    return (
      <p className={`fictional-note ${className}`} role="note">
        <span className="badge fictional-badge">{label}</span>{' '}
        <span className="fictional-note__text">{settings.fictional_warning}</span>
      </p>
    );
  }
  return (
    <span
      className={`badge fictional-badge ${className}`}
      title={settings.fictional_warning}
      role="img"
      aria-label={`${settings.fictional_singular}: ${settings.fictional_warning}`}
    >
      <span aria-hidden="true">{label}</span>
    </span>
  );
}
