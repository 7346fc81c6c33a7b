import { useTranslation } from 'react-i18next';

/**
 * The buyer's express consent to delivery at once, which ends the right of withdrawal for
 * digital content (EU Consumer Rights Directive art. 16(m)). The server refuses orders without it.
 */
export function WithdrawalWaiver({
  checked,
  onChange,
  invalid,
}: {
  checked: boolean;
  onChange: (checked: boolean) => void;
  invalid: boolean;
}) {
  const { t } = useTranslation();
  return (
    <div className="form-check mt-3">
      <input
        id="withdrawal-waiver"
        type="checkbox"
        className={`form-check-input${invalid ? ' is-invalid' : ''}`}
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
        aria-describedby={invalid ? 'withdrawal-waiver-error' : undefined}
      />
      <label className="form-check-label small" htmlFor="withdrawal-waiver">
        {t('payments.withdrawalWaiver')}
      </label>
      {invalid && (
        <div id="withdrawal-waiver-error" className="invalid-feedback d-block">
          {t('errors.withdrawal_waiver_required')}
        </div>
      )}
    </div>
  );
}
