import type { TrackingSchema } from '@amora/shared/api/account';
import type { z } from 'zod';
import { safeGet, safeSet } from '../../lib/storage';

export type Tracking = z.infer<typeof TrackingSchema>;

export const TRACKING_KEY = 'amora.tracking';
const FIELDS = ['network', 'ref', 'sub1', 'sub2', 'sub3', 'invite'] as const;

/**
 * Keeps the tracking of the page the visitor landed on (docs/product.md#what-we-keep: network, ref, sub1–3, plus an
 * invite code) for the signup call. Only the first page of the tab's session counts.
 */
export function captureTracking(search: string, storage: () => Storage = () => sessionStorage): void {
  if (safeGet(storage, TRACKING_KEY) !== null) return;
  const params = new URLSearchParams(search);
  const tracking: Tracking = {};
  for (const field of FIELDS) {
    const value = params.get(field)?.slice(0, 100);
    if (value) tracking[field] = value;
  }
  safeSet(storage, TRACKING_KEY, JSON.stringify(tracking));
}

/**
 * An invitation link's token (the `{token}` page) joins the kept tracking whichever page came
 * first: on a site open by invitation only, the sign-up needs it.
 */
export function rememberInvite(invite: string, storage: () => Storage = () => sessionStorage): void {
  safeSet(storage, TRACKING_KEY, JSON.stringify({ ...readTracking(storage), invite: invite.slice(0, 100) }));
}

export function readTracking(storage: () => Storage = () => sessionStorage): Tracking {
  try {
    const parsed: unknown = JSON.parse(safeGet(storage, TRACKING_KEY) ?? '{}');
    if (typeof parsed !== 'object' || parsed === null) return {};
    const out: Tracking = {};
    for (const field of FIELDS) {
      const value = (parsed as Record<string, unknown>)[field];
      if (typeof value === 'string' && value) out[field] = value;
    }
    return out;
  } catch {
    return {};
  }
}
