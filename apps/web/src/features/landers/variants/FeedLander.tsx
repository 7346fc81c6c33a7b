import { useTranslation } from 'react-i18next';
import { Cta, type LanderProps, MemberPhoto, NameAge, NicheHeading } from '../parts';

const CAPTIONS = ['one', 'two', 'three', 'four'] as const;
/** Posts a visitor may read before the feed asks for an account. */
const OPEN_POSTS = 3;

/** /landers/socialnetwork: a social-network feed of members' posts; the rest needs an account. */
export function FeedLander({ settings, prefix, profiles, search }: LanderProps) {
  const { t } = useTranslation();
  const posts = profiles.slice(0, OPEN_POSTS + 1);
  return (
    <section className="lander-v lander-feed">
      <div className="container lander-narrow">
        <NicheHeading prefix={prefix} />
        <Cta settings={settings} search={search} />
        <div className="lander-feed__stories" aria-hidden="true">
          {profiles.slice(0, 7).map((profile) => (
            <span key={profile.id} className="lander-feed__story">
              <MemberPhoto profile={profile} />
            </span>
          ))}
        </div>
        {posts.map((profile, i) => (
          <article key={profile.id} className={`lander-feed__post ${i >= OPEN_POSTS ? 'is-locked' : ''}`}>
            <header className="lander-feed__head">
              <MemberPhoto profile={profile} className="lander-feed__avatar" />
              <div>
                <NameAge profile={profile} settings={settings} />
                <span className="lander-feed__time">{t('lander.feed.minutesAgo', { count: 3 + i * 7 })}</span>
              </div>
            </header>
            <p className="lander-feed__text">{t(`lander.feed.captions.${CAPTIONS[i % CAPTIONS.length]!}`)}</p>
            <MemberPhoto profile={profile} size="full" hero={i === 0} className="lander-feed__photo" />
            <footer className="lander-feed__actions" aria-hidden="true">
              ♥ {12 + ((profile.id * 7) % 80)} · 💬 {2 + (profile.id % 9)}
            </footer>
            {i >= OPEN_POSTS && (
              <div className="lander-feed__lock">
                <p>{t('lander.feed.locked')}</p>
                <Cta settings={settings} search={search} />
              </div>
            )}
          </article>
        ))}
        {posts.length <= OPEN_POSTS && <Cta settings={settings} search={search} />}
      </div>
    </section>
  );
}
