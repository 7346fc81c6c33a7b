import type { Settings } from '@amora/shared/api/site';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../Dialog';
import { HeartLogo } from '../HeartLogo';

/** Where "Leave" takes a visitor who does not want to see adult content. */
const LEAVE_URL = 'https://www.google.com/';

export default function EntryWarningModal({
  settings,
  onEnter,
}: {
  settings: Settings;
  onEnter: () => void;
}) {
  const { t } = useTranslation();
  return (
    // Static: no Escape, no backdrop click; the visitor enters or leaves.
    <Dialog labelledBy="entry-warning-title" className="entry-warning">
      <div className="modal-header entry-warning__header">
        <HeartLogo size={36} />
        <h2 id="entry-warning-title" className="modal-title h4 mb-0">
          {t('entryWarning.title')}
        </h2>
      </div>
      <div className="modal-body">
        <p className="fw-semibold">{t('entryWarning.adultContent')}</p>
        <p>{t('entryWarning.age')}</p>
        {/* The site's own warning already says they cannot be met; then only the marker is added. */}
        <p className="text-body-secondary small mb-0">
          {t(settings.fictional_warning ? 'disclaimer.fictional' : 'entryWarning.fictional', {
            fictional: settings.fictional_plural,
            icon: settings.fictional_icon,
          })}
        </p>
        {settings.fictional_warning && (
          <p className="text-body-secondary small mt-2 mb-0">{settings.fictional_warning}</p>
        )}
      </div>
      <div className="modal-footer entry-warning__footer">
        <a href={LEAVE_URL} className="btn btn-link text-body-secondary" rel="noopener noreferrer">
          {t('entryWarning.leave')}
        </a>
        <button type="button" className="btn btn-primary btn-lg px-4" onClick={onEnter} data-autofocus>
          {t('entryWarning.enter')}
        </button>
      </div>
    </Dialog>
  );
}
