import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { ApiRequestError } from '../../api/errors';
import { serverErrors } from '../../app-state/errorText';
import { useSession, useSessionKnown } from '../../app-state/session/useSession';
import { FormError, SubmitButton, TextField } from '../../components/Field';
import { PageSpinner } from '../../components/PageSpinner';
import { type Rules, useForm } from '../../lib/form';
import { type DirectDebitBody, paymentsApi } from './api';
import { isValidIban, isValidOtp, isValidPhone, normaliseIban, normalisePhone } from './directDebitRules';
import { MethodLogo } from './MethodLogo';
import { PaymentsError, PaymentsModeBanner, usePaymentsAvailable } from './PaymentsState';

/** The form's fields: the mandate as sent, less the order it belongs to. */
type Values = Omit<DirectDebitBody, 'order_id'>;

const FIELDS = ['otp', 'account_holder', 'iban', 'street', 'house_number', 'zip', 'city', 'phone'] as const;
const filled = (value: string) => (value.trim() ? undefined : { code: 'required' });

/** The same codes as the server (invalid_code, invalid_iban, invalid_phone). */
const RULES: Rules<Values> = {
  otp: (v) => (isValidOtp(v) ? undefined : { code: 'invalid_code' }),
  account_holder: (v) => (v.trim().length >= 2 ? undefined : { code: 'required' }),
  iban: (v) => (isValidIban(v) ? undefined : { code: 'invalid_iban' }),
  street: filled,
  house_number: filled,
  zip: filled,
  city: filled,
  phone: (v) => (isValidPhone(v) ? undefined : { code: 'invalid_phone' }),
};

/** Refusals of the whole request that belong next to a field. */
const CODE_FIELDS = {
  invalid_code: 'otp',
  invalid_iban: 'iban',
  iban_blocked: 'iban',
  invalid_phone: 'phone',
  phone_blocked: 'phone',
} as const;

/**
 * /directdebit?order=ID: a SEPA mandate confirmed with a code sent by SMS. The code is sent to
 * the phone number first; then the form is submitted and the order's status screen follows.
 */
export default function DirectDebitPage() {
  const { t } = useTranslation();
  const user = useSession();
  const known = useSessionKnown();
  const [params] = useSearchParams();
  const orderId = Number(params.get('order'));
  const available = usePaymentsAvailable();
  if (!known) return <PageSpinner />;
  if (!user)
    return (
      <Navigate
        to={`/login?next=${encodeURIComponent(`/directdebit?order=${params.get('order') ?? ''}`)}`}
        replace
      />
    );
  return (
    <div className="payments-page container">
      <PaymentsModeBanner />
      <div className="directdebit-card">
        <header className="d-flex align-items-center gap-3 mb-3">
          <MethodLogo method="directdebit" />
          <div>
            <h1 className="h3 mb-0">{t('pages.directdebit.title')}</h1>
            <p className="mb-0 text-body-secondary">{t('pages.directdebit.intro')}</p>
          </div>
        </header>
        {!available ? null : orderId > 0 ? (
          <DirectDebitForm orderId={orderId} />
        ) : (
          <PaymentsError error={new ApiRequestError('order_not_found', 404)} />
        )}
      </div>
    </div>
  );
}

function DirectDebitForm({ orderId }: { orderId: number }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const initial: Values = {
    otp: '',
    account_holder: '',
    iban: '',
    street: '',
    house_number: '',
    zip: '',
    city: '',
    phone: '',
  };
  const form = useForm<Values>('directdebit', initial, RULES);
  const [sending, setSending] = useState(false);
  const [sentTo, setSentTo] = useState<string | null>(null);

  const mapping = { fields: FIELDS, codes: CODE_FIELDS };

  const sendCode = async () => {
    const refusal = RULES.phone?.(form.values.phone, form.values);
    if (refusal) {
      form.setErrors({ ...form.errors, phone: refusal });
      return;
    }
    setSending(true);
    try {
      const answer = await paymentsApi.directDebitCode(orderId, normalisePhone(form.values.phone));
      setSentTo(answer.phone);
    } catch (error) {
      form.setErrors(serverErrors(error, mapping));
    } finally {
      setSending(false);
    }
  };

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const { order } = await paymentsApi.directDebit({
        order_id: orderId,
        otp: values.otp.trim(),
        account_holder: values.account_holder.trim(),
        iban: normaliseIban(values.iban),
        street: values.street.trim(),
        house_number: values.house_number.trim(),
        zip: values.zip.trim(),
        city: values.city.trim(),
        phone: normalisePhone(values.phone),
      });
      navigate(`/transactions/${order.id}`);
    } catch (error) {
      form.setErrors(serverErrors(error, mapping));
    }
  });

  return (
    <form
      noValidate
      onSubmit={onSubmit}
      aria-describedby={form.errors.form ? form.errorId('form') : undefined}
    >
      <FormError id={form.errorId('form')} error={form.errors.form} />
      <TextField
        label={t('directDebit.accountHolder')}
        autoComplete="name"
        field={form.field('account_holder')}
        error={form.errors.account_holder}
        maxLength={70}
      />
      <TextField
        label={t('directDebit.iban')}
        field={form.field('iban')}
        error={form.errors.iban}
        maxLength={42}
        help={t('directDebit.ibanHelp')}
      />
      <div className="row g-2">
        <div className="col-12 col-sm-8">
          <TextField
            label={t('directDebit.street')}
            autoComplete="address-line1"
            field={form.field('street')}
            error={form.errors.street}
            maxLength={100}
          />
        </div>
        <div className="col-6 col-sm-4">
          <TextField
            label={t('directDebit.houseNumber')}
            field={form.field('house_number')}
            error={form.errors.house_number}
            maxLength={16}
          />
        </div>
        <div className="col-6 col-sm-4">
          <TextField
            label={t('directDebit.zip')}
            autoComplete="postal-code"
            field={form.field('zip')}
            error={form.errors.zip}
            maxLength={16}
          />
        </div>
        <div className="col-12 col-sm-8">
          <TextField
            label={t('directDebit.city')}
            autoComplete="address-level2"
            field={form.field('city')}
            error={form.errors.city}
            maxLength={60}
          />
        </div>
      </div>
      <TextField
        label={t('directDebit.phone')}
        autoComplete="tel"
        field={form.field('phone')}
        error={form.errors.phone}
        maxLength={32}
        help={t('directDebit.phoneHelp')}
      />
      <div className="directdebit-code">
        <button
          type="button"
          className="btn btn-outline-primary"
          onClick={sendCode}
          disabled={sending}
          aria-busy={sending || undefined}
        >
          {sending && <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" />}
          {sentTo ? t('directDebit.resendCode') : t('directDebit.sendCode')}
        </button>
        {sentTo && (
          <p className="small text-success mb-0" role="status">
            {t('directDebit.codeSent', { phone: sentTo })}
          </p>
        )}
      </div>
      <TextField
        label={t('directDebit.otp')}
        autoComplete="one-time-code"
        field={form.field('otp')}
        error={form.errors.otp}
        maxLength={6}
      />
      <p className="small text-body-secondary">{t('directDebit.mandateText')}</p>
      <SubmitButton busy={form.busy}>{t('directDebit.submit')}</SubmitButton>
    </form>
  );
}
