import { useTranslation } from 'react-i18next';
import { Dialog } from '../../../components/Dialog';
import { ResendActivationButton } from './ResendActivationButton';

/** The smartphone variant of the activation reminder, right after signup (docs/product.md#accounts). */
export default function ActivationReminderModal({
  email,
  onDismiss,
}: {
  email: string;
  onDismiss: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Dialog labelledBy="activation-modal-title" onClose={onDismiss}>
      <div className="modal-header">
        <h2 id="activation-modal-title" className="modal-title h5 mb-0">
          {t('activation.reminderTitle')}
        </h2>
        <button
          type="button"
          className="btn-close"
          aria-label={t('activation.dismiss')}
          onClick={onDismiss}
        />
      </div>
      <div className="modal-body">
        <p>{t('activation.reminderText', { email })}</p>
        <p className="small text-body-secondary mb-0">{t('activation.reminderWhy')}</p>
      </div>
      <div className="modal-footer">
        <ResendActivationButton className="btn btn-primary" />
      </div>
    </Dialog>
  );
}
