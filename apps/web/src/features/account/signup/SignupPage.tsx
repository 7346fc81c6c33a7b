import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useSession } from '../../../app-state/session/useSession';
import { Brand } from '../../../components/Brand';
import { RichText } from '../../../components/RichText';
import { safeNext } from '../../../lib/safeNext';
import { SignupFlow } from './SignupFlow';

/** /signup: the signup steps as a page of the empty layout. */
export default function SignupPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const user = useSession();
  // A landing may send the visitor on after sign-up (e.g. straight into a member's chat).
  const next = safeNext(useSearchParams()[0].get('next'));
  return (
    <section className="signup-page">
      <div className="signup-page__brand">
        <Brand />
      </div>
      <div className="signup-card">
        <h1 className="signup-card__title">{t('pages.signup.title')}</h1>
        <SignupFlow onDone={() => navigate(next ?? '/complete-signup')} />
        {!user && (
          <p className="text-center small mt-4 mb-0">
            <RichText text={t('signup.haveAccount')} tags={{ login: (c) => <Link to="/login">{c}</Link> }} />
          </p>
        )}
      </div>
    </section>
  );
}
