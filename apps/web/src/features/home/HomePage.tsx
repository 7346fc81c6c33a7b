import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useSettings } from '../../app-state/site/useSettings';
import { Avatar } from '../../components/Avatar';
import { CamPromoTile } from '../../components/CamPromoTile';
import { HeroArt } from '../../components/HeroArt';
import { SignupButton } from '../../components/SignupButton';
import { SIGNUP_CLOSED_TEXT, useSignupClosed } from '../../components/SignupClosed';
import { BenefitIcon } from './BenefitIcon';

const BENEFITS = ['matches', 'chat', 'likes', 'privacy'] as const;
const STEPS = ['one', 'two', 'three'] as const;

/** The logged-out front page: hero, benefits, how it works, safety notes, final call to action. */
export default function HomePage() {
  const { t } = useTranslation();
  const settings = useSettings();
  const name = settings?.name ?? '';
  // A site closed to this visitor's sign-up says why instead of offering it, like the sign-up page,
  // the sign-up modal and the landers (components/SignupClosed.tsx).
  const closed = useSignupClosed();

  return (
    <div className="home">
      <section className="hero">
        <div className="container">
          <div className="row align-items-center g-4">
            <div className="col-lg-6 hero__text">
              <p className="hero__eyebrow">
                <span className="hero__pulse" aria-hidden="true" />
                {t('home.eyebrow')}
                {name && <span className="hero__site"> · {name}</span>}
              </p>
              <h1 className="hero__title">{settings?.index_title ?? t('pages.index.title')}</h1>
              <p className="hero__lead">
                {t('home.heroText')}
                {!closed && ` ${t('home.heroSignupTime')}`}
              </p>
              {closed && <p className="hero__closed">{t(SIGNUP_CLOSED_TEXT[closed])}</p>}
              <div className="hero__actions">
                {closed ? (
                  <Link to="/login" className="btn btn-light btn-lg hero__cta">
                    {t('common.login')}
                  </Link>
                ) : (
                  <>
                    <SignupButton className="btn btn-light btn-lg hero__cta">
                      {t('home.ctaSignup')}
                    </SignupButton>
                    <Link to="/login" className="btn btn-outline-light btn-lg">
                      {t('home.ctaLogin')}
                    </Link>
                  </>
                )}
              </div>
              <div className="hero__online">
                <div className="avatar-stack">
                  {[0, 1, 2, 3, 4].map((v) => (
                    <Avatar key={v} variant={v} size={40} long={v % 2 === 0} />
                  ))}
                </div>
                <span>{t('home.onlineNow')}</span>
              </div>
            </div>
            <div className="col-lg-6">
              <HeroArt />
            </div>
          </div>
        </div>
        <svg className="hero__wave" viewBox="0 0 1440 80" preserveAspectRatio="none" aria-hidden="true">
          <path d="M0 40c240 40 480 40 720 20S1200-10 1440 30v50H0z" fill="currentColor" />
        </svg>
      </section>

      <section className="home-section container" aria-labelledby="benefits-title">
        <h2 id="benefits-title" className="home-section__title">
          {name ? t('home.benefitsTitle', { name }) : t('pages.index.title')}
        </h2>
        <div className="row g-3 g-lg-4">
          {BENEFITS.map((b) => (
            <div key={b} className="col-sm-6 col-lg-3">
              <div className="benefit">
                <BenefitIcon name={b} />
                <h3 className="benefit__title">{t(`home.benefits.${b}Title`)}</h3>
                <p className="benefit__text">{t(`home.benefits.${b}Text`)}</p>
              </div>
            </div>
          ))}
        </div>
      </section>

      <section className="home-steps" aria-labelledby="steps-title">
        <div className="container">
          <h2 id="steps-title" className="home-section__title">
            {t('home.howTitle')}
          </h2>
          <ol className="steps">
            {STEPS.map((s, i) => (
              <li key={s} className="steps__item">
                <span className="steps__number">{i + 1}</span>
                <span className="steps__text">{t(`home.steps.${s}`)}</span>
              </li>
            ))}
          </ol>
        </div>
      </section>

      <section className="home-section container" aria-labelledby="trust-title">
        <div className="trust">
          <h2 id="trust-title" className="trust__title">
            <BenefitIcon name="shield" />
            {t('home.trustTitle')}
          </h2>
          <ul className="trust__list">
            <li>
              <span className="trust__badge">18+</span>
              {t('home.trust.adults')}
            </li>
            <li>
              <span className="trust__badge">✓</span>
              {t('home.trust.verified')}
            </li>
            <li>
              <span className="trust__badge">{settings?.fictional_icon ?? '🎭'}</span>
              {t('home.trust.fictional', { icon: settings?.fictional_icon ?? '🎭' })}
            </li>
          </ul>
        </div>
      </section>

      <section className="final-cta">
        <div className="container">
          <h2 className="final-cta__title">{t('home.finalTitle')}</h2>
          {closed ? (
            <>
              <p className="final-cta__text">{t(SIGNUP_CLOSED_TEXT[closed])}</p>
              <Link to="/login" className="btn btn-primary btn-lg px-5">
                {t('common.login')}
              </Link>
            </>
          ) : (
            <>
              <p className="final-cta__text">{t('home.finalText')}</p>
              <SignupButton className="btn btn-primary btn-lg px-5">{t('home.ctaSignup')}</SignupButton>
            </>
          )}
        </div>
      </section>
      <div className="container">
        <CamPromoTile settings={settings} />
      </div>
    </div>
  );
}
