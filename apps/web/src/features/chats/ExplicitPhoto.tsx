import type { Message } from '@amora/shared/api/chat';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ReportDialog } from '../members';

/**
 * A chat photo the models scored explicit (decision 043). For its recipient with the setting on:
 * blurred behind a notice until they choose to view it, and reporting it one tap away (the report
 * dialog with the message and the reason chosen). For its sender: a note that it may arrive blurred.
 */
export default function ExplicitPhoto({
  message,
  blur,
  from,
}: {
  message: Message;
  blur: boolean;
  from?: { id: number; name: string };
}) {
  const { t } = useTranslation();
  const [shown, setShown] = useState(false);
  const [reporting, setReporting] = useState(false);
  const photo = message.photo!;
  if (!blur || shown) {
    return (
      <>
        <a href={photo.filename} target="_blank" rel="noreferrer" className="msg__media">
          <img src={photo.thumb_filename} alt={t('chat.photo')} />
        </a>
        {message.mine && <p className="msg__blur-note">{t('chat.explicitSent')}</p>}
      </>
    );
  }
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
        {from && (
          <button type="button" className="btn btn-link btn-sm" onClick={() => setReporting(true)}>
            {t('chat.explicitReport')}
          </button>
        )}
      </div>
      {reporting && from && (
        <ReportDialog
          profileId={from.id}
          name={from.name}
          messageId={message.id}
          initialReason="inappropriate_photos"
          onClose={() => setReporting(false)}
        />
      )}
    </div>
  );
}
