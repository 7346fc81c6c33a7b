import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

export default function PhotoAlertBanner({ onDismiss }: { onDismiss: () => void }) {
  const { t } = useTranslation();
  return (
    <div className="alert alert-light photo-alert mb-0" role="status">
      <span className="photo-alert__icon" aria-hidden="true">
        <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
          <path
            fill="currentColor"
            d="M9 3 7.2 5H4a2 2 0 0 0-2 2v11a2 2 0 0 0 2 2h16a2 2 0 0 0 2-2V7a2 2 0 0 0-2-2h-3.2L15 3H9zm3 5a4.5 4.5 0 1 1 0 9 4.5 4.5 0 0 1 0-9z"
          />
        </svg>
      </span>
      <span className="photo-alert__text">{t('photoAlert.text')}</span>
      <Link to="/profile" className="btn btn-sm btn-primary photo-alert__action">
        {t('photoAlert.action')}
      </Link>
      <button type="button" className="btn-close" aria-label={t('photoAlert.dismiss')} onClick={onDismiss} />
    </div>
  );
}
