import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { closeSignupModal, openSignupModal } from '../../app-state/signup/signupModalStore';
import { SignupButton } from '../../components/SignupButton';

/**
 * Chats need an account (403 authentication_required): the signup modal opens (and closes when
 * the visitor leaves this screen), login is one tap away.
 */
export function VisitorPrompt({ title, text }: { title?: string; text: string }) {
  const { t } = useTranslation();
  useEffect(() => {
    openSignupModal();
    return closeSignupModal;
  }, []);
  return (
    <div className="chat-visitor">
      {title && <h1 className="h3">{title}</h1>}
      <p>{text}</p>
      <div className="chat-visitor__actions">
        <SignupButton className="btn btn-primary">{t('common.signupFree')}</SignupButton>
        <Link to="/login" className="btn btn-outline-secondary">
          {t('common.login')}
        </Link>
      </div>
    </div>
  );
}
