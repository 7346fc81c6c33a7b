import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Dialog } from '../../components/Dialog';
import { formatCountdown } from './countdown';
import { useTimeBonus } from './timeBonus';

/** The time-bonus modal: urges to act within 4 hours, with the countdown; links to /credits. */
export default function TimeBonusModal({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const running = useTimeBonus();
  if (!running) return null;
  return (
    <Dialog labelledBy="time-bonus-title" onClose={onClose} className="time-bonus-modal" size="sm">
      <div className="modal-body text-center p-4">
        <button
          type="button"
          className="btn-close time-bonus-modal__close"
          aria-label={t('common.close')}
          onClick={onClose}
        />
        <div className="time-bonus-modal__badge" aria-hidden="true">
          -{running.bonus.value_percentage}%
        </div>
        <h2 id="time-bonus-title" className="h4">
          {t('timeBonus.modalTitle', { percent: running.bonus.value_percentage })}
        </h2>
        <p>{t('timeBonus.modalText', { percent: running.bonus.value_percentage })}</p>
        <p className="time-bonus-modal__clock" role="timer" aria-label={t('timeBonus.timeLeft')}>
          {formatCountdown(running.secondsLeft)}
        </p>
        <Link to="/credits" className="btn btn-primary btn-lg w-100" onClick={onClose} data-autofocus>
          {t('timeBonus.modalCta')}
        </Link>
      </div>
    </Dialog>
  );
}
