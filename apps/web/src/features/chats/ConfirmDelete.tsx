import type { ChatEntry } from '@amora/shared/api/chat';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../../components/Dialog';

/** "Delete this chat?" before a conversation leaves the member's list. */
export default function ConfirmDelete({
  chat,
  onConfirm,
  onClose,
}: {
  chat: ChatEntry;
  onConfirm: () => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const name = chat.profile.name;
  return (
    <Dialog labelledBy="delete-chat-title" onClose={onClose} size="sm">
      <div className="modal-header border-0 pb-0">
        <h2 id="delete-chat-title" className="modal-title h5">
          {t('chats.deleteTitle')}
        </h2>
      </div>
      <div className="modal-body">{t('chats.deleteText', { name })}</div>
      <div className="modal-footer border-0 pt-0">
        <button type="button" className="btn btn-light" onClick={onClose} data-autofocus>
          {t('common.cancel')}
        </button>
        <button type="button" className="btn btn-danger" onClick={onConfirm}>
          {t('chats.deleteConfirm')}
        </button>
      </div>
    </Dialog>
  );
}
