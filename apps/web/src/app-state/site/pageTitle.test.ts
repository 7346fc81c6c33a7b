import { describe, expect, it } from 'vitest';
import { formatPageTitle } from './pageTitle';

describe('formatPageTitle', () => {
  it('joins the route title and index_title', () => {
    expect(formatPageTitle({ title: 'Members', indexTitle: 'Dating near you', isIndex: false })).toBe(
      'Members | Dating near you',
    );
  });
  it('uses index_title alone on the index page', () => {
    expect(formatPageTitle({ title: 'Home', indexTitle: 'Dating near you', isIndex: true })).toBe(
      'Dating near you',
    );
  });
  it('degrades while settings load', () => {
    expect(formatPageTitle({ title: 'Members', indexTitle: undefined, isIndex: false })).toBe('Members');
  });
  it('prefixes a non-zero count', () => {
    expect(formatPageTitle({ title: 'Chat', indexTitle: 'X', isIndex: false, count: 3 })).toBe(
      '(3) Chat | X',
    );
    expect(formatPageTitle({ title: 'Chat', indexTitle: 'X', isIndex: false, count: 0 })).toBe('Chat | X');
  });
});
