import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useSettings } from '../app-state/site/useSettings';
import { HeartLogo } from './HeartLogo';

/** Logo + site name, linking home. */
export function Brand({ className = '' }: { className?: string }) {
  const settings = useSettings();
  const { t } = useTranslation();
  return (
    <Link to="/" className={`brand ${className}`} aria-label={settings?.name ?? t('nav.home')}>
      <HeartLogo size={34} />
      {settings ? (
        <span className="brand__name">{settings.name}</span>
      ) : (
        <span className="brand__name brand__name--loading" aria-hidden="true" />
      )}
    </Link>
  );
}
