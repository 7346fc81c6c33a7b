import { LIMITS } from '@amora/shared/constants';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useLocation } from 'react-router';
import { useSession, useSessionKnown } from '../../../app-state/session/useSession';
import { PageSpinner } from '../../../components/PageSpinner';
import { PremiumOffer } from './PremiumOffer';
import { SwipeDeck } from './SwipeDeck';
import { useSwipeStack } from './useSwipeStack';

/**
 * The swipe game's screen (also the match finder's, with its own heading): likes left today,
 * the card stack with its buttons, the premium offer at the daily limit, an empty state.
 */
export function SwipeGame({ title, intro }: { title: string; intro: string }) {
  const user = useSession();
  const known = useSessionKnown();
  const { pathname } = useLocation();
  if (!known) return <PageSpinner />;
  if (!user) return <Navigate to={`/login?next=${pathname}`} replace />;
  return <Game title={title} intro={intro} />;
}

function Game({ title, intro }: { title: string; intro: string }) {
  const { t } = useTranslation();
  const stack = useSwipeStack();
  const [announcement, setAnnouncement] = useState('');
  const limit = stack.limitReached;

  return (
    <div className="swipe-page container">
      <header className="swipe-page__header">
        <h1>{title}</h1>
        <p className="swipe-page__intro">{intro}</p>
        {stack.status === 'ready' && <LikesLeft remaining={stack.remaining} />}
      </header>
      {stack.status === 'loading' ? (
        <PageSpinner />
      ) : stack.status === 'error' ? (
        <div className="alert alert-danger d-flex align-items-center gap-3" role="alert">
          <span className="me-auto">{t('errors.generic')}</span>
          <button type="button" className="btn btn-sm btn-outline-danger" onClick={stack.retry}>
            {t('swipe.retry')}
          </button>
        </div>
      ) : (
        <div className="swipe-page__game">
          <SwipeDeck
            cards={stack.cards}
            onDecide={(action) => {
              const ok = stack.decide(action);
              if (!ok && action === 'like') {
                setAnnouncement(t('swipe.limitTitle', { count: LIMITS.freeSwipeLikesPerDay }));
              }
              return ok;
            }}
            onAnnounce={setAnnouncement}
            empty={<EmptyStack />}
            overlay={limit && <PremiumOffer limit={limit} onDismiss={stack.dismissLimit} />}
          />
          <p className="swipe-page__hint">{t('swipe.hint')}</p>
        </div>
      )}
      <div className="visually-hidden" aria-live="polite" aria-atomic="true">
        {announcement}
      </div>
    </div>
  );
}

/** "3 likes left today" with the day's hearts; premium: unlimited. */
function LikesLeft({ remaining }: { remaining: number | null }) {
  const { t } = useTranslation();
  if (remaining === null) {
    return (
      <p className="likes-left likes-left--premium">
        <span aria-hidden="true">★</span> {t('swipe.unlimited')}
      </p>
    );
  }
  const text = remaining === 0 ? t('swipe.likesLeftNone') : t('swipe.likesLeft', { count: remaining });
  const total = Math.max(LIMITS.freeSwipeLikesPerDay, remaining);
  return (
    <p className="likes-left" data-testid="likes-left">
      <span className="likes-left__hearts" aria-hidden="true">
        {Array.from({ length: total }, (_, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: the day's hearts are positions, nothing more
          <span key={i} className={i < remaining ? 'is-on' : undefined}>
            ♥
          </span>
        ))}
      </span>
      {text}
    </p>
  );
}

function EmptyStack() {
  const { t } = useTranslation();
  return (
    <div className="swipe-empty">
      <div className="swipe-empty__icon" aria-hidden="true">
        💫
      </div>
      <h2 className="h5">{t('swipe.emptyTitle')}</h2>
      <p className="text-body-secondary">{t('swipe.emptyText')}</p>
      <Link to="/members" className="btn btn-primary">
        {t('likes.searchMembers')}
      </Link>
    </div>
  );
}
