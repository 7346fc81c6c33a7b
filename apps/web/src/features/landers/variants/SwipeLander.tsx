import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Cta, type LanderProps, MemberPhoto, NameAge, NicheHeading } from '../parts';

/** After this many likes the deck stops and asks the visitor to sign up to see who liked back. */
const LIKES_BEFORE_SIGNUP = 3;

/** /landers/tinderswipe: a deck of member cards to like or pass; a few likes lead to the sign-up. */
export function SwipeLander({ settings, prefix, profiles, search }: LanderProps) {
  const { t } = useTranslation();
  const [index, setIndex] = useState(0);
  const [likes, setLikes] = useState(0);
  const [leaving, setLeaving] = useState<'like' | 'pass' | null>(null);
  // The card's exit, cleared when the lander goes, so it sets no state after.
  const exit = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(exit.current), []);
  const done = likes >= LIKES_BEFORE_SIGNUP || index >= profiles.length;
  const current = profiles[index];
  const next = profiles[index + 1];

  // The buttons are disabled while a card leaves, so a tap then is visibly not taken (it used to
  // be dropped silently).
  const decide = (choice: 'like' | 'pass') => {
    if (leaving) return;
    setLeaving(choice);
    exit.current = setTimeout(() => {
      setLeaving(null);
      setIndex((i) => i + 1);
      if (choice === 'like') setLikes((n) => n + 1);
    }, 280);
  };

  return (
    <section className="lander-v lander-swipe">
      <div className="container lander-narrow">
        <NicheHeading prefix={prefix} />
        {done || !current ? (
          <div className="lander-panel text-center">
            <div className="lander-swipe__hearts" aria-hidden="true">
              ♥ ♥ ♥
            </div>
            {/* The visitor's own likes are not likes received: the panel asks, it does not claim. */}
            <h2 className="h4">{t('lander.swipe.askTitle')}</h2>
            <p>{t('lander.swipe.doneText')}</p>
            <Cta settings={settings} search={search} />
          </div>
        ) : (
          <>
            {/* Each card keeps its element by key: when a card has left, the one behind it comes
                forward as it is (it used to be the left card's element, flying back in from the
                side, over the page's edge). The live region is the deck, which stays: the card
                that comes forward is announced in it. */}
            <div className="lander-swipe__deck" aria-live="polite">
              {next && (
                <div key={next.id} className="lander-swipe__card lander-swipe__card--next" aria-hidden="true">
                  <MemberPhoto profile={next} size="full" />
                </div>
              )}
              <div
                key={current.id}
                className={`lander-swipe__card ${leaving ? `lander-swipe__card--${leaving}` : ''}`}
              >
                <MemberPhoto profile={current} size="full" hero={index === 0} />
                <div className="lander-swipe__caption">
                  <NameAge profile={current} settings={settings} />
                  {current.region && <span className="lander-swipe__region">{current.region}</span>}
                </div>
              </div>
            </div>
            <div className="lander-swipe__buttons">
              <button
                type="button"
                className="lander-round lander-round--pass"
                aria-label={t('lander.swipe.pass')}
                disabled={leaving !== null}
                onClick={() => decide('pass')}
              >
                ✕
              </button>
              <button
                type="button"
                className="lander-round lander-round--like"
                aria-label={t('lander.swipe.like')}
                disabled={leaving !== null}
                onClick={() => decide('like')}
              >
                ♥
              </button>
            </div>
            <Cta settings={settings} search={search} className="mt-3" />
          </>
        )}
      </div>
    </section>
  );
}
