import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../app-state/errorText';
import { Dialog } from '../../components/Dialog';
import { memberApi } from './api';

/** Confirms blocking (or unblocking) a member, then calls the server. */
export default function BlockDialog({
  profileId,
  name,
  blocked,
  onDone,
  onClose,
}: {
  profileId: number;
  name: string;
  blocked: boolean;
  onDone: () => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  const confirm = async () => {
    setBusy(true);
    setFailed(false);
    try {
      await (blocked ? memberApi.unblock(profileId) : memberApi.block(profileId));
      onDone();
    } catch {
      setFailed(true);
      setBusy(false);
    }
  };
  return (
    <Dialog labelledBy="block-title" onClose={onClose} size="sm">
      <div className="modal-header">
        <h2 id="block-title" className="modal-title h5">
          {blocked ? t('member.unblockTitle', { name }) : t('member.blockTitle', { name })}
        </h2>
      </div>
      <div className="modal-body">
        <p className="mb-0">{blocked ? t('member.unblockText') : t('member.blockText')}</p>
        {failed && (
          <div className="alert alert-danger py-2 mt-3 mb-0" role="alert">
            {errorText(t, { code: 'generic' })}
          </div>
        )}
      </div>
      <div className="modal-footer">
        <button type="button" className="btn btn-link text-body-secondary" onClick={onClose} data-autofocus>
          {t('common.cancel')}
        </button>
        <button
          type="button"
          className={`btn ${blocked ? 'btn-primary' : 'btn-danger'}`}
          onClick={confirm}
          disabled={busy}
          aria-busy={busy || undefined}
        >
          {blocked ? t('member.unblock') : t('member.block')}
        </button>
      </div>
    </Dialog>
  );
}
