import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useSession } from '../../app-state/session/useSession';
import { Avatar } from '../../components/Avatar';
import { Dialog } from '../../components/Dialog';
import { FictionalBadge } from '../../components/FictionalBadge';
import { PhotoPlaceholder } from '../../components/ProfileCardView';
import type { LikeProfile } from './api';
import { closeMatchModal } from './matchModalStore';

/** The layout's match modal: the image opens the profile, the button the chat with them. */
export default function MatchModalHost({ profile }: { profile: LikeProfile }) {
  const navigate = useNavigate();
  const go = (path: string) => {
    closeMatchModal();
    navigate(path);
  };
  return (
    <MatchModal
      profile={profile}
      onClose={closeMatchModal}
      onOpenProfile={(id) => go(`/members/${id}`)}
      onOpenChat={(id) => go(`/members/${id}/chat`)}
    />
  );
}

/**
 * The match modal (docs/product.md#screens, #chats-and-likes): the product's "New like!" over the
 * heading that says what happened, a match (docs/decisions/031-calm-first-screen.md). It closes
 * on a click anywhere and says so with a button, not a "click anywhere" hint a phone cannot
 * follow; its image and its button emit the profile id (the layout's slot opens the profile /
 * the chat).
 */
export function MatchModal({
  profile,
  onClose,
  onOpenProfile,
  onOpenChat,
}: {
  profile: LikeProfile;
  onClose: () => void;
  onOpenProfile: (id: number) => void;
  onOpenChat: (id: number) => void;
}) {
  const { t } = useTranslation();
  const user = useSession();
  const own = user?.profile.main_image;
  return (
    <Dialog labelledBy="match-modal-title" onClose={onClose} className="match-modal" size="sm">
      {/* biome-ignore lint/a11y/useKeyWithClickEvents: a click anywhere closes it (docs/product.md#chats-and-likes); Escape closes it from the keyboard */}
      {/* biome-ignore lint/a11y/noStaticElementInteractions: the same click-anywhere close */}
      <div className="match-modal__body" onClick={onClose}>
        <div className="match-modal__confetti" aria-hidden="true">
          {['♥', '♥', '♥', '♥', '♥', '♥'].map((heart, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: decorative, fixed list
            <span key={i} className={`match-modal__float match-modal__float--${i}`}>
              {heart}
            </span>
          ))}
        </div>
        <p className="match-modal__kicker">{t('matchModal.title')}</p>
        <h2 id="match-modal-title" className="match-modal__title">
          {t('matchModal.matchTitle')}
        </h2>
        <p className="match-modal__text">{t('matchModal.text', { name: profile.name })}</p>
        {profile.fictional && <FictionalBadge explained className="match-modal__fictional" />}
        <div className="match-modal__photos">
          <span className="match-modal__photo match-modal__photo--own" aria-hidden="true">
            {own ? <img src={own.thumb_filename} alt="" /> : <Avatar size={96} />}
          </span>
          <span className="match-modal__heart" aria-hidden="true">
            ♥
          </span>
          <button
            type="button"
            className="match-modal__photo match-modal__photo--other"
            onClick={() => onOpenProfile(profile.id)}
            aria-label={t('matchModal.openProfile', { name: profile.name })}
          >
            {profile.main_image ? (
              <img src={profile.main_image.thumb_filename} alt="" />
            ) : (
              <PhotoPlaceholder name={profile.name} />
            )}
          </button>
        </div>
        <button
          type="button"
          className="btn btn-primary btn-lg w-100 match-modal__chat"
          onClick={() => onOpenChat(profile.id)}
          data-autofocus
        >
          {t('matchModal.chat')}
        </button>
        <button type="button" className="btn btn-link match-modal__keep" onClick={onClose}>
          {t('matchModal.keepBrowsing')}
        </button>
      </div>
    </Dialog>
  );
}
