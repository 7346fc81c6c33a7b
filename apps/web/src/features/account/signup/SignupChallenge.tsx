import 'altcha/altcha.css';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { accountApi } from '../api';

type Widget = HTMLElement & { configure(options: Record<string, unknown>): void };
type StateChange = CustomEvent<{ state: string; payload?: string }>;

/**
 * The proof-of-work check a sign-up from a busy connection must pass (decision 042): the
 * self-hosted ALTCHA widget, loaded only when the server asks for it, solving a challenge made by
 * this site in a worker of this site — no request leaves the site, nothing to click or type for
 * anyone, keyboard and screen reader included. Texts come from the member catalogues.
 */
export default function SignupChallenge({ onSolved }: { onSolved: (payload: string | null) => void }) {
  const { t, i18n } = useTranslation();
  const holder = useRef<HTMLDivElement>(null);
  const solved = useRef(onSolved);
  solved.current = onSolved;

  useEffect(() => {
    let widget: Widget | null = null;
    let gone = false;
    (async () => {
      const [, { default: Pbkdf2Worker }, answer] = await Promise.all([
        import('altcha/external'),
        import('altcha/workers/pbkdf2?worker'),
        accountApi.signupChallenge(),
      ]);
      if (gone || !holder.current) return;
      globalThis.$altcha.algorithms.set('PBKDF2/SHA-256', () => new Pbkdf2Worker());
      const language = `amora-${i18n.language}`;
      globalThis.$altcha.i18n.set(language, {
        label: t('signup.challenge.label'),
        verify: t('signup.challenge.verify'),
        verifying: t('signup.challenge.verifying'),
        waitAlert: t('signup.challenge.wait'),
        verified: t('signup.challenge.verified'),
        error: t('signup.challenge.error'),
        expired: t('signup.challenge.expired'),
        loading: t('signup.challenge.loading'),
        verificationRequired: t('signup.challenge.required'),
        footer: '',
      });
      widget = document.createElement('altcha-widget') as Widget;
      widget.addEventListener('statechange', (event) => {
        const { state, payload } = (event as StateChange).detail;
        if (state === 'verified') solved.current(payload ?? null);
        else if (state === 'expired' || state === 'error') solved.current(null);
      });
      holder.current.append(widget);
      await customElements.whenDefined('altcha-widget');
      widget.configure({
        challenge: answer.challenge,
        language,
        auto: 'onload',
        hideFooter: true,
        hideLogo: true,
        // The payload goes with the form's own call, not as a hidden input of the widget's.
        name: 'altcha',
      });
    })().catch(() => solved.current(null));
    return () => {
      gone = true;
      widget?.remove();
    };
  }, [t, i18n.language]);

  return (
    <div className="signup-challenge mb-3">
      <p className="small text-body-secondary mb-2">{t('signup.challenge.intro')}</p>
      <div ref={holder} />
    </div>
  );
}
