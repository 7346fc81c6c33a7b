import { describe, expect, it } from 'vitest';
import { closedReason, ctaHref, trackingQuery } from './cta';

describe('landing call to action', () => {
  it('keeps network, ref and sub1–3 and drops everything else', () => {
    expect(trackingQuery('?network=ads&ref=r1&sub1=a&sub2=b&sub3=c&utm=x&t=5')).toBe(
      'network=ads&ref=r1&sub1=a&sub2=b&sub3=c',
    );
    expect(ctaHref('?network=ads&foo=1')).toBe('/signup?network=ads');
    expect(ctaHref('')).toBe('/signup');
  });

  it('leads a member landing into that member’s sign-up and then the chat', () => {
    expect(ctaHref('?ref=x', '/members/5/signup', '/members/5/chat')).toBe(
      '/members/5/signup?ref=x&next=%2Fmembers%2F5%2Fchat',
    );
  });

  it('opens sign-up per the site’s rule, and names the right reason when it is closed (docs/product.md#who-may-do-what)', () => {
    expect(closedReason({ signups: 'all' }, '')).toBeNull();
    expect(closedReason({ signups: 'with_trafficsource' }, '')).toBe('partners');
    expect(closedReason({ signups: 'with_trafficsource' }, '?network=ads')).toBeNull();
    expect(closedReason({ signups: 'with_trafficsource' }, '?ref=partner')).toBeNull();
    // A traffic source does not open a site that wants an invitation, and says so.
    expect(closedReason({ signups: 'invite_only' }, '?network=ads&ref=x')).toBe('invitation');
    expect(closedReason({ signups: 'invite_only' }, '?invite=Zq3x9Kp2Lm8Rt5Vw7Yb1Nc4d')).toBeNull();
  });
});
