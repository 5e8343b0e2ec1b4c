import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { setSelectedCountry } from '../../lib/selected-country.ts';
import { json, problem, stubApi } from '../../testing/api.ts';
import { renderWithApp } from '../../testing/render.tsx';
import { Component as SupportPage } from './support-page.tsx';

vi.mock('../../components/privacy-policy/privacy-policy-sheet.tsx', () => ({
  PrivacyPolicySheet: ({ open }: { open: boolean }) =>
    open ? <div role="dialog" aria-label="Privacy Policy" /> : null,
}));

const THANKS_BODY =
  'Your inquiry has been successfully submitted. Our team aims to respond to inquiries within 2-3 business days.';

const renderPage = () => renderWithApp(<SupportPage />, { history: ['/help-and-support'] });

const SUPPORT = 'POST /api/support-requests/public';

const fields = () => ({
  name: screen.getByLabelText('Full name'),
  email: screen.getByLabelText('Email'),
  message: screen.getByLabelText('Message'),
  terms: screen.getByRole('checkbox'),
});

async function fillValidForm(user: ReturnType<typeof userEvent.setup>) {
  const { name, email, message, terms } = fields();
  await user.type(name, 'Aisha Khan');
  await user.type(email, 'Aisha@Example.com');
  await user.type(message, 'Where is my card?');
  await user.click(terms);
}

describe('the support page', () => {
  it('shows every required-field message on an empty submit, each tied to its field', async () => {
    const api = stubApi({});
    const user = userEvent.setup();
    renderPage();
    await user.click(screen.getByRole('button', { name: 'Submit' }));

    const { name, email, message, terms } = fields();
    const expectations: [HTMLElement, string][] = [
      [name, 'Please enter your full name'],
      [email, 'Please enter your email'],
      [message, 'Please enter your message'],
      [terms, 'Please agree to the terms'],
    ];
    for (const [field, text] of expectations) {
      expect(await screen.findByText(text)).toBeInTheDocument();
      expect(field).toHaveAttribute('aria-invalid', 'true');
      expect(field).toHaveAccessibleDescription(text);
      // Announced: the message sits in a live region.
      expect(screen.getByText(text)).toHaveAttribute('aria-live', 'polite');
    }
    expect(name).toHaveFocus();
    expect(api.log).toEqual([]);
  });

  it('asks for a valid email', async () => {
    const api = stubApi({});
    const user = userEvent.setup();
    renderPage();
    await user.type(fields().email, 'not-an-email');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Please enter a valid email')).toBeInTheDocument();
    expect(fields().email).toHaveAccessibleDescription('Please enter a valid email');
    expect(api.log).toEqual([]);
  });

  it('strips digits and symbols from the name as it is typed', async () => {
    const user = userEvent.setup();
    renderPage();
    await user.type(fields().name, 'Ali 123 Kh@n!');
    expect(fields().name).toHaveValue('Ali Khn');
  });

  it('posts the form and thanks the visitor, then clears the form', async () => {
    setSelectedCountry('sa');
    const api = stubApi({
      [SUPPORT]: () => json({ supportRequestId: '5d2f8c3e-9a41-4b7e-8f60-2c1d3e4f5a6b' }, 201),
    });
    const user = userEvent.setup();
    renderPage();
    await fillValidForm(user);
    await user.click(screen.getByRole('button', { name: 'Submit' }));

    const dialog = await screen.findByRole('dialog', { name: 'Thank you for reaching out!' });
    expect(dialog).toHaveAccessibleDescription(THANKS_BODY);
    expect(api.log).toHaveLength(1);
    expect(api.log[0]).toMatchObject({ method: 'POST', path: '/api/support-requests/public' });
    // Sent with the selected country, as every call is.
    expect(api.log[0]?.country).toBe('SA');
    expect(api.log[0]?.body).toEqual({
      fullName: 'Aisha Khan',
      email: 'aisha@example.com',
      message: 'Where is my card?',
      agreeToTerms: true,
    });

    await user.click(within(dialog).getByRole('button', { name: 'Done' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(fields().name).toHaveValue('');
    expect(fields().message).toHaveValue('');
    expect(fields().terms).not.toBeChecked();
  });

  it('keeps the form and says so when the server fails', async () => {
    stubApi({ [SUPPORT]: () => problem(500, 'x', 'y') });
    const user = userEvent.setup();
    renderPage();
    await fillValidForm(user);
    await user.click(screen.getByRole('button', { name: 'Submit' }));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Your message was not sent');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(fields().name).toHaveValue('Aisha Khan');
    expect(fields().message).toHaveValue('Where is my card?');
    expect(screen.getByRole('button', { name: 'Submit' })).toBeEnabled();
  });

  it('tells the visitor when the network is down or they are rate-limited', async () => {
    const answers = [Response.error(), problem(429, 'Too many', 'Slow down')];
    stubApi({ [SUPPORT]: () => answers.shift()! });
    const user = userEvent.setup();
    renderPage();
    await fillValidForm(user);
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(/couldn't reach our servers/);
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText(/several messages in a short time/)).toBeInTheDocument();
  });

  it("puts the server's field errors on the fields", async () => {
    stubApi({
      [SUPPORT]: () =>
        problem(400, 'Invalid request', 'email: Please enter a valid email', [
          { field: 'body.email', message: 'Please enter a valid email' },
        ]),
    });
    const user = userEvent.setup();
    renderPage();
    await fillValidForm(user);
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Please enter a valid email')).toBeInTheDocument();
    expect(fields().email).toHaveAttribute('aria-invalid', 'true');
    expect(fields().email).toHaveAccessibleDescription('Please enter a valid email');
    expect(screen.getByRole('alert')).toHaveTextContent('Please check the highlighted fields');
  });

  it('links to the privacy policy sheet and the terms page, and goes home', async () => {
    const user = userEvent.setup();
    renderPage();
    await user.click(screen.getByRole('button', { name: 'Privacy Policy' }));
    expect(await screen.findByRole('dialog', { name: 'Privacy Policy' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    // Reading the policy is not agreeing to the terms.
    expect(fields().terms).not.toBeChecked();
    expect(screen.getByRole('link', { name: 'Terms of Service' })).toHaveAttribute(
      'href',
      '/terms-of-service',
    );
    await user.click(screen.getByRole('button', { name: 'Back to Home' }));
    expect(window.location.pathname).toBe('/');
  });
});
