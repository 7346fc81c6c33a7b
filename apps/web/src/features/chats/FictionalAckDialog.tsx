import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { UserAnswer } from '../../app-state/session/types';
import { SESSION_KEY } from '../../app-state/session/useSession';
import { useSettings } from '../../app-state/site/useSettings';
import { Dialog } from '../../components/Dialog';
import { chatApi } from './api';

/**
 * Before the first credit goes to a staff-run profile: the site's fictional_warning, confirmed
 * once. The server remembers the confirmation for the member and refuses paid messages to such
 * a profile without it (docs/decisions/022-staff-run-profiles-and-money.md); `onConfirmed` then
 * sends what the member was sending.
 */
export default function FictionalAckDialog({
  name,
  onConfirmed,
  onClose,
}: {
  name: string;
  onConfirmed: () => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const settings = useSettings();
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);

  const confirm = async () => {
    setBusy(true);
    setFailed(false);
    try {
      await chatApi.acknowledgeFictional();
      queryClient.setQueryData<UserAnswer>(SESSION_KEY, (old) =>
        old?.user ? { user: { ...old.user, fictional_ack: true } } : old,
      );
      onConfirmed();
    } catch {
      setFailed(true);
      setBusy(false);
    }
  };

  return (
    <Dialog labelledBy="fictional-ack-title" onClose={onClose} className="fictional-ack">
      <div className="modal-header">
        <h2 id="fictional-ack-title" className="modal-title h5">
          {t('chat.fictionalAck.title', { name })}
        </h2>
        <button type="button" className="btn-close" aria-label={t('common.close')} onClick={onClose} />
      </div>
      <div className="modal-body">
        {settings && (
          <p className="fictional-ack__warning">
            <span className="fictional-ack__icon" aria-hidden="true">
              {settings.fictional_icon}
            </span>
            <span>
              <strong className="chat-disclosure__kind">{settings.fictional_singular}</strong>{' '}
              {settings.fictional_warning}
            </span>
          </p>
        )}
        <p>{t('chat.fictionalAck.text', { name })}</p>
        <p className="text-body-secondary small mb-0">{t('chat.fictionalAck.once')}</p>
        {failed && (
          <p className="text-danger small mt-2 mb-0" role="alert">
            {t('errors.generic')}
          </p>
        )}
      </div>
      <div className="modal-footer">
        <button type="button" className="btn btn-light" onClick={onClose} data-autofocus>
          {t('common.cancel')}
        </button>
        <button type="button" className="btn btn-primary" onClick={confirm} disabled={busy}>
          {t('chat.fictionalAck.confirm')}
        </button>
      </div>
    </Dialog>
  );
}
