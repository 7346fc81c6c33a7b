import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { ApiRequestError } from '../../api/errors';
import { PASSWORD_MIN_LENGTH } from '../../app-state/account/constants';
import { checkPassword, checkRepeat } from '../../app-state/account/validation';
import { serverErrors } from '../../app-state/errorText';
import { setSessionUser } from '../../app-state/session/useSession';
import { FormError, PasswordField, SubmitButton } from '../../components/Field';
import { useForm } from '../../lib/form';
import { AccountCard } from './AccountCard';
import { accountApi } from './api';
import { secondFactorPath } from './second-factor/redirect';

/** /reset-password/do?token=…: sets a new password (two fields) and logs the member in. */
export default function ResetPasswordDoPage() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [linkInvalid, setLinkInvalid] = useState(!token);
  const form = useForm(
    'reset-do',
    { password: '', password_repeat: '' },
    { password: checkPassword, password_repeat: (value, values) => checkRepeat(value, values.password) },
  );

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const { user } = await accountApi.setPassword({ token, ...values });
      setSessionUser(queryClient, user);
      navigate('/members', { replace: true });
    } catch (error) {
      const codeScreen = secondFactorPath(error, '/members');
      if (codeScreen) navigate(codeScreen, { replace: true });
      else if (error instanceof ApiRequestError && error.code === 'link_invalid') setLinkInvalid(true);
      else
        form.setErrors(
          serverErrors(error, {
            fields: ['password', 'password_repeat'],
            codes: { passwords_not_equal: 'password_repeat' },
          }),
        );
    }
  });

  if (linkInvalid) {
    return (
      <AccountCard title={t('pages.reset-password-do.title')} intro={t('errors.link_invalid')} icon="alert">
        <Link to="/reset-password" className="btn btn-primary px-4">
          {t('reset.requestNew')}
        </Link>
      </AccountCard>
    );
  }
  return (
    <AccountCard
      title={t('pages.reset-password-do.title')}
      intro={t('pages.reset-password-do.intro')}
      icon="lock"
    >
      <form noValidate onSubmit={onSubmit}>
        <FormError id={form.errorId('form')} error={form.errors.form} />
        <PasswordField
          label={t('reset.newPassword')}
          autoComplete="new-password"
          help={t('form.passwordHelp', { min: PASSWORD_MIN_LENGTH })}
          field={form.field('password')}
          error={form.errors.password}
        />
        <PasswordField
          label={t('reset.repeatPassword')}
          autoComplete="new-password"
          field={form.field('password_repeat')}
          error={form.errors.password_repeat}
        />
        <SubmitButton busy={form.busy}>{t('reset.save')}</SubmitButton>
      </form>
    </AccountCard>
  );
}
