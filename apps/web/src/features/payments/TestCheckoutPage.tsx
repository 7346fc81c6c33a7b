import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { ApiRequestError } from '../../api/errors';
import { errorText } from '../../app-state/errorText';
import { Brand } from '../../components/Brand';
import { PageSpinner } from '../../components/PageSpinner';
import { goToCheckout, paymentsApi, type TestOutcome, testPaymentQuery } from './api';
import { MethodLogo } from './MethodLogo';
import { formatPrice } from './money';
import { PaymentsError, PaymentsModeNote } from './PaymentsState';

const OUTCOMES: { outcome: TestOutcome; className: string }[] = [
  { outcome: 'paid', className: 'btn-success' },
  { outcome: 'failed', className: 'btn-danger' },
  { outcome: 'cancelled', className: 'btn-secondary' },
  { outcome: 'pending', className: 'btn-warning' },
];

/**
 * /test-checkout/{payment_id}: the built-in test provider's hosted checkout. No money moves: the
 * payer picks the outcome, the server books it as a provider's webhook would, and sends us on.
 */
export default function TestCheckoutPage() {
  const { t, i18n } = useTranslation();
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const payment = useQuery(testPaymentQuery(id));
  const [busy, setBusy] = useState<TestOutcome | null>(null);
  const [error, setError] = useState<string | null>(null);

  const choose = async (outcome: TestOutcome) => {
    setBusy(outcome);
    setError(null);
    try {
      const { redirect_url } = await paymentsApi.testCheckout(id, outcome);
      goToCheckout(redirect_url, navigate);
    } catch (cause) {
      setError(cause instanceof ApiRequestError ? cause.code : 'generic');
      setBusy(null);
    }
  };

  // Test payments off (decision 022): the checkout does not exist, and says only that.
  if (payment.error instanceof ApiRequestError && payment.error.code === 'payments_unavailable') {
    return (
      <section className="payments-page container">
        <PaymentsModeNote mode="unavailable" back="/credits" />
      </section>
    );
  }

  return (
    <section className="test-checkout container">
      <div className="test-checkout__mode" role="note">
        {t('testCheckout.mode')}
      </div>
      <div className="test-checkout__card">
        <div className="text-center mb-3">
          <Brand className="brand--dark" />
        </div>
        <h1 className="h3 text-center">{t('testCheckout.title')}</h1>
        <p className="text-center text-body-secondary">{t('testCheckout.intro')}</p>
        {payment.isPending && <PageSpinner />}
        {payment.isError && <PaymentsError error={payment.error} />}
        {payment.data && (
          <>
            <dl className="test-checkout__details">
              <dt>{t('testCheckout.amount')}</dt>
              <dd className="test-checkout__amount">
                {formatPrice(payment.data.payment.amount, payment.data.payment.currency, i18n.language)}
              </dd>
              <dt>{t('testCheckout.description')}</dt>
              <dd>{payment.data.payment.description}</dd>
              <dt>{t('testCheckout.method')}</dt>
              <dd className="d-flex align-items-center gap-2">
                <MethodLogo method={payment.data.payment.method} />
                {t(`payments.methods.${payment.data.payment.method}`)}
              </dd>
            </dl>
            {error && (
              <div className="alert alert-danger" role="alert">
                {errorText(t, { code: error })}
              </div>
            )}
            <div className="test-checkout__outcomes">
              {OUTCOMES.map(({ outcome, className }) => (
                <button
                  key={outcome}
                  type="button"
                  className={`btn btn-lg ${className}`}
                  disabled={busy !== null}
                  aria-busy={busy === outcome || undefined}
                  onClick={() => choose(outcome)}
                >
                  {t(`testCheckout.outcomes.${outcome}`)}
                </button>
              ))}
            </div>
          </>
        )}
      </div>
    </section>
  );
}
