import type { ModerationReason } from '@amora/shared/api/staff';
import { type QueryKey, useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { ApiRequestError } from '../../api/errors';
import { MODERATION_REASONS } from './constants';
import { S } from './strings';

export function Loading() {
  return <p className="text-body-secondary">{S.loading}</p>;
}

export function ErrorBox({ error }: { error: unknown }) {
  if (!error) return null;
  const text =
    error instanceof ApiRequestError
      ? `${error.code}${error.fields ? ` ${JSON.stringify(error.fields)}` : ''}`
      : String(error);
  return (
    <div className="alert alert-danger py-2" role="alert">
      {S.error} {text}
    </div>
  );
}

/** Runs a staff action: busy flag, error, and a refetch of the given queries afterwards. */
export function useAction(...refresh: QueryKey[]) {
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const run = async (action: () => Promise<unknown>): Promise<boolean> => {
    setBusy(true);
    setError(null);
    try {
      await action();
      await Promise.all(refresh.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
      return true;
    } catch (err) {
      setError(err);
      return false;
    } finally {
      setBusy(false);
    }
  };
  return { busy, error, run };
}

export function ReasonSelect({
  value,
  onChange,
  id,
}: {
  value: ModerationReason | '';
  onChange: (value: ModerationReason | '') => void;
  id: string;
}) {
  return (
    <select
      id={id}
      aria-label={S.reason}
      className="form-select form-select-sm"
      value={value}
      onChange={(e) => onChange(e.target.value as ModerationReason | '')}
    >
      <option value="">{S.chooseReason}</option>
      {MODERATION_REASONS.map((r) => (
        <option key={r} value={r}>
          {S.reasons[r]}
        </option>
      ))}
    </select>
  );
}

export function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="mb-4">
      <h1 className="h3 mb-3">{title}</h1>
      {children}
    </section>
  );
}

export const when = (iso: string) =>
  new Date(iso).toLocaleString('en-GB', { dateStyle: 'medium', timeStyle: 'short' });

/**
 * A table wider than a phone scrolls sideways in its own box; the box takes focus so a keyboard
 * can scroll it too (WCAG 2.1.1, axe's scrollable-region-focusable).
 */
export function ScrollTable({ children }: { children: ReactNode }) {
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling box must be reachable to be scrolled by keyboard
    <div className="table-responsive" tabIndex={0}>
      {children}
    </div>
  );
}
