import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { checkEmail, required } from '../../app-state/account/validation';
import { serverErrors } from '../../app-state/errorText';
import { setSessionUser } from '../../app-state/session/useSession';
import { FormError, PasswordField, SubmitButton, TextField } from '../../components/Field';
import { RichText } from '../../components/RichText';
import { useForm } from '../../lib/form';
import { safeNext } from '../../lib/safeNext';
import { AccountCard } from './AccountCard';
import { accountApi } from './api';
import { secondFactorPath } from './second-factor/redirect';

/** /login: e-mail and password; login_failed, account_blocked {minutes}, rate_limited. */
export default function LoginPage() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const form = useForm('login', { email: '', password: '' }, { email: checkEmail, password: required });

  const onSubmit = form.handleSubmit(async (values) => {
    const next = safeNext(params.get('next')) ?? '/members';
    try {
      const { user } = await accountApi.login({ email: values.email.trim(), password: values.password });
      setSessionUser(queryClient, user);
      navigate(next, { replace: true });
    } catch (error) {
      const codeScreen = secondFactorPath(error, next);
      if (codeScreen) navigate(codeScreen, { replace: true });
      else form.setErrors(serverErrors(error, { fields: ['email', 'password'] }));
    }
  });

  return (
    <AccountCard
      title={t('pages.login.title')}
      intro={t('pages.login.intro')}
      icon="lock"
      footer={
        <RichText text={t('login.noAccount')} tags={{ signup: (c) => <Link to="/signup">{c}</Link> }} />
      }
    >
      <form
        noValidate
        onSubmit={onSubmit}
        aria-describedby={form.errors.form ? form.errorId('form') : undefined}
      >
        <FormError id={form.errorId('form')} error={form.errors.form} />
        <TextField
          label={t('form.email')}
          type="email"
          autoComplete="email"
          field={form.field('email')}
          error={form.errors.email}
        />
        <PasswordField
          label={t('form.password')}
          field={form.field('password')}
          error={form.errors.password}
        />
        <p className="text-end small mt-n2 mb-3">
          <Link to="/reset-password">{t('login.forgot')}</Link>
        </p>
        <SubmitButton busy={form.busy}>{t('login.submit')}</SubmitButton>
      </form>
    </AccountCard>
  );
}
