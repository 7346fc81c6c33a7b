export type BenefitName = 'matches' | 'chat' | 'likes' | 'privacy' | 'shield';

const PATHS: Record<BenefitName, string> = {
  matches:
    'M12 2a7 7 0 0 0-7 7c0 5.2 7 13 7 13s7-7.8 7-13a7 7 0 0 0-7-7zm0 9.5A2.5 2.5 0 1 1 12 6.5a2.5 2.5 0 0 1 0 5z',
  chat: 'M4 4h16a2 2 0 0 1 2 2v10a2 2 0 0 1-2 2H8l-4 4V6a2 2 0 0 1 2-2zm3 6.5a1.5 1.5 0 1 0 0 .01zm5 0a1.5 1.5 0 1 0 0 .01zm5 0a1.5 1.5 0 1 0 0 .01z',
  likes:
    'M12 21s-7.5-4.6-7.5-10.3C4.5 7.6 6.7 5.5 9.3 5.5c1.2 0 2.1.6 2.7 1.5.6-.9 1.5-1.5 2.7-1.5 2.6 0 4.8 2.1 4.8 5.2C19.5 16.4 12 21 12 21z',
  privacy:
    'M12 2a5 5 0 0 0-5 5v3H6a2 2 0 0 0-2 2v8a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2v-8a2 2 0 0 0-2-2h-1V7a5 5 0 0 0-5-5zm-3 8V7a3 3 0 0 1 6 0v3zm3 3.5a1.8 1.8 0 0 1 1 3.3V19h-2v-2.2a1.8 1.8 0 0 1 1-3.3z',
  shield:
    'M12 2 4 5v6c0 5 3.4 9.7 8 11 4.6-1.3 8-6 8-11V5zm-1.2 14.2-3.5-3.5 1.4-1.4 2.1 2.1 4.9-4.9 1.4 1.4z',
};

export function BenefitIcon({ name }: { name: BenefitName }) {
  return (
    <span className={`benefit-icon benefit-icon--${name}`} aria-hidden="true">
      <svg viewBox="0 0 24 24" width="26" height="26" focusable="false" aria-hidden="true">
        <path fill="currentColor" fillRule="evenodd" d={PATHS[name]} />
      </svg>
    </span>
  );
}
