import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PASSWORD_MIN_LENGTH } from '../../../app-state/account/constants';
import { checkPassword, required } from '../../../app-state/account/validation';
import { serverErrors } from '../../../app-state/errorText';
import { FormError, PasswordField, SubmitButton } from '../../../components/Field';
import { useForm } from '../../../lib/form';
import { accountApi } from '../api';
import { Saved, SettingsCard } from './SettingsCard';

export function ChangePasswordForm() {
  const { t } = useTranslation();
  const [saved, setSaved] = useState(false);
  const form = useForm(
    'change-password',
    { old_password: '', new_password: '' },
    { old_password: required, new_password: checkPassword },
  );
  const onSubmit = form.handleSubmit(async (values) => {
    setSaved(false);
    try {
      await accountApi.changePassword(values);
      form.setValue('old_password', '');
      form.setValue('new_password', '');
      setSaved(true);
    } catch (error) {
      form.setErrors(
        serverErrors(error, {
          fields: ['old_password', 'new_password'],
          codes: { wrong_old_password: 'old_password' },
        }),
      );
    }
  });
  return (
    <SettingsCard id="settings-password" title={t('settings.passwordTitle')}>
      <form noValidate onSubmit={onSubmit}>
        <FormError id={form.errorId('form')} error={form.errors.form} />
        <PasswordField
          label={t('settings.oldPassword')}
          field={form.field('old_password')}
          error={form.errors.old_password}
        />
        <PasswordField
          label={t('settings.newPassword')}
          autoComplete="new-password"
          help={t('form.passwordHelp', { min: PASSWORD_MIN_LENGTH })}
          field={form.field('new_password')}
          error={form.errors.new_password}
        />
        <SubmitButton busy={form.busy} className="btn btn-primary">
          {t('common.save')}
        </SubmitButton>
        {saved && <Saved>{t('settings.passwordSaved')}</Saved>}
      </form>
    </SettingsCard>
  );
}
