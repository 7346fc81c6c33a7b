import type { FormEvent, ReactNode } from 'react';

/**
 * One section of the profile editor: a titled card. With `onSubmit` its fields are a form, so
 * Enter in one of them saves (the whole editor's draft: one Save button, see ProfileDraft).
 */
export function EditorCard({
  id,
  title,
  text,
  children,
  onSubmit,
}: {
  id: string;
  title: string;
  text?: ReactNode;
  children: ReactNode;
  onSubmit?: () => void;
}) {
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
          {children}
        </form>
      ) : (
        children
      )}
    </section>
  );
}
