import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, renderPage, userFixture } from '../../test/renderPage';
import CreditsPage from './CreditsPage';
import DirectDebitPage from './DirectDebitPage';
import PaymentMethodPage from './PaymentMethodPage';
import RepeatOrderPage from './RepeatOrderPage';
import TransactionPage, { transactionView } from './TransactionPage';
import { order, packagesAnswer } from './testFixtures';

const freeUser = { ...userFixture, paid_user: false, credits: 0 };

describe('payments screens', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('/credits shows the bundles in their tiers with the active discount struck through', async () => {
    vi.stubGlobal('fetch', mockApi({ 'GET /api/packages.php': [200, packagesAnswer] }).fetchMock);
    await renderPage(<CreditsPage />, { path: '/credits', user: freeUser });
    const card = await screen.findByTestId('package-2');
    expect(card).toHaveClass('package-card--p1', 'package-card--popular');
    expect(within(card).getByText('Most popular')).toBeVisible();
    expect(within(card).getByText('Save 10%')).toBeVisible();
    expect(within(card).getByText('€10.99').closest('s')).not.toBeNull();
    expect(within(card).getByText('€8.24')).toBeVisible();
    expect(screen.getByTestId('active-discount')).toHaveTextContent('TIMEBONUS25');
    expect(within(card).getByRole('link', { name: 'Choose' })).toHaveAttribute('href', '/credits/2');
    expect(screen.getByTestId('package-1')).toHaveClass('package-card--p0');
  });

  it('shows the test payments banner on every payment screen while test payments are on', async () => {
    const test = { ...packagesAnswer, payments: 'test' as const };
    vi.stubGlobal('fetch', mockApi({ 'GET /api/packages.php': [200, test] }).fetchMock);
    await renderPage(<CreditsPage />, { path: '/credits', user: freeUser });
    expect(await screen.findByRole('note')).toHaveTextContent(
      'Test payments: no real money is charged here.',
    );
    expect(screen.getAllByRole('link', { name: 'Choose' })).toHaveLength(2);
  });

  it('says payments are unavailable and offers nothing to pay when no provider takes them', async () => {
    const off = { ...packagesAnswer, payments: 'unavailable' as const };
    vi.stubGlobal('fetch', mockApi({ 'GET /api/packages.php': [200, off] }).fetchMock);
    await renderPage(<CreditsPage />, { path: '/credits', user: freeUser });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Payments are not possible on this site at the moment.',
    );
    expect(screen.getByTestId('package-2')).toBeVisible();
    expect(screen.queryByRole('link', { name: 'Choose' })).toBeNull();
  });

  it('/credits/{id} shows the unavailable notice instead of the payment methods', async () => {
    const off = { ...packagesAnswer, payments: 'unavailable' as const };
    vi.stubGlobal('fetch', mockApi({ 'GET /api/packages.php': [200, off] }).fetchMock);
    await renderPage(<PaymentMethodPage />, {
      path: '/credits/2',
      routePath: '/credits/:id/:paymentmethod?',
      user: freeUser,
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('Payments are not possible');
    expect(screen.queryByRole('button', { name: 'Pay now' })).toBeNull();
    expect(screen.queryByRole('note')).toBeNull();
  });

  it('/credits/{id}/{method} preselects the method and creates the order with the discount code', async () => {
    const api = mockApi({
      'GET /api/packages.php': [200, packagesAnswer],
      'POST /api/orders.php': [
        201,
        { order: order({ status: 'open' }), checkout_url: '/test-checkout/test_abc' },
      ],
    });
    vi.stubGlobal('fetch', api.fetchMock);
    await renderPage(<PaymentMethodPage />, {
      path: '/credits/2/creditcard',
      routePath: '/credits/:id/:paymentmethod?',
      user: freeUser,
    });
    expect(await screen.findByRole('radio', { name: /Credit card/ })).toBeChecked();
    expect(screen.getByRole('img', { name: 'Visa' })).toBeVisible();
    // Without the consent to delivery at once nothing is ordered.
    await userEvent.click(screen.getByRole('button', { name: 'Pay now' }));
    expect(screen.getByText('Please confirm that your credits may be delivered right away.')).toBeVisible();
    expect(api.calls.filter((c) => c.method === 'POST')).toHaveLength(0);
    await userEvent.click(screen.getByRole('checkbox', { name: /lose my right of withdrawal/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Pay now' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/test-checkout/test_abc'));
    expect(api.calls.find((c) => c.method === 'POST')?.body).toEqual({
      package_id: 2,
      payment_method: 'creditcard',
      discount_code: 'TIMEBONUS25',
      withdrawal_waiver: true,
    });
  });

  it('shows a refused order in the member language and stays', async () => {
    vi.stubGlobal(
      'fetch',
      mockApi({
        'GET /api/packages.php': [200, packagesAnswer],
        'POST /api/orders.php': [502, { error: 'payment_provider_error', message: 'x' }],
      }).fetchMock,
    );
    await renderPage(<PaymentMethodPage />, {
      path: '/credits/2',
      routePath: '/credits/:id/:paymentmethod?',
      user: freeUser,
    });
    expect(await screen.findByRole('radio', { name: /iDEAL/ })).toBeChecked();
    await userEvent.click(screen.getByRole('checkbox', { name: /lose my right of withdrawal/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Pay now' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The payment provider cannot be reached right now',
    );
    expect(screen.getByTestId('location')).toHaveTextContent('/credits/2');
  });

  it('checks an entered discount code and sends it with the order', async () => {
    const love10 = { ...packagesAnswer.active_discount!, code: 'LOVE10', value_percentage: 10 };
    const api = mockApi({
      'GET /api/packages.php': [200, packagesAnswer],
      'GET /api/discountcode.php': () =>
        api.calls.filter((c) => c.url.startsWith('/api/discountcode.php')).length === 1
          ? [409, { error: 'code_already_used', message: 'x' }]
          : [200, { discount_code: love10 }],
      'POST /api/orders.php': [201, { order: order({ status: 'open' }), checkout_url: '/test-checkout/t3' }],
    });
    vi.stubGlobal('fetch', api.fetchMock);
    await renderPage(<PaymentMethodPage />, {
      path: '/credits/2',
      routePath: '/credits/:id/:paymentmethod?',
      user: freeUser,
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Have a discount code?' }));
    await userEvent.type(screen.getByLabelText('Discount code'), 'love10');
    await userEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText('This discount code has already been used')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText('Code LOVE10: 10% off, deducted when you pay')).toBeVisible();
    expect(screen.getByText('€9.89')).toBeVisible();
    await userEvent.click(screen.getByRole('checkbox', { name: /lose my right of withdrawal/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Pay now' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/test-checkout/t3'));
    expect(api.calls.find((c) => c.method === 'POST')?.body).toMatchObject({ discount_code: 'LOVE10' });
  });

  it('says at once that an entered code needs a bigger order, shows the price without it and does not send it', async () => {
    const big = {
      ...packagesAnswer.active_discount!,
      code: 'BIG20',
      value_percentage: 20,
      currency: 'EUR',
      minimum_order_value: 2000,
    };
    const api = mockApi({
      'GET /api/packages.php': [200, { ...packagesAnswer, active_discount: null }],
      'GET /api/discountcode.php': [200, { discount_code: big }],
      'POST /api/orders.php': [201, { order: order({ status: 'open' }), checkout_url: '/test-checkout/t4' }],
    });
    vi.stubGlobal('fetch', api.fetchMock);
    await renderPage(<PaymentMethodPage />, {
      path: '/credits/2',
      routePath: '/credits/:id/:paymentmethod?',
      user: freeUser,
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Have a discount code?' }));
    await userEvent.type(screen.getByLabelText('Discount code'), 'big20');
    await userEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(
      await screen.findByText(
        'Code BIG20 applies to orders of €20.00 or more: the price shown is without it. Choose a bigger package to use it.',
      ),
    ).toBeVisible();
    expect(screen.getByText('€10.99')).toBeVisible();
    expect(screen.queryByText(/deducted when you pay/)).toBeNull();
    await userEvent.click(screen.getByRole('checkbox', { name: /lose my right of withdrawal/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Pay now' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/test-checkout/t4'));
    expect(api.calls.find((c) => c.method === 'POST')?.body).not.toHaveProperty('discount_code');
  });

  it('an unknown package says so', async () => {
    vi.stubGlobal('fetch', mockApi({ 'GET /api/packages.php': [200, packagesAnswer] }).fetchMock);
    await renderPage(<PaymentMethodPage />, {
      path: '/credits/99',
      routePath: '/credits/:id/:paymentmethod?',
      user: freeUser,
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('This package does not exist (anymore)');
  });

  it('maps every order status to a screen state', () => {
    expect(transactionView('open')).toBe('pending');
    expect(transactionView('pending')).toBe('pending');
    expect(transactionView('paid')).toBe('completed');
    expect(transactionView('failed')).toBe('failed');
    expect(transactionView('expired')).toBe('failed');
    expect(transactionView('cancelled')).toBe('cancelled');
    expect(transactionView('refunded')).toBe('refunded');
  });

  it('/transactions/{id} polls while pending, then shows the booked credits and refreshes the session', async () => {
    let polls = 0;
    const api = mockApi({
      'GET /api/orders.php': () => {
        polls++;
        return [200, { order: order({ status: polls < 2 ? 'pending' : 'paid' }) }];
      },
      'GET /api/user.php': [200, { user: { ...userFixture, credits: 105 } }],
    });
    vi.stubGlobal('fetch', api.fetchMock);
    await renderPage(<TransactionPage />, {
      path: '/transactions/12',
      routePath: '/transactions/:id?',
      user: freeUser,
    });
    expect(await screen.findByRole('heading', { name: 'Your payment is being processed' })).toBeVisible();
    expect(await screen.findByRole('heading', { name: 'Payment completed' })).toBeVisible();
    expect(await screen.findByText('Your balance: 105 credits')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Continue chatting' })).toHaveAttribute('href', '/chats');
    expect(api.calls.filter((c) => c.url.startsWith('/api/orders.php'))).toHaveLength(2);
  });

  it('a failed payment offers to try again; a cancelled one says so', async () => {
    vi.stubGlobal(
      'fetch',
      mockApi({ 'GET /api/orders.php': [200, { order: order({ status: 'failed' }) }] }).fetchMock,
    );
    await renderPage(<TransactionPage />, {
      path: '/transactions/12',
      routePath: '/transactions/:id?',
      user: freeUser,
    });
    expect(await screen.findByRole('heading', { name: 'Payment failed' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Try again' })).toHaveAttribute('href', '/credits');
  });

  it('another member’s order is not found', async () => {
    vi.stubGlobal(
      'fetch',
      mockApi({ 'GET /api/orders.php': [404, { error: 'order_not_found', message: 'x' }] }).fetchMock,
    );
    await renderPage(<TransactionPage />, {
      path: '/transactions/13',
      routePath: '/transactions/:id?',
      user: freeUser,
    });
    expect(await screen.findByText('This order could not be found')).toBeVisible();
  });

  it('repeat order: free members get the premium alert, premium members repeat in one step', async () => {
    const api = mockApi({
      'GET /api/orders.php': [200, { orders: [order(), order({ id: 11, status: 'failed' })] }],
      'POST /api/repeat-order.php': [
        201,
        { order: order({ id: 14, status: 'open' }), checkout_url: '/test-checkout/t2' },
      ],
    });
    vi.stubGlobal('fetch', api.fetchMock);
    const free = await renderPage(<RepeatOrderPage />, { path: '/credits/repeat-order', user: freeUser });
    expect(await screen.findByText('This is a Premium feature. Become Premium to use it.')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Become Premium' })).toHaveAttribute('href', '/premium');
    free.unmount();

    await renderPage(<RepeatOrderPage />, { path: '/credits/repeat-order', user: userFixture });
    const again = await screen.findAllByRole('button', { name: 'Order again' });
    expect(again).toHaveLength(1);
    await userEvent.click(screen.getByRole('checkbox', { name: /lose my right of withdrawal/ }));
    await userEvent.click(again[0]!);
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/test-checkout/t2'));
    expect(api.calls.find((c) => c.method === 'POST')?.body).toEqual({
      order_id: 12,
      withdrawal_waiver: true,
    });
  });
});

describe('direct debit form', () => {
  afterEach(() => vi.unstubAllGlobals());

  /** Pastes each value (typing 70 characters one by one is slow on a busy machine). */
  async function fill(iban: string) {
    const user = userEvent.setup();
    const values: [string, string][] = [
      ['Account holder', 'Jan Jansen'],
      ['IBAN', iban],
      ['Street', 'Dorpsstraat'],
      ['House number', '1'],
      ['Postcode', '1234 AB'],
      ['City', 'Utrecht'],
      ['Mobile phone number', '06-12 34 56 78'],
      ['Code from the SMS', '123456'],
    ];
    for (const [label, value] of values) {
      await user.click(screen.getByLabelText(label));
      await user.paste(value);
    }
    return user;
  }

  it('refuses a wrong IBAN without calling the server', async () => {
    const api = mockApi({});
    vi.stubGlobal('fetch', api.fetchMock);
    await renderPage(<DirectDebitPage />, { path: '/directdebit?order=12', user: freeUser });
    const user = await fill('NL92ABNA0417164300');
    await user.click(screen.getByRole('button', { name: 'Confirm direct debit' }));
    await waitFor(() =>
      expect(screen.getByLabelText('IBAN')).toHaveAccessibleDescription(/This IBAN is not valid/),
    );
    expect(api.calls.filter((c) => c.method === 'POST')).toHaveLength(0);
  });

  it('sends the code to the normalised phone, submits and shows the order', async () => {
    const api = mockApi({
      'POST /api/directdebit-code.php': [200, { sent: true, phone: '0612345678' }],
      'POST /api/directdebit.php': [
        200,
        { order: order(), mandate: { reference: 'R', signed_at: 'x', iban: 'NL91' } },
      ],
    });
    vi.stubGlobal('fetch', api.fetchMock);
    await renderPage(<DirectDebitPage />, { path: '/directdebit?order=12', user: freeUser });
    const user = await fill('nl91 abna 0417 1643 00');
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    expect(await screen.findByText('We sent a code to 0612345678.')).toBeVisible();
    const posts = () => api.calls.filter((c) => c.method === 'POST');
    expect(posts()[0]?.body).toEqual({ order_id: 12, phone: '0612345678' });
    await user.click(screen.getByRole('button', { name: 'Confirm direct debit' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/transactions/12'));
    expect(posts()[1]?.body).toMatchObject({
      order_id: 12,
      iban: 'NL91ABNA0417164300',
      phone: '0612345678',
      otp: '123456',
    });
  });

  it.each([
    ['invalid_code', 400, 'Code from the SMS', 'Invalid code'],
    ['iban_blocked', 403, 'IBAN', 'This IBAN has been blocked'],
    ['phone_blocked', 403, 'Mobile phone number', 'This phone number has been blocked'],
  ])('shows the server refusal %s next to its field', async (code, status, label, text) => {
    vi.stubGlobal(
      'fetch',
      mockApi({ 'POST /api/directdebit.php': [status, { error: code, message: 'x' }] }).fetchMock,
    );
    await renderPage(<DirectDebitPage />, { path: '/directdebit?order=12', user: freeUser });
    const user = await fill('NL91ABNA0417164300');
    await user.click(screen.getByRole('button', { name: 'Confirm direct debit' }));
    await waitFor(() => expect(screen.getByLabelText(label)).toHaveAccessibleDescription(new RegExp(text)));
  });

  it('shows limit_reached for the whole form', async () => {
    vi.stubGlobal(
      'fetch',
      mockApi({ 'POST /api/directdebit.php': [429, { error: 'limit_reached', message: 'x' }] }).fetchMock,
    );
    await renderPage(<DirectDebitPage />, { path: '/directdebit?order=12', user: freeUser });
    const user = await fill('NL91ABNA0417164300');
    await user.click(screen.getByRole('button', { name: 'Confirm direct debit' }));
    expect(await screen.findByText('Limit reached: you cannot pay by direct debit right now')).toBeVisible();
  });
});
