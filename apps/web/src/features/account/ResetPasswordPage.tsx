import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { checkEmail } from '../../app-state/account/validation';
import { serverErrors } from '../../app-state/errorText';
import { FormError, SubmitButton, TextField } from '../../components/Field';
import { useForm } from '../../lib/form';
import { AccountCard } from './AccountCard';
import { accountApi } from './api';

/** /reset-password: asks for the e-mail address and mails a one-time link. */
export default function ResetPasswordPage() {
  const { t } = useTranslation();
  const [sent, setSent] = useState(false);
  const form = useForm('reset', { email: '' }, { email: checkEmail });

  const onSubmit = form.handleSubmit(async ({ email }) => {
    try {
      await accountApi.requestReset({ email: email.trim() });
      setSent(true);
    } catch (error) {
      form.setErrors(
        serverErrors(error, {
          fields: ['email'],
          codes: { email_not_found: 'email', email_invalid: 'email' },
        }),
      );
    }
  });

  const footer = <Link to="/login">{t('reset.backToLogin')}</Link>;
  if (sent) {
    return (
      <AccountCard title={t('pages.reset-password.title')} icon="mail" footer={footer}>
        <p className="alert alert-success" role="status">
          {t('reset.sent')}
        </p>
      </AccountCard>
    );
  }
  return (
    <AccountCard
      title={t('pages.reset-password.title')}
      intro={t('pages.reset-password.intro')}
      icon="lock"
      footer={footer}
    >
      <form noValidate onSubmit={onSubmit}>
        <FormError id={form.errorId('form')} error={form.errors.form} />
        <TextField
          label={t('form.email')}
          type="email"
          autoComplete="email"
          field={form.field('email')}
          error={form.errors.email}
        />
        <SubmitButton busy={form.busy}>{t('reset.submit')}</SubmitButton>
      </form>
    </AccountCard>
  );
}
