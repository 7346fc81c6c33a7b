import type { AnswerOf } from '@amora/shared/contract';
import { postComplaint } from '@amora/shared/endpoints';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { call } from '../../api/endpoint';
import { checkEmail, required } from '../../app-state/account/validation';
import { errorText, serverErrors } from '../../app-state/errorText';
import { useSession } from '../../app-state/session/useSession';
import { useSettings } from '../../app-state/site/useSettings';
import { FormError, SubmitButton, TextField } from '../../components/Field';
import { useFormatLocale } from '../../i18n/useFormatLocale';
import { useForm } from '../../lib/form';

type Receipt = AnswerOf<typeof postComplaint>['complaint'];

const FIELDS = ['name', 'email', 'subject', 'message'] as const;

/** /complaints: the public complaint form (name, e-mail, subject, message) and its receipt. */
export default function ComplaintsPage() {
  const { t } = useTranslation();
  const locale = useFormatLocale();
  const user = useSession();
  const settings = useSettings();
  const [receipt, setReceipt] = useState<Receipt | null>(null);
  const form = useForm(
    'complaint',
    { name: user?.profile.name ?? '', email: user?.email ?? '', subject: '', message: '' },
    { name: required, email: checkEmail, subject: required, message: required },
  );
  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const answer = await call(postComplaint, { body: values });
      setReceipt(answer.complaint);
    } catch (error) {
      form.setErrors(serverErrors(error, { fields: FIELDS }));
    }
  });
  const date = (iso: string) =>
    new Intl.DateTimeFormat(locale, {
      dateStyle: 'long',
      timeStyle: 'short',
    }).format(new Date(iso));

  return (
    <div className="complaints-page container">
      <div className="complaints-card">
        <h1 className="complaints-card__title">{t('pages.complaints.title')}</h1>
        {receipt ? (
          <div className="report-receipt" role="status">
            <div className="report-receipt__icon" aria-hidden="true">
              ✓
            </div>
            <p>{t('complaints.receipt', { id: receipt.id, date: date(receipt.created_at) })}</p>
            <button
              type="button"
              className="btn btn-outline-primary"
              onClick={() => {
                setReceipt(null);
                form.setValue('subject', '');
                form.setValue('message', '');
              }}
            >
              {t('complaints.another')}
            </button>
          </div>
        ) : (
          <>
            <p className="text-body-secondary">{t('pages.complaints.intro')}</p>
            <form noValidate onSubmit={onSubmit}>
              <FormError id={form.errorId('form')} error={form.errors.form} />
              <TextField
                label={t('complaints.name')}
                field={form.field('name')}
                error={form.errors.name}
                autoComplete="name"
                maxLength={100}
              />
              <TextField
                label={t('form.email')}
                type="email"
                field={form.field('email')}
                error={form.errors.email}
                autoComplete="email"
                maxLength={254}
              />
              <TextField
                label={t('complaints.subject')}
                field={form.field('subject')}
                error={form.errors.subject}
                maxLength={200}
              />
              <div className="mb-3">
                <label htmlFor="complaint-message" className="form-label">
                  {t('complaints.message')}
                </label>
                <textarea
                  {...form.field('message')}
                  className={`form-control${form.errors.message ? ' is-invalid' : ''}`}
                  rows={6}
                  maxLength={5000}
                />
                {form.errors.message && (
                  <div id={form.errorId('message')} className="invalid-feedback d-block" role="alert">
                    {errorText(t, form.errors.message)}
                  </div>
                )}
              </div>
              <SubmitButton busy={form.busy} className="btn btn-primary btn-lg w-100">
                {form.busy ? t('common.sending') : t('complaints.submit')}
              </SubmitButton>
            </form>
            {settings?.support_email && (
              <p className="small text-body-secondary text-center mt-3 mb-0">
                {t('complaints.orMail')}{' '}
                <a href={`mailto:${settings.support_email}`}>{settings.support_email}</a>
              </p>
            )}
          </>
        )}
      </div>
    </div>
  );
}
