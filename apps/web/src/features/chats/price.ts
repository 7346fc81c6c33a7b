import type { Settings } from '@amora/shared/api/site';

/**
 * What one message costs (the server's rule): the site's message_credits, or more where the
 * member's country has a higher minimum_message_costs.
 */
export function messagePrice(settings: Settings, country: string | null): number {
  const minimum = country ? (settings.minimum_message_costs[country]?.costs ?? 0) : 0;
  return Math.max(settings.message_credits, minimum);
}

/** Characters as the server counts them (code points, so an emoji is one). */
export const textLength = (text: string): number => [...text].length;
