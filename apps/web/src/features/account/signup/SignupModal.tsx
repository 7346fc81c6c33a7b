import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { closeSignupModal } from '../../../app-state/signup/signupModalStore';
import { Brand } from '../../../components/Brand';
import { Dialog } from '../../../components/Dialog';
import { SignupFlow } from './SignupFlow';

/** The signup modal of the default and empty layouts (docs/product.md#layouts); loaded when first opened. */
export default function SignupModal() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <Dialog labelledBy="signup-modal-title" onClose={closeSignupModal} className="signup-modal">
      <div className="modal-header signup-modal__header">
        <span id="signup-modal-title" className="visually-hidden">
          {t('pages.signup.title')}
        </span>
        <Brand />
        <button
          type="button"
          className="btn-close btn-close-white"
          aria-label={t('signup.close')}
          onClick={closeSignupModal}
        />
      </div>
      <div className="modal-body">
        <SignupFlow
          idPrefix="signup-modal"
          onDone={() => {
            closeSignupModal();
            navigate('/complete-signup');
          }}
        />
      </div>
    </Dialog>
  );
}
