import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Cta, type LanderProps, MemberPhoto, NameAge, NicheHeading } from '../parts';

/** Moves `index` on every `ms`, unless the visitor asked for less motion. */
function useRotation(count: number, ms: number): [number, (i: number) => void] {
  const [index, setIndex] = useState(0);
  useEffect(() => {
    if (count < 2 || window.matchMedia?.('(prefers-reduced-motion: reduce)').matches) return;
    const timer = window.setInterval(() => setIndex((i) => (i + 1) % count), ms);
    return () => window.clearInterval(timer);
  }, [count, ms]);
  return [index, setIndex];
}

/** /landers/gallery: one large photo that changes by itself, with a strip of thumbnails. */
export function GalleryLander({ settings, prefix, profiles, search }: LanderProps) {
  const { t } = useTranslation();
  const shown = profiles.slice(0, 8);
  const [index, setIndex] = useRotation(shown.length, 3500);
  const current = shown[index];
  return (
    <section className="lander-v lander-gallery">
      <div className="container">
        <div className="row g-4 align-items-center">
          <div className="col-lg-7">
            {current && (
              <figure className="lander-gallery__stage">
                <MemberPhoto key={current.id} profile={current} size="full" hero className="lander-fade" />
                <figcaption>
                  <NameAge profile={current} settings={settings} />
                </figcaption>
              </figure>
            )}
            <fieldset className="lander-gallery__strip">
              <legend className="visually-hidden">{t('lander.gallery.choose')}</legend>
              {shown.map((profile, i) => (
                <button
                  key={profile.id}
                  type="button"
                  className={`lander-gallery__thumb ${i === index ? 'is-active' : ''}`}
                  aria-pressed={i === index}
                  onClick={() => setIndex(i)}
                >
                  <MemberPhoto profile={profile} />
                </button>
              ))}
            </fieldset>
          </div>
          <div className="col-lg-5">
            <NicheHeading prefix={prefix} />
            <Cta settings={settings} search={search} />
          </div>
        </div>
      </div>
    </section>
  );
}

/** /landers/transitionsvideolanding: a full-screen hero whose photos cross-fade and slowly zoom. */
export function TransitionsLander({ settings, prefix, profiles, search }: LanderProps) {
  const shown = profiles.slice(0, 5);
  const [index] = useRotation(shown.length, 4000);
  return (
    <section className="lander-v lander-transitions">
      <div className="lander-transitions__stage" aria-hidden="true">
        {shown.map((profile, i) => (
          <div key={profile.id} className={`lander-transitions__slide ${i === index ? 'is-active' : ''}`}>
            <MemberPhoto profile={profile} size="full" hero={i === 0} />
          </div>
        ))}
      </div>
      <div className="lander-transitions__overlay">
        <div className="container lander-narrow">
          <NicheHeading prefix={prefix} />
          {shown[index] && (
            <p className="lander-transitions__who">
              <NameAge profile={shown[index]} settings={settings} />
            </p>
          )}
          <Cta settings={settings} search={search} />
        </div>
      </div>
    </section>
  );
}

/** /landers/video: a video-call look: a member "calls" the visitor, answering means signing up. */
export function VideoLander({ settings, prefix, profiles, search }: LanderProps) {
  const { t } = useTranslation();
  const caller = profiles[0];
  const others = profiles.slice(1, 4);
  return (
    <section className="lander-v lander-video">
      <div className="container lander-narrow">
        <NicheHeading prefix={prefix} />
        {caller && (
          <div className="lander-video__screen">
            <MemberPhoto profile={caller} size="full" hero className="lander-kenburns" />
            <span className="lander-video__live">● {t('lander.video.live')}</span>
            <div className="lander-video__call">
              <p className="lander-video__calling">{t('lander.video.calling', { name: caller.name })}</p>
              <NameAge profile={caller} settings={settings} />
            </div>
            <div className="lander-video__progress" aria-hidden="true">
              <span />
            </div>
          </div>
        )}
        <Cta settings={settings} search={search} label={t('lander.video.answer')} className="mt-3" />
        <ul className="lander-video__queue">
          {others.map((profile) => (
            <li key={profile.id}>
              <MemberPhoto profile={profile} />
              <NameAge profile={profile} settings={settings} />
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
