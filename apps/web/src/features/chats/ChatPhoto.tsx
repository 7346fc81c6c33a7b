import type { Message } from '@amora/shared/api/chat';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * A chat photo. One the models scored explicit arrives blurred for a recipient who keeps the
 * setting on (the default): a notice, a tap to view, and reporting it one tap away. The sender
 * of such a photo is told it may arrive blurred (decision 043).
 */
export function ChatPhoto({
  message,
  blurExplicit,
  onReport,
}: {
  message: Message;
  blurExplicit: boolean;
  onReport?: (messageId: number) => void;
}) {
  const { t } = useTranslation();
  const [shown, setShown] = useState(false);
  const photo = message.photo;
  if (!photo) return null;
  const explicit = photo.explicit === true;
  if (explicit && !message.mine && blurExplicit && !shown) {
    const notice = `msg-blur-${message.id}`;
    return (
      <div className="msg__blurred">
        <img src={photo.thumb_filename} alt="" aria-hidden="true" className="msg__blurred-img" />
        <p id={notice} className="msg__blurred-text">
          {t('chat.explicitHidden')}
        </p>
        <div className="msg__blurred-actions">
          <button
            type="button"
            className="btn btn-light btn-sm"
            aria-describedby={notice}
            onClick={() => setShown(true)}
          >
            {t('chat.explicitView')}
          </button>
          {onReport && (
            <button type="button" className="btn btn-link btn-sm" onClick={() => onReport(message.id)}>
              {t('chat.explicitReport')}
            </button>
          )}
        </div>
      </div>
    );
  }
  return (
    <>
      <a href={photo.filename} target="_blank" rel="noreferrer" className="msg__media">
        <img src={photo.thumb_filename} alt={t('chat.photo')} loading="lazy" />
      </a>
      {explicit && message.mine && <p className="msg__blur-note">{t('chat.explicitSent')}</p>}
    </>
  );
}
