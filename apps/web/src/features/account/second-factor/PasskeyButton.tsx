import { type ReactNode, useState } from 'react';
import { FormError } from '../../../components/Field';
import { passkeyErrorCode } from './passkey';

/** A key (Material Icons' "key", Apache 2.0), drawn inline like the account cards' icons. */
const KEY =
  'M12.65 10A5.99 5.99 0 0 0 7 6c-3.31 0-6 2.69-6 6s2.69 6 6 6a5.99 5.99 0 0 0 5.65-4H17v4h4v-4h2v-4zM7 14a2 2 0 1 1 0-4 2 2 0 0 1 0 4z';

/**
 * A button that runs a passkey ceremony (`run`), busy meanwhile; a failure shows as a message
 * above it (closed prompt, unsupported address, the server's refusal).
 */
export function PasskeyButton({
  id,
  run,
  children,
  className = 'btn btn-primary btn-lg w-100',
}: {
  id: string;
  run: () => Promise<void>;
  children: ReactNode;
  className?: string;
}) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const click = async () => {
    setBusy(true);
    setError(null);
    try {
      await run();
    } catch (failure) {
      setError(passkeyErrorCode(failure));
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="passkey-button">
      <FormError id={`${id}-error`} error={error ? { code: error } : undefined} />
      <button
        type="button"
        id={id}
        className={className}
        disabled={busy}
        aria-busy={busy || undefined}
        onClick={() => void click()}
      >
        {busy ? (
          <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" />
        ) : (
          <svg className="me-2" viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
            <path fill="currentColor" d={KEY} />
          </svg>
        )}
        {children}
      </button>
    </div>
  );
}
