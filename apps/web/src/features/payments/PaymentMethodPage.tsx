import type { DiscountCode, Package } from '@amora/shared/api/payments';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useNavigate, useParams } from 'react-router';
import { ApiRequestError } from '../../api/errors';
import { errorText } from '../../app-state/errorText';
import { useSession, useSessionKnown } from '../../app-state/session/useSession';
import { PageSpinner } from '../../components/PageSpinner';
import { goToCheckout, paymentsApi } from './api';
import { CARD_BRANDS, isPaymentMethod, type PaymentMethod } from './constants';
import { DiscountCodeField } from './DiscountCodeField';
import { CardBrands, MethodLogo } from './MethodLogo';
import { codeMisfit, formatPrice } from './money';
import { PriceTag } from './PackageCard';
import { PaymentsError, PaymentsModeNote } from './PaymentsState';
import { usePackages } from './usePackages';
import { WithdrawalWaiver } from './WithdrawalWaiver';

/**
 * /credits/{id}/{paymentmethod?}: the chosen bundle and the payment methods of the member's
 * country; the path's method is preselected. Paying creates the order and goes to its checkout.
 */
export default function PaymentMethodPage() {
  const { t } = useTranslation();
  const params = useParams();
  const user = useSession();
  const known = useSessionKnown();
  const packages = usePackages();
  const id = Number(params.id);
  if (!known) return <PageSpinner />;
  if (!user) return <Navigate to={`/login?next=/credits/${id}`} replace />;
  if (packages.isPending) return <PageSpinner />;
  if (packages.isError) {
    return (
      <div className="payments-page container">
        <PaymentsError error={packages.error} />
      </div>
    );
  }
  const all = [...packages.data.credits, ...packages.data.premium];
  const pkg = all.find((p) => p.id === id);
  if (!pkg) {
    return (
      <div className="payments-page container">
        <PaymentsError error={new ApiRequestError('package_not_found', 404)} />
      </div>
    );
  }
  const methods = packages.data.payment_methods;
  const wanted = isPaymentMethod(params.paymentmethod) && methods.includes(params.paymentmethod);
  return (
    <div className="payments-page container">
      <header className="payments-page__header">
        <h1>{t('pages.credits-id-paymentmethod.title')}</h1>
      </header>
      <PaymentsModeNote mode={packages.data.payments} back="/credits" />
      {packages.data.payments !== 'unavailable' && (
        <Checkout
          pkg={pkg}
          methods={methods}
          initial={wanted ? (params.paymentmethod as PaymentMethod) : (methods[0] ?? null)}
          discountCode={pkg.discounted_price !== null ? (packages.data.active_discount?.code ?? null) : null}
        />
      )}
    </div>
  );
}

function Checkout({
  pkg,
  methods,
  initial,
  discountCode,
}: {
  pkg: Package;
  methods: PaymentMethod[];
  initial: PaymentMethod | null;
  discountCode: string | null;
}) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const [method, setMethod] = useState<PaymentMethod | null>(initial);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [entered, setEntered] = useState<DiscountCode | null>(null);
  const [waiver, setWaiver] = useState(false);
  const [waiverMissing, setWaiverMissing] = useState(false);
  // An entered code that this package or method does not meet shows why at once, the price is
  // the one without it, and it is not sent with the order (the automatic discount still is).
  const misfit = entered ? codeMisfit(entered, { price: pkg.price, currency: pkg.currency, method }) : null;
  const fitting = misfit ? null : entered;
  const code = fitting?.code ?? discountCode;

  const pay = async () => {
    if (!method) return;
    if (!waiver) {
      setWaiverMissing(true);
      return;
    }
    setBusy(true);
    setError(null);
    try {
      const { checkout_url } = await paymentsApi.createOrder({
        package_id: pkg.id,
        payment_method: method,
        ...(code ? { discount_code: code } : {}),
        withdrawal_waiver: true,
      });
      goToCheckout(checkout_url, navigate);
    } catch (cause) {
      const refused = cause instanceof ApiRequestError ? cause.code : 'generic';
      // A code the order refuses is dropped, so the next try pays without it (or with another).
      if (refused.startsWith('code_')) setEntered(null);
      setError(refused);
      setBusy(false);
    }
  };

  return (
    <div className="row g-4">
      <div className="col-lg-5 order-lg-2">
        <section className={`checkout-summary package-card--p${pkg.tier}`} aria-labelledby="summary-title">
          <h2 id="summary-title" className="h5">
            {t('payments.summary')}
          </h2>
          <p className="checkout-summary__credits">
            {t(pkg.kind === 'premium' ? 'payments.premiumPackage' : 'payments.creditsPackage', {
              count: pkg.credits,
            })}
          </p>
          <p className="checkout-summary__price">
            {/* An entered code: its percentage as a preview; the server computes the amount. */}
            <PriceTag
              pkg={
                fitting
                  ? {
                      ...pkg,
                      discounted_price: Math.round((pkg.price * (100 - fitting.value_percentage)) / 100),
                    }
                  : pkg
              }
            />
          </p>
          {discountCode && !fitting && (
            <p className="small mb-0">{t('payments.withCode', { code: discountCode })}</p>
          )}
          {entered && misfit && (
            <p className="checkout-summary__misfit small mb-2" role="status">
              {misfit.reason === 'minimum'
                ? t('payments.codeMinimum', {
                    code: entered.code,
                    amount: formatPrice(misfit.minimum, misfit.currency, i18n.language),
                  })
                : misfit.reason === 'method'
                  ? t('payments.codeMethod', { code: entered.code })
                  : errorText(t, { code: 'code_not_applicable' })}
            </p>
          )}
          <DiscountCodeField applied={fitting} onApply={setEntered} />
          {/* Its own line: beside the discount code's link the two read as one. */}
          <p className="small mt-2 mb-0">
            <Link to={pkg.kind === 'premium' ? '/premium' : '/credits'}>{t('payments.otherPackage')}</Link>
          </p>
        </section>
      </div>
      <div className="col-lg-7">
        <fieldset className="method-list">
          <legend className="h5">{t('payments.chooseMethod')}</legend>
          {methods.map((m) => (
            <label key={m} className={`method-option${method === m ? ' method-option--selected' : ''}`}>
              <input
                type="radio"
                name="payment_method"
                value={m}
                checked={method === m}
                onChange={() => setMethod(m)}
                className="form-check-input"
              />
              <MethodLogo method={m} />
              <span className="method-option__label">
                {t(`payments.methods.${m}`)}
                {m === 'creditcard' && <CardBrands brands={CARD_BRANDS} />}
              </span>
            </label>
          ))}
        </fieldset>
        <WithdrawalWaiver
          checked={waiver}
          invalid={waiverMissing && !waiver}
          onChange={(checked) => {
            setWaiver(checked);
            setWaiverMissing(false);
          }}
        />
        {error && (
          <div className="alert alert-danger mt-3" role="alert">
            {errorText(t, { code: error })}
          </div>
        )}
        <button
          type="button"
          className="btn btn-primary btn-lg w-100 mt-3"
          disabled={!method || busy}
          aria-busy={busy || undefined}
          onClick={pay}
        >
          {busy && <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" />}
          {t('payments.pay')}
        </button>
        <p className="small text-body-secondary mt-2">{t('payments.secureNote')}</p>
      </div>
    </div>
  );
}
