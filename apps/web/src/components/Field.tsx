import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../app-state/errorText';
import type { FieldError, FieldProps } from '../lib/form';

interface FieldShellProps {
  label: ReactNode;
  field: FieldProps;
  error: FieldError | undefined;
  help?: ReactNode;
  /** Shown under the error (the e-mail did-you-mean). */
  extra?: ReactNode;
  children: ReactNode;
}

/** Label, control, help and error, tied together with for/id, aria-invalid and aria-describedby. */
function FieldShell({ label, field, error, help, extra, children }: FieldShellProps) {
  const { t } = useTranslation();
  return (
    <div className="form-field mb-3">
      <label htmlFor={field.id} className="form-label">
        {label}
      </label>
      {children}
      {error && (
        <div id={`${field.id}-error`} className="invalid-feedback d-block" role="alert">
          {errorText(t, error)}
        </div>
      )}
      {extra}
      {help && (
        <div id={`${field.id}-help`} className="form-text">
          {help}
        </div>
      )}
    </div>
  );
}

export interface TextFieldProps {
  label: ReactNode;
  field: FieldProps;
  error: FieldError | undefined;
  type?: 'text' | 'email' | 'date';
  autoComplete?: string;
  help?: ReactNode;
  extra?: ReactNode;
  maxLength?: number;
  inputMode?: 'email' | 'text' | 'numeric';
  /** A text of several lines (a textarea this many rows high). */
  rows?: number;
}

export function TextField({
  label,
  field,
  error,
  type = 'text',
  autoComplete,
  help,
  extra,
  maxLength,
  inputMode,
  rows,
}: TextFieldProps) {
  if (rows) {
    return (
      <FieldShell label={label} field={field} error={error} help={help} extra={extra}>
        <textarea
          {...field}
          aria-describedby={joinIds(field['aria-describedby'], help ? `${field.id}-help` : undefined)}
          className={`form-control${error ? ' is-invalid' : ''}`}
          rows={rows}
          maxLength={maxLength}
        />
      </FieldShell>
    );
  }
  return (
    <FieldShell label={label} field={field} error={error} help={help} extra={extra}>
      <input
        {...field}
        aria-describedby={joinIds(field['aria-describedby'], help ? `${field.id}-help` : undefined)}
        type={type}
        className={`form-control${error ? ' is-invalid' : ''}`}
        autoComplete={autoComplete}
        maxLength={maxLength}
        inputMode={inputMode}
        spellCheck={type === 'email' ? false : undefined}
        autoCapitalize={type === 'email' ? 'none' : undefined}
      />
    </FieldShell>
  );
}

/** Password input with a show/hide toggle. */
export function PasswordField({
  label,
  field,
  error,
  autoComplete = 'current-password',
  help,
}: Omit<TextFieldProps, 'type' | 'extra'>) {
  const { t } = useTranslation();
  const [visible, setVisible] = useState(false);
  return (
    <FieldShell label={label} field={field} error={error} help={help}>
      <div className="password-input">
        <input
          {...field}
          aria-describedby={joinIds(field['aria-describedby'], help ? `${field.id}-help` : undefined)}
          type={visible ? 'text' : 'password'}
          className={`form-control${error ? ' is-invalid' : ''}`}
          autoComplete={autoComplete}
          autoCapitalize="none"
          spellCheck={false}
        />
        <button
          type="button"
          className="btn btn-link password-input__toggle"
          aria-pressed={visible}
          aria-controls={field.id}
          onClick={() => setVisible((v) => !v)}
          aria-label={visible ? t('common.hidePassword') : t('common.showPassword')}
          title={visible ? t('common.hidePassword') : t('common.showPassword')}
        >
          {/* An icon keeps the field's text clear of the button in every language. */}
          <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
            <path
              fill="currentColor"
              d="M12 5c-5 0-9.3 3.1-11 7 1.7 3.9 6 7 11 7s9.3-3.1 11-7c-1.7-3.9-6-7-11-7zm0 11.5a4.5 4.5 0 1 1 0-9 4.5 4.5 0 0 1 0 9zm0-7a2.5 2.5 0 1 0 0 5 2.5 2.5 0 0 0 0-5z"
            />
            {visible && <path stroke="currentColor" strokeWidth="2" d="M3 3l18 18" />}
          </svg>
        </button>
      </div>
    </FieldShell>
  );
}

function joinIds(...ids: (string | undefined)[]): string | undefined {
  const joined = ids.filter(Boolean).join(' ');
  return joined || undefined;
}

/** The form-wide refusal (login failed, account blocked, …), announced to screen readers. */
export function FormError({ id, error }: { id: string; error: FieldError | undefined }) {
  const { t } = useTranslation();
  if (!error) return null;
  return (
    <div id={id} className="alert alert-danger py-2" role="alert">
      {errorText(t, error)}
    </div>
  );
}

/** Submit button with a busy state: disabled, spinner and aria-busy while the call runs. */
export function SubmitButton({
  busy,
  children,
  className = 'btn btn-primary btn-lg w-100',
}: {
  busy: boolean;
  children: ReactNode;
  className?: string;
}) {
  return (
    <button type="submit" className={className} disabled={busy} aria-busy={busy || undefined}>
      {busy && <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" />}
      {children}
    </button>
  );
}
