import type { FormEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { FieldError } from '../../lib/form';
import { errorText } from '../account/errorText';

/** One section of the profile editor: a titled card with its own form, save button and saved note. */
export function EditorCard({
  id,
  title,
  text,
  children,
  onSubmit,
  busy,
  saved,
  formError,
}: {
  id: string;
  title: string;
  text?: ReactNode;
  children: ReactNode;
  onSubmit?: () => void;
  busy?: boolean;
  saved?: boolean;
  formError?: FieldError;
}) {
  const { t } = useTranslation();
  const body = (
    <>
      {children}
      {formError && (
        <div className="alert alert-danger py-2" role="alert">
          {errorText(t, formError)}
        </div>
      )}
      {onSubmit && (
        <div className="editor-card__actions">
          <button type="submit" className="btn btn-primary" disabled={busy} aria-busy={busy || undefined}>
            {busy && <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" />}
            {busy ? t('common.saving') : t('common.save')}
          </button>
          <span className="editor-card__saved" role="status">
            {saved && (
              <>
                <span aria-hidden="true">✓ </span>
                {t('profile.saved')}
              </>
            )}
          </span>
        </div>
      )}
    </>
  );
  return (
    <section id={id} className="editor-card" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="editor-card__title">
        {title}
      </h2>
      {text && <p className="editor-card__text">{text}</p>}
      {onSubmit ? (
        <form
          noValidate
          onSubmit={(event: FormEvent) => {
            event.preventDefault();
            onSubmit();
          }}
        >
          {body}
        </form>
      ) : (
        body
      )}
    </section>
  );
}
