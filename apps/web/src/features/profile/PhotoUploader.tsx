import type { Photo } from '@amora/shared/api/profile';
import { type ChangeEvent, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiRequestError } from '../../api/errors';
import { errorText } from '../../app-state/errorText';
import { profileApi } from '../../app-state/profile/api';
import { PHOTO_TYPES } from '../../app-state/profile/constants';
import { checkPhotoFile } from '../../app-state/profile/photoCheck';
import type { FieldError } from '../../lib/form';

/**
 * Choose a photo → checked in the browser (type, size: the server's messages) → preview while
 * it uploads → `onUploaded`. A refused file never reaches the server.
 */
export function PhotoUploader({
  limit,
  onUploaded,
  onLimitReached,
}: {
  limit: number;
  onUploaded: (photo: Photo) => void | Promise<void>;
  onLimitReached?: () => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [error, setError] = useState<FieldError | undefined>();
  const [busy, setBusy] = useState(false);

  useEffect(() => () => void (preview && URL.revokeObjectURL(preview)), [preview]);

  const onChange = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file || busy) return;
    const refusal = checkPhotoFile(file);
    setError(refusal);
    if (refusal) return;
    setPreview(URL.createObjectURL(file));
    setBusy(true);
    try {
      const { photo } = await profileApi.uploadPhoto(file);
      await onUploaded(photo);
      setPreview(null);
    } catch (cause) {
      setPreview(null);
      const code = cause instanceof ApiRequestError ? cause.code : 'generic';
      if (code === 'photo_limit_reached') onLimitReached?.();
      setError({ code, params: { limit } });
    } finally {
      setBusy(false);
    }
  };

  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  return (
    <div className="photo-uploader">
      <div className="photo-uploader__zone">
        {preview ? (
          <div className="photo-uploader__preview" aria-busy={busy || undefined}>
            <img src={preview} alt={t('photos.preview')} />
            {busy && (
              <div className="photo-uploader__busy" role="status">
                <span className="spinner-border spinner-border-sm" aria-hidden="true" />
                <span>{t('photos.uploading')}</span>
              </div>
            )}
          </div>
        ) : (
          <div className="photo-uploader__icon" aria-hidden="true">
            <svg viewBox="0 0 24 24" width="30" height="30" aria-hidden="true">
              <path
                fill="currentColor"
                d="M9 3 7.2 5H4a2 2 0 0 0-2 2v11a2 2 0 0 0 2 2h16a2 2 0 0 0 2-2V7a2 2 0 0 0-2-2h-3.2L15 3H9zm3 5a4.5 4.5 0 1 1 0 9 4.5 4.5 0 0 1 0-9zm0 2a2.5 2.5 0 1 0 0 5 2.5 2.5 0 0 0 0-5z"
              />
            </svg>
          </div>
        )}
        <div className="photo-uploader__body">
          <input
            ref={input}
            id={id}
            type="file"
            accept={PHOTO_TYPES.join(',')}
            className="visually-hidden"
            onChange={onChange}
            // Not `disabled` while busy: a disabled input drops focus to the page's body. A second
            // pick waits for the first (onChange returns while busy).
            aria-disabled={busy || undefined}
            aria-describedby={[error ? errorId : null, hintId].filter(Boolean).join(' ')}
            aria-invalid={error ? true : undefined}
          />
          <label htmlFor={id} className={`btn btn-primary${busy ? ' disabled' : ''}`}>
            {busy ? t('photos.uploading') : t('photos.add')}
          </label>
          <p id={hintId} className="form-text mb-0">
            {t('photos.hint')}
          </p>
        </div>
      </div>
      {error && (
        <div id={errorId} className="invalid-feedback d-block" role="alert">
          {errorText(t, error)}
        </div>
      )}
    </div>
  );
}
