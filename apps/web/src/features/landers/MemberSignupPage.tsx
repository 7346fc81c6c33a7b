import { getMember } from '@amora/shared/endpoints';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate, useParams } from 'react-router';
import { call } from '../../api/endpoint';
import { useSession } from '../../app-state/session/useSession';
import { useSettings } from '../../app-state/site/useSettings';
import { Brand } from '../../components/Brand';
import { FictionalBadge } from '../../components/FictionalBadge';
import { SignupFlow } from '../account';
import { MemberPhoto, NameAge } from './parts';

/**
 * /members/{id}/signup: the member up front, the sign-up below; once the account exists the new
 * member goes straight into the chat with that member (docs/product.md#screens).
 */
export default function MemberSignupPage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const settings = useSettings();
  const user = useSession();
  const chat = `/members/${id}/chat`;
  const member = useQuery({
    queryKey: ['lander-member', Number(id)],
    queryFn: ({ signal }) => call(getMember, { query: { id }, signal }),
    staleTime: 60_000,
  }).data?.profile;
  if (user && user.status === 'active') return <Navigate to={chat} replace />;
  return (
    <section className="signup-page">
      <div className="signup-page__brand">
        <Brand />
      </div>
      <div className="signup-card">
        <h1 className="signup-card__title">
          {member
            ? t('lander.member.signupTitle', { name: member.name })
            : t('pages.members-id-signup.title')}
        </h1>
        {member && settings && (
          <div className="member-signup__member">
            <MemberPhoto profile={member} hero className="member-signup__photo" />
            <NameAge profile={member} settings={settings} />
          </div>
        )}
        {member?.fictional && <FictionalBadge explained className="member-signup__fictional" />}
        <SignupFlow idPrefix="member-signup" onDone={() => navigate(chat)} />
      </div>
    </section>
  );
}
