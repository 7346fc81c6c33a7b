import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { DELETE_REASONS, type DeleteReason, REACTIVATION_DAYS } from '../../../app-state/account/constants';
import { required } from '../../../app-state/account/validation';
import { errorText, serverErrors } from '../../../app-state/errorText';
import { useCompanyInfo } from '../../../app-state/site/useSettings';
import { FormError, PasswordField, SubmitButton } from '../../../components/Field';
import { useForm } from '../../../lib/form';
import { accountApi } from '../api';
import { Saved, SettingsCard } from './SettingsCard';

type Step = 'start' | 'reason' | 'offer' | 'confirm';

/**
 * Account deletion: reason → retention offer (the company's delete_discount) → password and the
 * final delete. "Keep my account" is the primary action of the offer.
 */
export function DeleteAccount() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const company = useCompanyInfo();
  const [step, setStep] = useState<Step>('start');
  const [kept, setKept] = useState(false);
  const [reason, setReason] = useState<DeleteReason | ''>('');
  const [reasonError, setReasonError] = useState(false);
  const [comment, setComment] = useState('');
  const form = useForm('delete', { password: '' }, { password: required });
  const discount = company?.delete_discount ?? 0;

  const go = (next: Step) => {
    setStep(next);
    setTimeout(() => document.getElementById(`delete-step-${next}`)?.focus(), 0);
  };

  const onDelete = form.handleSubmit(async ({ password }) => {
    if (!reason) return;
    try {
      await accountApi.deleteAccount({
        reason,
        password,
        ...(comment.trim() ? { comment: comment.trim() } : {}),
      });
      // The session is cleared by the page we go to: clearing it here would let the settings
      // page's login guard redirect first.
      await navigate('/account-deleted?deleted=1', { replace: true });
    } catch (error) {
      form.setErrors(
        serverErrors(error, { fields: ['password'], codes: { wrong_old_password: 'password' } }),
      );
    }
  });

  const keep = () => {
    setKept(true);
    setReason('');
    setComment('');
    go('start');
  };

  return (
    <SettingsCard
      id="settings-delete"
      title={t('settings.deleteTitle')}
      text={t('settings.deleteText', { count: REACTIVATION_DAYS })}
      tone="danger"
    >
      {step === 'start' && (
        <>
          <button
            type="button"
            className="btn btn-outline-danger"
            onClick={() => {
              setKept(false);
              go('reason');
            }}
          >
            {t('settings.deleteStart')}
          </button>
          {kept && <Saved>{t('settings.kept')}</Saved>}
        </>
      )}

      {step === 'reason' && (
        <form
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            if (!reason) {
              setReasonError(true);
              return;
            }
            go('offer');
          }}
        >
          <fieldset aria-describedby={reasonError ? 'delete-reason-error' : undefined}>
            <legend id="delete-step-reason" tabIndex={-1} className="form-label fw-semibold">
              {t('settings.reasonLegend')}
            </legend>
            {DELETE_REASONS.map((r) => (
              <div key={r} className="form-check mb-1">
                <input
                  type="radio"
                  className="form-check-input"
                  id={`delete-reason-${r}`}
                  name="delete-reason"
                  value={r}
                  checked={reason === r}
                  aria-invalid={reasonError ? true : undefined}
                  onChange={() => {
                    setReason(r);
                    setReasonError(false);
                  }}
                />
                <label className="form-check-label" htmlFor={`delete-reason-${r}`}>
                  {t(`settings.reasons.${r}`)}
                </label>
              </div>
            ))}
            {reasonError && (
              <div id="delete-reason-error" className="invalid-feedback d-block" role="alert">
                {errorText(t, { code: 'choose_option' })}
              </div>
            )}
          </fieldset>
          <div className="mt-3 mb-3">
            <label htmlFor="delete-comment" className="form-label">
              {t('settings.comment')} <span className="text-body-secondary">({t('common.optional')})</span>
            </label>
            <textarea
              id="delete-comment"
              className="form-control"
              rows={3}
              maxLength={1000}
              value={comment}
              onChange={(e) => setComment(e.target.value)}
            />
          </div>
          <div className="d-flex flex-wrap gap-2">
            <button type="submit" className="btn btn-outline-danger">
              {t('common.continue')}
            </button>
            <button type="button" className="btn btn-link" onClick={keep}>
              {t('common.cancel')}
            </button>
          </div>
        </form>
      )}

      {step === 'offer' && (
        <div className="retention-offer">
          <h3 id="delete-step-offer" tabIndex={-1} className="h5">
            {t('settings.offerTitle')}
          </h3>
          <p className="retention-offer__text">
            {discount > 0
              ? t('settings.offerText', { percent: discount })
              : t('settings.offerTextNoDiscount')}
          </p>
          <div className="d-flex flex-wrap gap-2 align-items-center">
            {discount > 0 ? (
              <Link to="/credits" className="btn btn-primary btn-lg" onClick={() => setKept(true)}>
                {t('settings.keep')}
              </Link>
            ) : (
              <button type="button" className="btn btn-primary btn-lg" onClick={keep}>
                {t('settings.keep')}
              </button>
            )}
            <button type="button" className="btn btn-link text-danger" onClick={() => go('confirm')}>
              {t('settings.continueDelete')}
            </button>
          </div>
        </div>
      )}

      {step === 'confirm' && (
        <form noValidate onSubmit={onDelete}>
          <h3 id="delete-step-confirm" tabIndex={-1} className="h5">
            {t('settings.confirmTitle')}
          </h3>
          <p>{t('settings.confirmText', { count: REACTIVATION_DAYS })}</p>
          <FormError id={form.errorId('form')} error={form.errors.form} />
          <PasswordField
            label={t('form.password')}
            field={form.field('password')}
            error={form.errors.password}
          />
          <div className="d-flex flex-wrap gap-2">
            <SubmitButton busy={form.busy} className="btn btn-danger">
              {t('settings.confirmDelete')}
            </SubmitButton>
            <button type="button" className="btn btn-primary" onClick={keep}>
              {t('settings.keep')}
            </button>
          </div>
        </form>
      )}
    </SettingsCard>
  );
}
