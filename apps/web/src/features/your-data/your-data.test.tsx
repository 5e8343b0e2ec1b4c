import { screen, waitFor } from '@testing-library/react';
import axe from 'axe-core';
import { describe, expect, it } from 'vitest';
import { json, networkDown, problem, stubApi } from '../../testing/api.ts';
import { renderWithApp } from '../../testing/render.tsx';
import { Component as ConfirmPage } from './confirm-page.tsx';
import { YourDataForm } from './your-data-form.tsx';

const ASK = 'POST /api/data-requests/public';
const CONFIRM = 'POST /api/data-requests/public/confirm';
const TOKEN = 'q0U6b7Yp3s9XJm2kV5wZtR1cN8eH4aLdF0gQyBiOuPo';
const SENT =
  'If we hold data for this address, we have sent a link to it. Open the link within 7 days to confirm your request.';

const noViolations = async () => {
  const results = await axe.run(document.body, { rules: { 'color-contrast': { enabled: false } } });
  expect(results.violations.map((violation) => violation.id)).toEqual([]);
};

describe('the "Your data" form', () => {
  it('sends the address and the choice, then says the same thing whatever the address', async () => {
    const api = stubApi({ [ASK]: () => json({ accepted: true }, 202) });
    const { user } = renderWithApp(<YourDataForm />, { history: ['/help-and-support'] });
    await noViolations();
    await user.click(screen.getByRole('radio', { name: 'Erase my data' }));
    await user.type(screen.getByLabelText('Your email address'), 'Aisha@Example.com');
    await user.click(screen.getByRole('button', { name: 'Send request' }));

    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent(SENT));
    expect(api.calls('POST', '/api/data-requests/public')[0]).toMatchObject({
      body: { email: 'aisha@example.com', kind: 'erase' },
      language: 'en',
    });
    // Cleared for another request.
    expect(screen.getByLabelText('Your email address')).toHaveValue('');
    await noViolations();
  });

  it('names a bad address on the field, announced, and sends nothing', async () => {
    const api = stubApi({});
    const { user } = renderWithApp(<YourDataForm />);
    await user.type(screen.getByLabelText('Your email address'), 'not-an-address');
    await user.click(screen.getByRole('button', { name: 'Send request' }));
    const email = screen.getByLabelText('Your email address');
    await waitFor(() => expect(email).toHaveAttribute('aria-invalid', 'true'));
    expect(email).toHaveAccessibleDescription('Please enter a valid email');
    expect(api.log).toEqual([]);
  });

  it('announces a failure as an alert', async () => {
    stubApi({ [ASK]: () => problem(429, 'Too many requests', 'Wait.') });
    const { user } = renderWithApp(<YourDataForm />);
    await user.type(screen.getByLabelText('Your email address'), 'aisha@example.com');
    await user.click(screen.getByRole('button', { name: 'Send request' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'You have sent several requests in a short time.',
    );
    expect(screen.getByRole('status')).toHaveTextContent('');
  });

  it('speaks Arabic, right to left, in the Arabic page', async () => {
    const api = stubApi({ [ASK]: () => json({ accepted: true }, 202) });
    const { user } = renderWithApp(<YourDataForm />, {
      history: ['/ar/help-and-support'],
      language: 'ar',
    });
    expect(screen.getByRole('heading', { name: 'بياناتك' })).toBeVisible();
    await user.type(screen.getByLabelText('عنوان بريدك الإلكتروني'), 'salma@example.com');
    await user.click(screen.getByRole('button', { name: 'إرسال الطلب' }));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('أرسلنا إليه رابطاً'));
    expect(api.log[0]!.language).toBe('ar');
    await noViolations();
  });
});

const open = (path = `/your-data/confirm?token=${TOKEN}`, language: 'en' | 'ar' = 'en') =>
  renderWithApp(<ConfirmPage />, { history: [path], language });

describe('the confirmation page', () => {
  it('confirms on the button only, never on load, then tells the due date', async () => {
    const api = stubApi({
      [CONFIRM]: {
        kind: 'erase',
        confirmedAt: '2026-11-20T10:00:00.000Z',
        dueAt: '2026-12-20T10:00:00.000Z',
      },
    });
    const { user } = open();
    expect(screen.getByRole('heading', { name: 'Confirm your request' })).toBeVisible();
    expect(api.log).toEqual([]);
    await noViolations();
    await user.click(screen.getByRole('button', { name: 'Confirm my request' }));
    expect(
      await screen.findByRole('heading', { name: 'Your request is confirmed.' }),
    ).toHaveFocus();
    expect(screen.getByText(/erase your data by December 20, 2026/)).toBeVisible();
    expect(api.calls('POST', '/api/data-requests/public/confirm')[0]!.body).toEqual({
      token: TOKEN,
    });
  });

  it('is kept out of search engines', () => {
    stubApi({});
    open();
    expect(document.querySelector('meta[name="robots"]')).toHaveAttribute(
      'content',
      'noindex, nofollow',
    );
  });

  it('announces an expired link and offers the support page', async () => {
    stubApi({ [CONFIRM]: () => problem(410, 'Confirmation link expired', 'Expired.') });
    const { user } = open();
    await user.click(screen.getByRole('button', { name: 'Confirm my request' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This confirmation link has expired.',
    );
    expect(screen.getByRole('link', { name: 'Help & Support' })).toHaveAttribute(
      'href',
      '/help-and-support',
    );
  });

  it('calls a forged link invalid, and a cut one without asking the API', async () => {
    stubApi({ [CONFIRM]: () => problem(404, 'Unknown confirmation link', 'Unknown.') });
    const { user } = open();
    await user.click(screen.getByRole('button', { name: 'Confirm my request' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This confirmation link does not work.',
    );

    const none = stubApi({});
    open('/your-data/confirm?token=abc');
    expect(screen.getAllByRole('alert').at(-1)).toHaveTextContent(
      'This confirmation link does not work.',
    );
    expect(none.log).toEqual([]);
  });

  it('offers to try again when the server cannot be reached', async () => {
    stubApi({ [CONFIRM]: networkDown() });
    const { user } = open();
    await user.click(screen.getByRole('button', { name: 'Confirm my request' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'We could not confirm your request just now.',
    );
    stubApi({
      [CONFIRM]: {
        kind: 'export',
        confirmedAt: '2026-11-20T10:00:00.000Z',
        dueAt: '2026-12-20T10:00:00.000Z',
      },
    });
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(
      await screen.findByRole('heading', { name: 'Your request is confirmed.' }),
    ).toBeVisible();
  });

  it('in Arabic', async () => {
    stubApi({});
    open(`/ar/your-data/confirm?token=${TOKEN}`, 'ar');
    expect(screen.getByRole('heading', { name: 'أكّد طلبك' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'تأكيد طلبي' })).toBeEnabled();
    await noViolations();
  });
});
