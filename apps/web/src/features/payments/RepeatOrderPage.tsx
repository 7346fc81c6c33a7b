import type { Order } from '@amora/shared/api/payments';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useNavigate } from 'react-router';
import { ApiRequestError } from '../../api/errors';
import { errorText } from '../../app-state/errorText';
import { useSession, useSessionKnown } from '../../app-state/session/useSession';
import { PageSpinner } from '../../components/PageSpinner';
import { useFormatLocale } from '../../i18n/useFormatLocale';
import { goToCheckout, ordersQuery, paymentsApi } from './api';
import { MethodLogo } from './MethodLogo';
import { formatPrice } from './money';
import { PaymentsError, PaymentsModeBanner, usePaymentsAvailable } from './PaymentsState';
import { WithdrawalWaiver } from './WithdrawalWaiver';

/** /credits/repeat-order: premium members buy an earlier order again in one step. */
export default function RepeatOrderPage() {
  const { t } = useTranslation();
  const user = useSession();
  const known = useSessionKnown();
  const available = usePaymentsAvailable();
  if (!known) return <PageSpinner />;
  if (!user) return <Navigate to="/login?next=/credits/repeat-order" replace />;
  return (
    <div className="payments-page container">
      <header className="payments-page__header">
        <h1>{t('pages.credits-repeat-order.title')}</h1>
        <p className="lead">{t('pages.credits-repeat-order.intro')}</p>
      </header>
      <PaymentsModeBanner />
      {!available ? null : user.paid_user ? (
        <OrderList />
      ) : (
        <div className="alert alert-warning" role="alert">
          <p className="mb-2">{t('errors.premium_required')}</p>
          <Link to="/premium" className="btn btn-primary">
            {t('payments.premiumLink')}
          </Link>
        </div>
      )}
    </div>
  );
}

function OrderList() {
  const { t, i18n } = useTranslation();
  const locale = useFormatLocale();
  const navigate = useNavigate();
  const orders = useQuery(ordersQuery);
  const [busy, setBusy] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [waiver, setWaiver] = useState(false);
  const [waiverMissing, setWaiverMissing] = useState(false);

  const repeat = async (order: Order) => {
    if (!waiver) {
      setWaiverMissing(true);
      return;
    }
    setBusy(order.id);
    setError(null);
    try {
      const { checkout_url } = await paymentsApi.repeatOrder(order.id, true);
      goToCheckout(checkout_url, navigate);
    } catch (cause) {
      setError(cause instanceof ApiRequestError ? cause.code : 'generic');
      setBusy(null);
    }
  };

  if (orders.isPending) return <PageSpinner />;
  if (orders.isError) return <PaymentsError error={orders.error} />;
  const paid = orders.data.orders.filter((o) => o.status === 'paid');
  if (paid.length === 0) {
    return (
      <p>
        {t('repeatOrder.none')} <Link to="/credits">{t('payments.buyCredits')}</Link>
      </p>
    );
  }
  const date = new Intl.DateTimeFormat(locale, { dateStyle: 'medium' });
  return (
    <>
      {error && (
        <div className="alert alert-danger" role="alert">
          {errorText(t, { code: error })}
        </div>
      )}
      <ul className="repeat-list">
        {paid.map((order) => (
          <li key={order.id} className="repeat-list__item">
            <MethodLogo method={order.payment_method} />
            <div className="repeat-list__text">
              <strong>{t('payments.creditsPackage', { count: order.credits })}</strong>
              <span className="text-body-secondary">
                {formatPrice(order.original_amount, order.currency, i18n.language)} ·{' '}
                {date.format(new Date(order.paid_at ?? order.created_at))}
              </span>
            </div>
            <button
              type="button"
              className="btn btn-primary"
              disabled={busy !== null}
              aria-busy={busy === order.id || undefined}
              onClick={() => repeat(order)}
            >
              {t('repeatOrder.again')}
            </button>
          </li>
        ))}
      </ul>
      <WithdrawalWaiver
        checked={waiver}
        invalid={waiverMissing && !waiver}
        onChange={(checked) => {
          setWaiver(checked);
          setWaiverMissing(false);
        }}
      />
    </>
  );
}
