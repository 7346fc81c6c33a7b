import { type KeyboardEvent, type ReactNode, useEffect, useRef } from 'react';
import { createPortal } from 'react-dom';
import { focusPageContent } from '../lib/pageFocus';
import { dialogClosed, dialogOpened } from './toasts/toastStore';

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * A modal dialog on Bootstrap's modal classes, without react-bootstrap's Modal (≈ 9 KB gzip that
 * the entry warning would put on every first view): role dialog, aria-modal, focus moved in,
 * kept in (Tab) and given back on close, Escape and backdrop click close unless `onClose` is
 * absent (a static dialog), page scrolling locked.
 */
export function Dialog({
  labelledBy,
  onClose,
  children,
  className = '',
  size,
}: {
  labelledBy: string;
  onClose?: () => void;
  children: ReactNode;
  className?: string;
  size?: 'sm' | 'lg';
}) {
  const root = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const previous = document.activeElement as HTMLElement | null;
    const body = document.body;
    dialogOpened();
    body.classList.add('modal-open');
    body.style.overflow = 'hidden';
    const content = root.current?.querySelector<HTMLElement>('.modal-content');
    (content?.querySelector<HTMLElement>('[autofocus], [data-autofocus]') ?? root.current)?.focus();
    return () => {
      dialogClosed();
      body.classList.remove('modal-open');
      body.style.overflow = '';
      // Focus goes back where it was; a dialog that opened on its own (the entry warning) gives
      // it to the page's content, not to the page's body (lib/pageFocus.ts).
      if (previous && previous !== body && previous.isConnected) previous.focus?.();
      else focusPageContent();
    };
  }, []);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape' && onClose) {
      event.stopPropagation();
      onClose();
      return;
    }
    if (event.key !== 'Tab') return;
    const items = [...(root.current?.querySelectorAll<HTMLElement>(FOCUSABLE) ?? [])];
    const first = items[0];
    const last = items[items.length - 1];
    if (!first || !last) {
      event.preventDefault();
      return;
    }
    if (event.shiftKey && (document.activeElement === first || document.activeElement === root.current)) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  };

  return createPortal(
    <>
      <div className="modal-backdrop fade show" />
      <div
        ref={root}
        className={`modal fade show d-block ${className}`}
        role="dialog"
        aria-modal="true"
        aria-labelledby={labelledBy}
        tabIndex={-1}
        onKeyDown={onKeyDown}
        onMouseDown={(event) => {
          if (onClose && event.target === event.currentTarget) onClose();
        }}
      >
        <div className={`modal-dialog modal-dialog-centered${size ? ` modal-${size}` : ''}`}>
          <div className="modal-content">{children}</div>
        </div>
      </div>
    </>,
    document.body,
  );
}
