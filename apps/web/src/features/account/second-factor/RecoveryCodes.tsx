import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

/** The ten recovery codes, shown once after the setup, with a copy button. */
export function RecoveryCodes({ codes, onContinue }: { codes: string[]; onContinue: () => void }) {
  const { t } = useTranslation();
  const [copied, setCopied] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);
  // The codes replace the form the member just submitted: bring them into view and to the
  // screen reader's attention.
  useEffect(() => {
    heading.current?.focus({ preventScroll: true });
    // Centred, not at the top edge, where the fixed top bar would cover it.
    heading.current?.scrollIntoView({ block: 'center' });
  }, []);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(codes.join('\n'));
      setCopied(true);
    } catch {
      // No clipboard (insecure context, denied): the codes stay on screen to write down.
    }
  };
  return (
    <div className="second-factor-recovery" data-testid="recovery-codes">
      <h2 className="h5" ref={heading} tabIndex={-1}>
        {t('secondFactor.recoveryTitle')}
      </h2>
      <p>{t('secondFactor.recoveryIntro')}</p>
      <ul className="second-factor-recovery__codes">
        {codes.map((code) => (
          <li key={code}>
            <code>{code}</code>
          </li>
        ))}
      </ul>
      <div className="d-flex flex-wrap gap-2">
        <button type="button" className="btn btn-outline-secondary" onClick={copy}>
          {copied ? t('secondFactor.copied') : t('secondFactor.copy')}
        </button>
        <button type="button" className="btn btn-primary flex-grow-1" onClick={onContinue}>
          {t('secondFactor.recoverySaved')}
        </button>
      </div>
    </div>
  );
}
