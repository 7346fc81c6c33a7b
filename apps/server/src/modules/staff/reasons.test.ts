import { LANGUAGES } from '@amora/shared';
import { MODERATION_REASONS } from '@amora/shared/api/staff';
import da from '@amora/shared/locales/da.json';
import en from '@amora/shared/locales/en.json';
import pl from '@amora/shared/locales/pl.json';
import { describe, expect, it } from 'vitest';
import { reasonText } from './reasons';

describe('reasonText', () => {
  it('reads each reason from the catalogue of the member’s language', () => {
    for (const reason of MODERATION_REASONS) {
      expect(reasonText('en', reason)).toBe(en.moderation.reasons[reason]);
      expect(reasonText('da', reason)).toBe(da.moderation.reasons[reason]);
      expect(reasonText('pl', reason)).toBe(pl.moderation.reasons[reason]);
      for (const language of LANGUAGES) expect(reasonText(language, reason)).not.toMatch(/moderation\./);
    }
  });

  it('reads a missing or unknown reason as "other"', () => {
    expect(reasonText('en', null)).toBe(en.moderation.reasons.other);
    expect(reasonText('da', 'no_such_reason')).toBe(da.moderation.reasons.other);
  });
});
