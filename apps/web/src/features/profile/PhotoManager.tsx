import type { OwnProfile, Photo } from '@amora/shared/api/profile';
import { LIMITS } from '@amora/shared/constants';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../app-state/errorText';
import { openPremiumAlert } from '../../app-state/premiumAlertStore';
import { profileApi, refreshProfile } from '../../app-state/profile/api';
import { photoLimitReached } from '../../app-state/profile/photoCheck';
import { Dialog } from '../../components/Dialog';
import { focusWhenThere } from '../../lib/pageFocus';
import { PhotoUploader } from './PhotoUploader';

/**
 * The member's photos (profile editor and signup step 1): "n of limit", uploader, a grid with
 * status badges, choose the main photo, delete with a confirmation. At a free member's limit: a
 * message and the premium alert instead of the uploader.
 */
export function PhotoManager({ profile, compact = false }: { profile: OwnProfile; compact?: boolean }) {
  const { t, i18n } = useTranslation();
  const queryClient = useQueryClient();
  // Staff reject with a reason code (staff console); older free-text reasons show as they are.
  const reasonText = (reason: string) =>
    i18n.exists(`moderation.reasons.${reason}`)
      ? t(`moderation.reasons.${reason}` as 'moderation.reasons.other')
      : reason;
  const [confirm, setConfirm] = useState<Photo | null>(null);
  const [busyId, setBusyId] = useState<number | null>(null);
  const [failed, setFailed] = useState(false);
  const { photos, photo_limit: limit } = profile;
  const full = photoLimitReached(photos.length, limit);
  // Only a free member's limit is lifted by premium; a premium member at 25 is simply full.
  const premiumHelps = limit < LIMITS.premiumPhotos;

  const act = async (id: number, action: () => Promise<unknown>) => {
    setBusyId(id);
    setFailed(false);
    try {
      await action();
      await refreshProfile(queryClient);
    } catch {
      setFailed(true);
    } finally {
      setBusyId(null);
    }
  };

  return (
    <div className={`photo-manager${compact ? ' photo-manager--compact' : ''}`}>
      <p className="photo-manager__count">
        <strong>{t('photos.count', { count: photos.length, limit })}</strong>
      </p>
      {full ? (
        <div className="alert alert-info photo-manager__limit" role="status">
          <p className={premiumHelps ? 'mb-2' : 'mb-0'}>
            {t('errors.photo_limit_reached', { count: limit })}
          </p>
          {premiumHelps && (
            <button
              type="button"
              className="btn btn-sm btn-primary"
              onClick={() => openPremiumAlert({ reason: 'photos', limit })}
            >
              {t('photos.morePremium')}
            </button>
          )}
        </div>
      ) : (
        <PhotoUploader
          limit={limit}
          onUploaded={async (photo) => {
            await refreshProfile(queryClient);
            // Focus goes to the new photo, not back to the page's body (lib/pageFocus.ts).
            focusWhenThere(() => document.getElementById(`photo-${photo.id}`));
          }}
          onLimitReached={() => {
            void refreshProfile(queryClient);
            if (premiumHelps) openPremiumAlert({ reason: 'photos', limit });
          }}
        />
      )}
      {failed && (
        <div className="alert alert-danger py-2 mt-3" role="alert">
          {errorText(t, { code: 'generic' })}
        </div>
      )}
      {photos.length === 0 && !compact && (
        <p className="text-body-secondary mt-3 mb-0">{t('photos.empty')}</p>
      )}
      {photos.length > 0 && (
        <ul className="photo-grid" aria-label={t('photos.title')}>
          {photos.map((photo, index) => (
            <li
              key={photo.id}
              id={`photo-${photo.id}`}
              tabIndex={-1}
              aria-label={t('photos.alt', { n: index + 1 })}
              className={`photo-grid__item${photo.main ? ' is-main' : ''}`}
            >
              <div className="photo-grid__frame">
                <img src={photo.thumb_filename} alt={t('photos.alt', { n: index + 1 })} loading="lazy" />
                <span className={`badge photo-grid__status photo-grid__status--${photo.status}`}>
                  {t(`photos.status.${photo.status}`)}
                </span>
                {photo.main && <span className="badge photo-grid__main">★ {t('photos.main')}</span>}
              </div>
              {photo.status === 'rejected' && photo.reject_reason && (
                <p className="photo-grid__reason small text-danger mb-1">
                  {t('photos.rejectedReason', { reason: reasonText(photo.reject_reason) })}
                </p>
              )}
              <div className="photo-grid__actions">
                {!photo.main && photo.status !== 'rejected' && (
                  <button
                    type="button"
                    className="btn btn-sm btn-outline-primary"
                    disabled={busyId !== null}
                    aria-busy={busyId === photo.id || undefined}
                    onClick={() => act(photo.id, () => profileApi.setMainPhoto(photo.id))}
                  >
                    {t('photos.setMain')}
                  </button>
                )}
                <button
                  type="button"
                  className="btn btn-sm btn-outline-secondary"
                  disabled={busyId !== null}
                  onClick={() => setConfirm(photo)}
                  aria-label={t('photos.deleteNamed', { n: index + 1 })}
                >
                  {t('photos.delete')}
                </button>
              </div>
            </li>
          ))}
        </ul>
      )}
      {confirm && (
        <Dialog labelledBy="photo-delete-title" onClose={() => setConfirm(null)} size="sm">
          <div className="modal-header">
            <h2 id="photo-delete-title" className="modal-title h5">
              {t('photos.deleteTitle')}
            </h2>
          </div>
          <div className="modal-body">
            <img src={confirm.thumb_filename} alt="" className="photo-delete__thumb" />
            <p className="mb-0">{t('photos.deleteText')}</p>
          </div>
          <div className="modal-footer">
            <button
              type="button"
              className="btn btn-link text-body-secondary"
              onClick={() => setConfirm(null)}
              data-autofocus
            >
              {t('common.cancel')}
            </button>
            <button
              type="button"
              className="btn btn-danger"
              onClick={() => {
                const photo = confirm;
                setConfirm(null);
                void act(photo.id, () => profileApi.deletePhoto(photo.id));
              }}
            >
              {t('photos.delete')}
            </button>
          </div>
        </Dialog>
      )}
    </div>
  );
}
