import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { checkEmail, required } from '../../../app-state/account/validation';
import { serverErrors } from '../../../app-state/errorText';
import type { SessionUser } from '../../../app-state/session/types';
import { FormError, PasswordField, SubmitButton, TextField } from '../../../components/Field';
import { useForm } from '../../../lib/form';
import { accountApi } from '../api';
import { Saved, SettingsCard } from './SettingsCard';

/** New address + password; the change happens when the member opens the mailed link. */
export function ChangeEmailForm({ user }: { user: SessionUser }) {
  const { t } = useTranslation();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const form = useForm(
    'change-email',
    { email: '', password: '' },
    { email: checkEmail, password: required },
  );
  const onSubmit = form.handleSubmit(async (values) => {
    setSentTo(null);
    try {
      await accountApi.changeEmail({ email: values.email.trim(), password: values.password });
      setSentTo(values.email.trim());
      form.setValue('email', '');
      form.setValue('password', '');
    } catch (error) {
      form.setErrors(
        serverErrors(error, {
          fields: ['email', 'password'],
          codes: { email_taken: 'email', wrong_old_password: 'password', email_invalid: 'email' },
        }),
      );
    }
  });
  return (
    <SettingsCard
      id="settings-email"
      title={t('settings.emailTitle')}
      text={t('settings.currentEmail', { email: user.email })}
    >
      <form noValidate onSubmit={onSubmit}>
        <FormError id={form.errorId('form')} error={form.errors.form} />
        <TextField
          label={t('settings.newEmail')}
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
        <SubmitButton busy={form.busy} className="btn btn-primary">
          {t('common.save')}
        </SubmitButton>
        {sentTo && <Saved>{t('settings.emailSent', { email: sentTo })}</Saved>}
      </form>
    </SettingsCard>
  );
}
