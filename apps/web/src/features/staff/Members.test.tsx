import type { StaffMemberAnswerSchema } from '@amora/shared/api/staff';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { z } from 'zod';
import { mockApi, renderPage } from '../../test/renderPage';
import { Members } from './Members';

const ledgerRow = (id: number, amount: number, reason: string, recipient_fictional: boolean) => ({
  id,
  amount,
  reason,
  reference: `${reason}:${id}`,
  balance_after: 100 + amount,
  recipient_fictional,
  created_at: '2026-06-01T10:00:00Z',
});

const detail: z.infer<typeof StaffMemberAnswerSchema> = {
  member: {
    id: 7,
    site_id: 2,
    email: 'jan@example.com',
    name: 'Jan',
    status: 'active',
    role: null,
    credits: 50,
    fictional: false,
    banned: false,
    signup_date: '2026-05-01T10:00:00Z',
    paid_user: true,
    language: 'nl',
    ban: null,
    profile: null,
  },
  photos: [],
  ledger: [
    ledgerRow(1, 100, 'purchase', false),
    ledgerRow(2, -10, 'message', true),
    ledgerRow(3, -30, 'gift', true),
    ledgerRow(4, -10, 'message', false),
  ],
  fictional_spent: 40,
  sessions: [],
  ledger_matches_balance: true,
  orders: [],
};

describe('staff member view', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows the credits spent on staff-run profiles and marks those ledger rows (decision 027)', async () => {
    const api = mockApi({ 'GET /api/staff/member.php': [200, detail] });
    vi.stubGlobal('fetch', api.fetchMock);
    await renderPage(<Members me={{ id: 1, email: 'support@amora.example', role: 'support' }} />, {
      path: '/staff/members?id=7',
      routePath: '/staff/members',
    });
    const spent = await screen.findByTestId('fictional-spent');
    expect(spent).toHaveTextContent(/^40/);
    expect(screen.getByText('Spent on fictional profiles')).toBeVisible();
    const marked = screen
      .getAllByRole('row')
      .filter((row) => within(row).queryByText('to fictional'))
      .map((row) => within(row).getAllByRole('cell')[1]?.textContent);
    expect(marked).toEqual(['-10', '-30']);
    expect(api.calls[0]?.url).toContain('id=7');
  });
});
