import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PHOTO_MAX_BYTES } from '../../app-state/profile/constants';
import { checkPhotoFile } from '../../app-state/profile/photoCheck';
import { PremiumAlertSlot } from '../../layouts/slots/PremiumAlertSlot';
import { ownProfileFixture, photoFixture } from '../../test/profileFixtures';
import { mockApi, renderPage } from '../../test/renderPage';
import { PhotoManager } from './PhotoManager';

describe('photo manager', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('refuses a non-image and a file over 10 MB in the browser, with the message, never calling the server', async () => {
    const api = mockApi({ 'POST /api/photos.php': [201, { photo: photoFixture(9) }] });
    vi.stubGlobal('fetch', api.fetchMock);
    await renderPage(<PhotoManager profile={ownProfileFixture} />, { path: '/profile' });
    const user = userEvent.setup({ applyAccept: false });
    const input = screen.getByLabelText('Add a photo');

    await user.upload(input, new File(['hello'], 'notes.txt', { type: 'text/plain' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Only JPEG, PNG or WebP photos can be uploaded',
    );

    const big = new File(['x'], 'big.jpg', { type: 'image/jpeg' });
    Object.defineProperty(big, 'size', { value: PHOTO_MAX_BYTES + 1 });
    await user.upload(input, big);
    expect(await screen.findByRole('alert')).toHaveTextContent('The photo is larger than 10 MB');

    expect(api.calls.filter((c) => c.url.includes('photos.php'))).toEqual([]);
  });

  it('uploads an accepted photo as multipart field "photo"', async () => {
    const api = mockApi({
      'POST /api/photos.php': [201, { photo: photoFixture(9) }],
      'GET /api/profile.php': [200, { profile: ownProfileFixture }],
    });
    vi.stubGlobal('fetch', api.fetchMock);
    global.URL.createObjectURL = vi.fn(() => 'blob:preview');
    global.URL.revokeObjectURL = vi.fn();
    await renderPage(<PhotoManager profile={ownProfileFixture} />, { path: '/profile' });
    await userEvent.upload(
      screen.getByLabelText('Add a photo'),
      new File(['img'], 'me.jpg', { type: 'image/jpeg' }),
    );
    await vi.waitFor(() => expect(api.calls.some((c) => c.method === 'POST')).toBe(true));
    const post = api.calls.find((c) => c.method === 'POST')!;
    expect(post.body).toBeInstanceOf(FormData);
    expect((post.body as FormData).get('photo')).toBeInstanceOf(File);
  });

  it('at the limit shows the message and the premium alert instead of the uploader', async () => {
    vi.stubGlobal('fetch', mockApi({}).fetchMock);
    const photos = [
      photoFixture(1),
      photoFixture(2, { status: 'pending' }),
      photoFixture(3, { status: 'rejected', reject_reason: 'Blurry' }),
    ];
    await renderPage(
      <>
        <PhotoManager profile={{ ...ownProfileFixture, photos, photo_limit: 3 }} />
        <PremiumAlertSlot />
      </>,
      { path: '/profile' },
    );
    expect(screen.getByText('3 of 3 photos')).toBeVisible();
    const status = screen
      .getByText('You have reached your limit of 3 photos')
      .closest('[role="status"]') as HTMLElement;
    await userEvent.click(within(status).getByRole('button', { name: 'Become Premium for more photos' }));
    const alert = await screen.findByRole('dialog', { name: 'A Premium feature' });
    expect(within(alert).getByText('Free members can show 3 photos on their profile.')).toBeVisible();
    expect(within(alert).getByText('Premium members have a 46% better chance of a match.')).toBeVisible();
    expect(within(alert).getByRole('link', { name: 'Get Premium' })).toHaveAttribute('href', '/premium');
    await userEvent.click(within(alert).getByRole('button', { name: 'Not now' }));
    expect(screen.queryByLabelText('Add a photo')).toBeNull();
    expect(screen.getByText('Awaiting review')).toBeVisible();
    expect(screen.getByText('Reason: Blurry')).toBeVisible();
  });

  it('checkPhotoFile allows JPEG, PNG and WebP up to 10 MB', () => {
    expect(checkPhotoFile({ type: 'image/png', size: 1000 })).toBeUndefined();
    expect(checkPhotoFile({ type: 'image/webp', size: PHOTO_MAX_BYTES })).toBeUndefined();
    expect(checkPhotoFile({ type: 'image/gif', size: 1000 })?.code).toBe('photo_type_not_allowed');
    expect(checkPhotoFile({ type: 'image/jpeg', size: PHOTO_MAX_BYTES + 1 })?.code).toBe('photo_too_large');
  });
});
