import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { labelDataQuery } from '../../app-state/profile/labels';
import { settingsFixture } from '../../test/fixtures';
import { ownProfileFixture } from '../../test/profileFixtures';
import { mockApi, renderPage, userFixture } from '../../test/renderPage';
import BasicsForm from './BasicsForm';
import MoreForms from './MoreForms';
import { ProfileDraft } from './ProfileDraft';

describe('profile editor', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows the server refusal next to the field it belongs to', async () => {
    const api = mockApi({
      'PUT /api/profile.php': [
        400,
        { error: 'validation_failed', message: 'x', fields: { name: 'name_equals_email' } },
      ],
    });
    vi.stubGlobal('fetch', api.fetchMock);
    const { queryClient } = await renderPage(
      <ProfileDraft>
        <BasicsForm profile={ownProfileFixture} />
      </ProfileDraft>,
      {
        path: '/profile',
        user: userFixture,
      },
    );
    await queryClient.prefetchQuery(labelDataQuery);
    const name = screen.getByLabelText('Profile name');
    await userEvent.clear(name);
    await userEvent.type(name, 'jan@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    const message = await screen.findByText('Your profile name must be different from your e-mail address');
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(name.getAttribute('aria-describedby')).toContain(message.id);
    expect(api.calls.find((c) => c.method === 'PUT')?.body).toEqual({
      name: 'jan@example.com',
      seeking: 'female',
    });
  });

  it('saves the changes of several sections with its one Save button, in one request', async () => {
    const api = mockApi({
      'PUT /api/profile.php': () => [
        200,
        { profile: { ...ownProfileFixture, name: 'Janneke', about: 'Hi' } },
      ],
    });
    vi.stubGlobal('fetch', api.fetchMock);
    const { queryClient } = await renderPage(
      <ProfileDraft>
        <BasicsForm profile={ownProfileFixture} />
        <div className="row">
          <MoreForms
            profile={ownProfileFixture}
            settings={{ ...settingsFixture, visible_profile_fields: ['about'] }}
          />
        </div>
      </ProfileDraft>,
      { path: '/profile', user: userFixture },
    );
    await queryClient.prefetchQuery(labelDataQuery);
    expect(screen.getAllByRole('button', { name: /save/i })).toHaveLength(1);
    const name = screen.getByLabelText('Profile name');
    await userEvent.clear(name);
    await userEvent.type(name, 'Janneke');
    const about = await screen.findByLabelText(/Your introduction/);
    await userEvent.clear(about);
    await userEvent.type(about, 'Hi');
    expect(screen.getByText('Unsaved changes')).toBeVisible();
    // Enter in a field saves the whole draft, as the button does.
    await userEvent.type(name, '{Enter}');
    expect(await screen.findByText('Saved')).toBeVisible();
    const puts = api.calls.filter((c) => c.method === 'PUT');
    expect(puts).toHaveLength(1);
    expect(puts[0]?.body).toMatchObject({ name: 'Janneke', about: 'Hi' });
  });

  it('saves the option fields and shows the saved state; refusals show at their select', async () => {
    let answer: [number, unknown] = [
      400,
      { error: 'validation_failed', message: 'x', fields: { body_type: 'invalid_value' } },
    ];
    const api = mockApi({ 'PUT /api/profile.php': () => answer });
    vi.stubGlobal('fetch', api.fetchMock);
    const { queryClient } = await renderPage(
      <ProfileDraft>
        <div className="row">
          <MoreForms
            profile={ownProfileFixture}
            settings={{ ...settingsFixture, visible_profile_fields: ['hair_colour', 'body_type'] }}
          />
        </div>
      </ProfileDraft>,
      { path: '/profile', user: userFixture },
    );
    await queryClient.prefetchQuery(labelDataQuery);
    const body = await screen.findByLabelText('Body type');
    await userEvent.selectOptions(body, 'Curvy');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Please choose a valid value')).toBeVisible();
    expect(body).toHaveAttribute('aria-invalid', 'true');

    answer = [200, { profile: { ...ownProfileFixture, body_type: 'curvy' } }];
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Saved')).toBeVisible();
    expect(api.calls.at(-1)?.body).toEqual({ hair_colour: 'brown', body_type: 'curvy' });
  });
});
