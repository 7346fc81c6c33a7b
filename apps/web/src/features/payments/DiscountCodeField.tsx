import type { DiscountCode } from '@amora/shared/api/payments';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiRequestError } from '../../api/errors';
import { errorText } from '../../app-state/errorText';
import { paymentsApi } from './api';

/**
 * "Have a discount code?": the code is checked with GET /api/discountcode.php (code_not_found,
 * code_already_used) and then sent with the order; the server computes the price with it.
 */
export function DiscountCodeField({
  applied,
  onApply,
}: {
  applied: DiscountCode | null;
  onApply: (code: DiscountCode) => void;
}) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [value, setValue] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  if (applied) {
    return (
      <p className="discount-code__applied" role="status">
        {t('payments.codeApplied', { code: applied.code, percent: applied.value_percentage })}
      </p>
    );
  }
  if (!open) {
    return (
      <button type="button" className="btn btn-link px-0" onClick={() => setOpen(true)}>
        {t('payments.haveCode')}
      </button>
    );
  }
  const apply = async () => {
    if (!value.trim()) return;
    setBusy(true);
    setError(null);
    try {
      onApply(await paymentsApi.discountCode(value.trim()));
    } catch (cause) {
      setError(cause instanceof ApiRequestError ? cause.code : 'generic');
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="discount-code">
      <label htmlFor="discount-code" className="form-label">
        {t('payments.codeLabel')}
      </label>
      <div className="input-group">
        <input
          id="discount-code"
          className={`form-control${error ? ' is-invalid' : ''}`}
          value={value}
          maxLength={64}
          autoCapitalize="characters"
          spellCheck={false}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? 'discount-code-error' : undefined}
          onChange={(event) => {
            setValue(event.target.value);
            setError(null);
          }}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              event.preventDefault();
              void apply();
            }
          }}
        />
        <button
          type="button"
          className="btn btn-outline-primary"
          onClick={apply}
          disabled={busy}
          aria-busy={busy || undefined}
        >
          {t('payments.apply')}
        </button>
      </div>
      {error && (
        <div id="discount-code-error" className="invalid-feedback d-block" role="alert">
          {errorText(t, { code: error })}
        </div>
      )}
    </div>
  );
}
