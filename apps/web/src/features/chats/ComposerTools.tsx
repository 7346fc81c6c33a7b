import { type ChangeEvent, lazy, Suspense, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiRequestError } from '../../api/errors';
import { checkPhotoFile } from '../../app-state/profile/photoCheck';
import type { Gift } from './api';
import { ChatIcon } from './icons';

const GiftDialog = lazy(() => import('./GiftDialog'));

/**
 * The photo and gift buttons beside the message box. A photo is checked in the browser first
 * (type, size: the server's own refusal codes) and a refused one never reaches the server.
 */
export function ComposerTools({
  disabled,
  onPhoto,
  onGift,
  onRefused,
}: {
  disabled: boolean;
  onPhoto: (file: File) => void;
  onGift: (gift: Gift) => void;
  onRefused: (error: ApiRequestError) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const [gifts, setGifts] = useState(false);

  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    const refusal = checkPhotoFile(file);
    if (refusal) onRefused(new ApiRequestError(refusal.code, 400));
    else onPhoto(file);
  };

  return (
    <>
      <input
        id={id}
        type="file"
        className="visually-hidden"
        accept="image/jpeg,image/png,image/webp"
        onChange={onChange}
        disabled={disabled}
      />
      <label
        htmlFor={id}
        className={`btn btn-light chat-composer__tool${disabled ? ' disabled' : ''}`}
        title={t('chat.sendPhoto')}
      >
        <ChatIcon name="image" size={22} />
        <span className="visually-hidden">{t('chat.sendPhoto')}</span>
      </label>
      <button
        type="button"
        className="btn btn-light chat-composer__tool"
        title={t('chat.sendGift')}
        disabled={disabled}
        onClick={() => setGifts(true)}
      >
        <ChatIcon name="gift" size={22} />
        <span className="visually-hidden">{t('chat.sendGift')}</span>
      </button>
      {gifts && (
        <Suspense fallback={null}>
          <GiftDialog
            onClose={() => setGifts(false)}
            onPick={(gift) => {
              setGifts(false);
              onGift(gift);
            }}
          />
        </Suspense>
      )}
    </>
  );
}
