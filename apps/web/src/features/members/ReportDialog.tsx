import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiRequestError } from '../../api/errors';
import { errorText } from '../../app-state/errorText';
import { REPORT_REASONS, type ReportReason } from '../../app-state/profile/constants';
import { Dialog } from '../../components/Dialog';
import { useFormatLocale } from '../../i18n/useFormatLocale';
import { memberApi, type ReportReceipt } from './api';

export function formatReceiptDate(iso: string, locale: string): string {
  return new Intl.DateTimeFormat(locale, {
    dateStyle: 'long',
    timeStyle: 'short',
  }).format(new Date(iso));
}

/**
 * Report a profile (or one of its messages, like a chat photo): a reason, an optional text and "also block", checked by default so a report
 * protects the reporter at once (decision 036); then the receipt with its number, date and whether
 * the member is now blocked. `onBlocked` lets the page refresh what the block hides.
 */
export default function ReportDialog({
  profileId,
  name,
  alreadyBlocked = false,
  messageId,
  initialReason,
  onBlocked,
  onClose,
}: {
  profileId: number;
  name: string;
  /** A message of theirs being reported (a chat photo), and the reason it suggests. */
  messageId?: number;
  initialReason?: ReportReason;
  alreadyBlocked?: boolean;
  onBlocked?: () => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const locale = useFormatLocale();
  const [reason, setReason] = useState<ReportReason | ''>(initialReason ?? '');
  const [text, setText] = useState('');
  const [alsoBlock, setAlsoBlock] = useState(true);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [receipt, setReceipt] = useState<ReportReceipt | null>(null);

  const submit = async () => {
    if (!reason) {
      setError('choose_option');
      return;
    }
    setBusy(true);
    setError(null);
    try {
      const answer = await memberApi.report({
        profile_id: profileId,
        ...(messageId ? { message_id: messageId } : {}),
        reason,
        ...(text.trim() ? { text: text.trim() } : {}),
        block: alsoBlock && !alreadyBlocked,
      });
      setReceipt(answer.report);
      if (answer.report.blocked) onBlocked?.();
    } catch (cause) {
      setError(cause instanceof ApiRequestError ? cause.code : 'generic');
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog labelledBy="report-title" onClose={onClose}>
      <div className="modal-header">
        <h2 id="report-title" className="modal-title h5">
          {t('member.reportTitle', { name })}
        </h2>
        <button type="button" className="btn-close" aria-label={t('common.close')} onClick={onClose} />
      </div>
      {receipt ? (
        <>
          <div className="modal-body">
            <div className="report-receipt" role="status">
              <div className="report-receipt__icon" aria-hidden="true">
                ✓
              </div>
              <p className="mb-0">
                {t('member.reportReceipt', {
                  id: receipt.id,
                  date: formatReceiptDate(receipt.created_at, locale),
                })}
              </p>
              {receipt.blocked && <p className="mb-0 mt-2">{t('member.reportBlocked', { name })}</p>}
            </div>
          </div>
          <div className="modal-footer">
            <button type="button" className="btn btn-primary" onClick={onClose} data-autofocus>
              {t('common.close')}
            </button>
          </div>
        </>
      ) : (
        <form
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            void submit();
          }}
        >
          <div className="modal-body">
            <fieldset
              className="mb-3"
              aria-describedby={error === 'choose_option' ? 'report-error' : undefined}
            >
              <legend className="form-label">{t('member.reportReason')}</legend>
              {REPORT_REASONS.map((r) => (
                <div key={r} className="form-check">
                  <input
                    className="form-check-input"
                    type="radio"
                    name="report-reason"
                    id={`report-reason-${r}`}
                    value={r}
                    checked={reason === r}
                    onChange={() => {
                      setReason(r);
                      setError(null);
                    }}
                  />
                  <label className="form-check-label" htmlFor={`report-reason-${r}`}>
                    {t(`member.reasons.${r}`)}
                  </label>
                </div>
              ))}
            </fieldset>
            <label htmlFor="report-text" className="form-label">
              {t('member.reportText')} <span className="text-body-secondary">({t('common.optional')})</span>
            </label>
            <textarea
              id="report-text"
              className="form-control"
              rows={3}
              maxLength={2000}
              value={text}
              onChange={(e) => setText(e.target.value)}
            />
            {!alreadyBlocked && (
              <div className="form-check mt-3">
                <input
                  className="form-check-input"
                  type="checkbox"
                  id="report-block"
                  checked={alsoBlock}
                  onChange={(e) => setAlsoBlock(e.target.checked)}
                  aria-describedby="report-block-hint"
                />
                <label className="form-check-label" htmlFor="report-block">
                  {t('member.reportAlsoBlock')}
                </label>
                <div id="report-block-hint" className="form-text">
                  {t('member.reportAlsoBlockHint', { name })}
                </div>
              </div>
            )}
            {error && (
              <div id="report-error" className="invalid-feedback d-block" role="alert">
                {errorText(t, { code: error })}
              </div>
            )}
          </div>
          <div className="modal-footer">
            <button type="button" className="btn btn-link text-body-secondary" onClick={onClose}>
              {t('common.cancel')}
            </button>
            <button type="submit" className="btn btn-danger" disabled={busy} aria-busy={busy || undefined}>
              {busy && <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" />}
              {t('member.reportSend')}
            </button>
          </div>
        </form>
      )}
    </Dialog>
  );
}
