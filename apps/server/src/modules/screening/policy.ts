import type { ScreeningScores } from './engine';

/**
 * What screening decides, from the models' scores and the site's policy (staff console → sites;
 * docs/decisions/043-screening-and-own-data.md).
 */

/** Porn + hentai at or above this: explicit. MobileNetV2's own examples sit well above or below. */
export const EXPLICIT_AT = 0.6;

/** Why a photo waits for a moderator; the console shows them. */
export const HELD_REASONS = ['explicit', 'no_face', 'likely_copy', 'screening_failed', 'moderation'] as const;
export type HeldReason = (typeof HELD_REASONS)[number];

export interface ScreeningPolicy {
  /** An explicit photo that would be the main photo: refused at upload, or held for a moderator. */
  explicitMain: 'refuse' | 'hold';
  /** A profile photo without a face: held for a moderator, or allowed. */
  noFace: 'hold' | 'allow';
}

export function explicitScore(scores: ScreeningScores): number {
  return scores.classes.porn + scores.classes.hentai;
}

export function isExplicit(scores: ScreeningScores | null): boolean {
  return scores !== null && explicitScore(scores) >= EXPLICIT_AT;
}

/**
 * Order of the moderation queue, highest first: a likely copy (1 more), then how explicit the
 * photo looks (porn + hentai, plus half of sexy), a face-less photo a little above a plain one.
 * A photo the models could not screen counts as fully explicit until a person looks.
 */
export function riskOf(scores: ScreeningScores | null, copy: boolean): number {
  const look = scores
    ? Math.min(1, explicitScore(scores) + scores.classes.sexy / 2) + (scores.faces === 0 ? 0.1 : 0)
    : 1;
  return Math.round(((copy ? 1 : 0) + look) * 1000) / 1000;
}

export type ProfileOutcome =
  | { outcome: 'refuse' }
  | { outcome: 'hold' | 'allow'; reasons: HeldReason[]; risk: number };

/** A new profile photo: allowed, held for a moderator (with the reasons) or refused. */
export function decideProfilePhoto(input: {
  scores: ScreeningScores | null;
  becomesMain: boolean;
  copy: boolean;
  policy: ScreeningPolicy;
  /** The site holds every new photo for a moderator (`photo_moderation`). */
  moderation: boolean;
}): ProfileOutcome {
  const { scores, becomesMain, copy, policy } = input;
  const reasons: HeldReason[] = [];
  if (!scores) reasons.push('screening_failed');
  if (becomesMain && isExplicit(scores)) {
    if (policy.explicitMain === 'refuse') return { outcome: 'refuse' };
    reasons.push('explicit');
  }
  if (scores && scores.faces === 0 && policy.noFace === 'hold') reasons.push('no_face');
  if (copy) reasons.push('likely_copy');
  if (input.moderation && reasons.length === 0) reasons.push('moderation');
  return { outcome: reasons.length > 0 ? 'hold' : 'allow', reasons, risk: riskOf(scores, copy) };
}
