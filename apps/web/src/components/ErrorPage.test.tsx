import en from '@amora/shared/locales/en.json';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../i18n/i18n';
import { ErrorPage } from './ErrorPage';

describe('ErrorPage', () => {
  beforeAll(async () => {
    await initI18n('en', en);
  });

  it('defaults to "Error" and status 500, without a home link', () => {
    render(<ErrorPage />, { wrapper: MemoryRouter });
    expect(screen.getByRole('heading', { level: 1, name: 'Error' })).toBeVisible();
    expect(screen.getByText('500')).toBeVisible();
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('404: "This page could not be found" and a link back home', () => {
    render(<ErrorPage status={404} />, { wrapper: MemoryRouter });
    expect(screen.getByRole('heading', { level: 1, name: 'This page could not be found' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Back to the home page' })).toHaveAttribute('href', '/');
  });

  it('falls back to a minimal page when rendering the error page fails', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    // Without a router, <Link> throws: the error page itself fails.
    render(<ErrorPage status={404} />);
    expect(
      screen.getByRole('heading', { name: 'An error occurred while showing the error page' }),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'Go back to home' })).toHaveAttribute('href', '/');
    expect(screen.getByText(/basename/)).toBeInTheDocument();
  });
});
