import { useTranslation } from 'react-i18next';
import { Link, Navigate } from 'react-router';
import { useSession, useSessionKnown } from '../../../app-state/session/useSession';
import { Brand } from '../../../components/Brand';
import { RichText } from '../../../components/RichText';
import { ResendActivationButton } from '../activation/ResendActivationButton';

/** /complete-signup: asks the new member to confirm the e-mail address (docs/product.md#screens, #accounts). */
export default function CompleteSignupPage() {
  const { t } = useTranslation();
  const user = useSession();
  const known = useSessionKnown();
  if (known && !user) return <Navigate to="/signup" replace />;
  return (
    <section className="signup-page">
      <div className="signup-page__brand">
        <Brand />
      </div>
      <div className="signup-card text-center">
        <div className="account-card__icon account-card__icon--mail mx-auto" aria-hidden="true">
          <svg viewBox="0 0 24 24" width="26" height="26" aria-hidden="true">
            <path
              fill="currentColor"
              d="M3 5h18a1 1 0 0 1 1 1v12a1 1 0 0 1-1 1H3a1 1 0 0 1-1-1V6a1 1 0 0 1 1-1zm9 7 8-5H4zm0 2L4 9v8h16V9z"
            />
          </svg>
        </div>
        <h1 className="h3">{t('signup.completeTitle')}</h1>
        {user && (
          <p className="lead fs-6">
            <RichText
              text={t('signup.completeText', { email: user.email })}
              tags={{ strong: (c) => <strong>{c}</strong> }}
            />
          </p>
        )}
        <p className="text-body-secondary small">{t('signup.completeHint')}</p>
        <div className="d-flex flex-column gap-2 align-items-center mt-3">
          {user?.status === 'not_confirmed' && <ResendActivationButton className="btn btn-outline-primary" />}
          <Link to="/members?api_signup_complete=1" className="btn btn-primary btn-lg px-5">
            {t('signup.completeContinue')}
          </Link>
        </div>
      </div>
    </section>
  );
}
