import { describe, expect, it } from 'vitest';
import { userFixture } from '../../test/renderPage';
import {
  PHOTO_ALERT_DISMISSED_KEY,
  readPhotoAlertDismissedAt,
  showPhotoAlert,
  storePhotoAlertDismissal,
} from './photoAlertRules';

const image = { filename: '/photos/a.webp', thumb_filename: '/photos/a-t.webp', match: '/photos/a.webp' };

describe('profile-photo alert', () => {
  it('shows for a logged-in member without a main photo, not on the profile editor', () => {
    expect(showPhotoAlert({ user: userFixture, dismissedAt: null, routeName: 'members' })).toBe(true);
    expect(showPhotoAlert({ user: userFixture, dismissedAt: null, routeName: 'profile' })).toBe(false);
  });

  it('never shows to visitors, to members with a photo, or once dismissed', () => {
    expect(showPhotoAlert({ user: null, dismissedAt: null, routeName: 'index' })).toBe(false);
    const withPhoto = { ...userFixture, profile: { ...userFixture.profile, main_image: image } };
    expect(showPhotoAlert({ user: withPhoto, dismissedAt: null, routeName: 'index' })).toBe(false);
    expect(showPhotoAlert({ user: userFixture, dismissedAt: 1_700_000_000_000, routeName: 'index' })).toBe(
      false,
    );
  });

  it('stores the dismissal with its timestamp', () => {
    expect(readPhotoAlertDismissedAt()).toBeNull();
    storePhotoAlertDismissal(1_700_000_000_000);
    expect(localStorage.getItem(PHOTO_ALERT_DISMISSED_KEY)).toBe('1700000000000');
    expect(readPhotoAlertDismissedAt()).toBe(1_700_000_000_000);
  });
});
