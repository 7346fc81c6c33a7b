import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LIKES_KEY, likesQuery } from '../../app-state/counts/likesQuery';
import { useSession } from '../../app-state/session/useSession';
import { openSignupModal } from '../../app-state/signup/signupModalStore';
import { Dialog } from '../../components/Dialog';
import { FictionalBadge } from '../../components/FictionalBadge';
import { PhotoPlaceholder } from '../../components/ProfileCardView';
import { showToast } from '../../components/toasts/toastStore';
import { type LikeProfile, likesApi } from './api';
import { fetchAutoLike } from './autoLike';
import { openMatchModal } from './matchModalStore';

/**
 * The like modal (query `t=N`, docs/product.md#chats-and-likes): a member who likes the member, with their photo,
 * "Like back" and "View profile". The member comes from GET /api/auto-like.php, else the
 * newest like received; with nobody to show it closes unseen. Visitors are asked to sign up.
 */
export default function LikeModal({ onClose }: { onClose: () => void }) {
  const user = useSession();
  return user ? <MemberLikeModal onClose={onClose} /> : <VisitorLikeModal onClose={onClose} />;
}

function useLiker(): { profile: LikeProfile | null; done: boolean } {
  const queryClient = useQueryClient();
  const auto = useQuery({
    queryKey: ['auto-like', 'modal'],
    queryFn: () => fetchAutoLike(queryClient),
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
    meta: { member: true, silent: true },
  });
  const fallback = useQuery({ ...likesQuery, enabled: auto.isFetched && !auto.data });
  if (auto.data) return { profile: auto.data, done: true };
  if (!auto.isFetched || fallback.isPending) return { profile: null, done: false };
  const newest = fallback.data?.liked_by[0];
  const card = newest && fallback.data?.profiles.find((p) => p.id === newest.id);
  return { profile: card ?? null, done: true };
}

function MemberLikeModal({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const { profile, done } = useLiker();
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (done && !profile) onClose();
  }, [done, profile, onClose]);

  if (!profile) return null;

  const likeBack = async () => {
    setBusy(true);
    try {
      const { match } = await likesApi.like(profile.id);
      onClose();
      if (match) openMatchModal(profile);
    } catch {
      showToast(t('errors.generic'));
      setBusy(false);
    } finally {
      void queryClient.invalidateQueries({ queryKey: LIKES_KEY });
    }
  };

  return (
    <Dialog labelledBy="like-modal-title" onClose={onClose} className="like-modal" size="sm">
      <button
        type="button"
        className="btn-close like-modal__close"
        aria-label={t('common.close')}
        onClick={onClose}
      />
      <div className="like-modal__body">
        <div className="like-modal__photo">
          {profile.main_image ? (
            <img src={profile.main_image.thumb_filename} alt="" />
          ) : (
            <PhotoPlaceholder name={profile.name} />
          )}
          <span className="like-modal__heart" aria-hidden="true">
            ♥
          </span>
        </div>
        <h2 id="like-modal-title" className="like-modal__title">
          {t('likeModal.title', { name: profile.name })}
        </h2>
        <p className="like-modal__text">{t('likeModal.text', { name: profile.name })}</p>
        {profile.fictional && <FictionalBadge explained className="like-modal__fictional" />}
        <div className="like-modal__actions">
          <button
            type="button"
            className="btn btn-primary btn-lg"
            onClick={likeBack}
            disabled={busy}
            data-autofocus
          >
            ♥ {t('likeModal.likeBack')}
          </button>
          <Link to={`/members/${profile.id}`} className="btn btn-outline-primary" onClick={onClose}>
            {t('likeModal.viewProfile')}
          </Link>
        </div>
      </div>
    </Dialog>
  );
}

function VisitorLikeModal({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Dialog labelledBy="like-modal-title" onClose={onClose} className="like-modal" size="sm">
      <button
        type="button"
        className="btn-close like-modal__close"
        aria-label={t('common.close')}
        onClick={onClose}
      />
      <div className="like-modal__body">
        <div className="like-modal__photo like-modal__photo--mystery" aria-hidden="true">
          <span>?</span>
          <span className="like-modal__heart">♥</span>
        </div>
        <h2 id="like-modal-title" className="like-modal__title">
          {t('likeModal.visitorTitle')}
        </h2>
        <p className="like-modal__text">{t('likeModal.visitorText')}</p>
        <div className="like-modal__actions">
          <button
            type="button"
            className="btn btn-primary btn-lg"
            data-autofocus
            onClick={() => {
              onClose();
              openSignupModal();
            }}
          >
            {t('common.signupFree')}
          </button>
        </div>
      </div>
    </Dialog>
  );
}
