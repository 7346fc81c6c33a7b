import Toast from 'react-bootstrap/Toast';
import ToastContainer from 'react-bootstrap/ToastContainer';
import { useTranslation } from 'react-i18next';
import { FictionalBadge } from '../FictionalBadge';
import { dismissToast, useToasts } from './toastStore';

/** Renders the toast queue (max width 350 px, from the theme). Loaded only when there is a toast. */
export default function ToastHost() {
  const toasts = useToasts();
  const { t } = useTranslation();
  return (
    <ToastContainer className="p-3 toast-host" containerPosition="fixed">
      {toasts.map((toast) => (
        <Toast
          key={toast.id}
          bg={toast.variant}
          onClose={() => dismissToast(toast.id)}
          delay={6000}
          autohide
          role={toast.variant === 'danger' ? 'alert' : 'status'}
        >
          <div className="d-flex">
            <Toast.Body className="text-white">
              {toast.text}
              {toast.fictional && <FictionalBadge className="ms-2" />}
            </Toast.Body>
            <button
              type="button"
              className="btn-close btn-close-white me-2 m-auto"
              aria-label={t('common.close')}
              onClick={() => dismissToast(toast.id)}
            />
          </div>
        </Toast>
      ))}
    </ToastContainer>
  );
}
