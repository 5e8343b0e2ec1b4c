import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { networkDown, problem, stubApi } from '../../testing/api.ts';
import { renderWithApp } from '../../testing/render.tsx';
import { Component as WithdrawPage } from './withdraw-page.tsx';

const TOKEN = 'q0U6b7Yp3s9XJm2kV5wZtR1cN8eH4aLdF0gQyBiOuPo';
const PREVIEW = 'POST /api/applications/public/withdrawals/preview';
const WITHDRAW = 'POST /api/applications/public/withdrawals';
const OPEN = {
  state: 'open',
  bankName: 'Gulf Bank',
  productName: 'Gulf Platinum',
  withdrawnAt: null,
};
const WITHDRAWN_AT = '2026-11-20T10:00:00.000Z';
const DONE = {
  applicationId: '3f2b8c1e-7a4d-4e2b-9c1a-5d6e7f8a9b0c',
  bankName: 'Gulf Bank',
  productName: 'Gulf Platinum',
  withdrawnAt: WITHDRAWN_AT,
};

const open = (path = `/withdraw?token=${TOKEN}`, language: 'en' | 'ar' = 'en') =>
  renderWithApp(<WithdrawPage />, { history: [path], language });

describe('the withdrawal page', () => {
  it('names the bank first, withdraws on the button, and moves focus to what happened', async () => {
    const api = stubApi({ [PREVIEW]: OPEN, [WITHDRAW]: DONE });
    const { user } = open();
    expect(
      await screen.findByRole('heading', { name: 'Withdraw your application to Gulf Bank?' }),
    ).toBeInTheDocument();
    expect(api.calls('POST', '/api/applications/public/withdrawals/preview')[0]!.body).toEqual({
      token: TOKEN,
    });
    expect(api.calls('POST', '/api/applications/public/withdrawals')).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Withdraw my application' }));
    const done = await screen.findByRole('heading', {
      name: 'Your application to Gulf Bank is withdrawn.',
    });
    expect(done).toHaveFocus();
    expect(
      screen.getByText('We have told the bank. You can apply again at any time.'),
    ).toBeVisible();
    expect(api.calls('POST', '/api/applications/public/withdrawals')[0]!.body).toEqual({
      token: TOKEN,
    });
  });

  it('says so in Arabic', async () => {
    stubApi({ [PREVIEW]: { ...OPEN, bankName: 'بنك الخليج' } });
    open(`/ar/withdraw?token=${TOKEN}`, 'ar');
    expect(
      await screen.findByRole('heading', { name: 'هل تريد سحب طلبك المقدَّم إلى بنك الخليج؟' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'سحب طلبي' })).toBeEnabled();
  });

  it('tells a link used before, with its day', async () => {
    stubApi({ [PREVIEW]: { ...OPEN, state: 'withdrawn', withdrawnAt: WITHDRAWN_AT } });
    open();
    expect(
      await screen.findByRole('heading', {
        name: 'Your application to Gulf Bank was already withdrawn.',
      }),
    ).toBeInTheDocument();
    expect(screen.getByText(/withdrawn on November 20, 2026/)).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Withdraw my application' })).toBeNull();
  });

  it('announces an expired link the preview finds', async () => {
    stubApi({ [PREVIEW]: { ...OPEN, state: 'expired' } });
    open();
    expect(await screen.findByRole('alert')).toHaveTextContent('This withdrawal link has expired.');
  });

  it('announces an expired link the withdrawal finds, and offers help', async () => {
    stubApi({
      [PREVIEW]: OPEN,
      [WITHDRAW]: () => problem(410, 'Withdrawal link expired', 'Links work for 30 days.'),
    });
    const { user } = open();
    await user.click(await screen.findByRole('button', { name: 'Withdraw my application' }));
    await waitFor(() =>
      expect(
        screen.getByRole('heading', { name: 'This withdrawal link has expired.' }),
      ).toHaveFocus(),
    );
    expect(screen.getByRole('link', { name: 'Help & Support' })).toHaveAttribute(
      'href',
      '/help-and-support',
    );
  });

  it('calls a forged link invalid', async () => {
    const api = stubApi({
      [PREVIEW]: () => problem(404, 'Unknown withdrawal link', 'Not a link we sent.'),
    });
    open();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This withdrawal link does not work.',
    );
    expect(api.log).toHaveLength(1);
  });

  it('calls a cut link invalid without asking the API', () => {
    const none = stubApi({});
    open('/withdraw?token=abc');
    expect(screen.getByRole('alert')).toHaveTextContent('This withdrawal link does not work.');
    expect(none.log).toEqual([]);
  });

  it('offers to try again when the server cannot be reached', async () => {
    stubApi({ [PREVIEW]: networkDown() });
    const { user } = open();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'We could not check your link just now.',
    );
    stubApi({ [PREVIEW]: OPEN });
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(
      await screen.findByRole('heading', { name: 'Withdraw your application to Gulf Bank?' }),
    ).toHaveFocus();
  });
});
