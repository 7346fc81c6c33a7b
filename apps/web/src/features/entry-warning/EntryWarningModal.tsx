import type { Settings } from '@amora/shared/api/site';
import Modal from 'react-bootstrap/Modal';
import { useTranslation } from 'react-i18next';
import { HeartLogo } from '../../components/HeartLogo';

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
    <Modal
      show
      centered
      backdrop="static"
      keyboard={false}
      aria-labelledby="entry-warning-title"
      className="entry-warning"
    >
      <Modal.Header className="entry-warning__header">
        <HeartLogo size={36} />
        <Modal.Title id="entry-warning-title" as="h2" className="h4 mb-0">
          {t('entryWarning.title')}
        </Modal.Title>
      </Modal.Header>
      <Modal.Body>
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
      </Modal.Body>
      <Modal.Footer className="entry-warning__footer">
        <a href={LEAVE_URL} className="btn btn-link text-body-secondary" rel="noopener noreferrer">
          {t('entryWarning.leave')}
        </a>
        <button type="button" className="btn btn-primary btn-lg px-4" onClick={onEnter}>
          {t('entryWarning.enter')}
        </button>
      </Modal.Footer>
    </Modal>
  );
}
