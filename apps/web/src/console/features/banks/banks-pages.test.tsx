import { screen, waitFor, within } from '@testing-library/react';
import axe from 'axe-core';
import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import { json, problem, server } from '../../../testing/api.ts';
import { renderConsole, signedInAs } from '../../testing/render-console.tsx';
import { BANK } from '../../testing/fixtures.ts';

// The banks' delivery settings and the deliveries list as an admin and support use them: the
// secret shown once, the server's refusal of an address at its field, a rotation confirmed
// first, "retry now"; and axe on each page (contrast: the Playwright journey).

const SECRET = 'whsec_c2VjcmV0LW9mLXRoZS10ZXN0LWJhbmstMDEyMzQ1Njc4OQ==';
const DELIVERY = {
  id: '0d9a4c41-2b1e-4f57-9a57-3a0b7b1e2f10',
  bankId: 3,
  applicationId: '7c9e6679-7425-40de-944b-e07fc1f90ae7',
  type: 'application.submitted',
  state: 'failing',
  attempts: 3,
  lastStatus: 503,
  lastError: 'HTTP 503: Service Unavailable',
  nextAttemptAt: '2026-11-27T10:05:00.000Z',
  createdAt: '2026-11-27T10:00:00.000Z',
  deliveredAt: null,
};

async function violations(): Promise<string[]> {
  const results = await axe.run(document.body, { rules: { 'color-contrast': { enabled: false } } });
  return results.violations.map((violation) => violation.id);
}

function banksApi() {
  let bank = { ...BANK };
  const sent: unknown[] = [];
  server.use(
    http.get('/api/console/banks', () => json({ items: [bank], total: 1 })),
    http.put('/api/console/banks/3/delivery', async ({ request }) => {
      const body = (await request.json()) as { method: string; url?: string };
      sent.push(body);
      if (body.url?.startsWith('http://')) {
        return problem(400, 'Webhook address refused', 'body.url: must start with https://', [
          { field: 'body.url', message: 'must start with https://' },
        ]);
      }
      const first = bank.delivery.method === 'none';
      bank = { ...bank, delivery: { method: body.method, url: body.url ?? null } as never };
      return json({ ...bank.delivery, ...(first && { secret: SECRET }) });
    }),
    http.post('/api/console/banks/3/delivery/secret', () => json({ secret: `${SECRET}x` })),
    http.post('/api/console/banks/3/delivery/secret/revoke', () => json({ secret: `${SECRET}r` })),
    http.post('/api/console/banks/3/delivery/test', () =>
      json({ ...DELIVERY, state: 'pending', applicationId: null, attempts: 0 }, 201),
    ),
  );
  return sent;
}

describe('the banks pages', () => {
  it('lists the banks with their delivery, for admins', async () => {
    signedInAs('admin');
    banksApi();
    renderConsole('/banks');
    const table = await screen.findByRole('table', { name: 'Banks and their delivery methods' });
    expect(within(table).getByText('None (receives nothing)')).toBeVisible();
    expect(
      within(table).getByRole('link', { name: /^Emirates Example Bank\W+delivery settings$/ }),
    ).toHaveAttribute('href', '/console/banks/3');
    expect(await violations()).toEqual([]);
  });

  it('sets a webhook: a refused address at its field, then the secret once', async () => {
    signedInAs('admin');
    const sent = banksApi();
    const { user } = renderConsole('/banks/3');
    await screen.findByRole('heading', { name: 'Delivery to Emirates Example Bank' });
    expect(screen.getByRole('button', { name: 'Send a test lead' })).toBeDisabled();
    await user.selectOptions(screen.getByLabelText('Delivery method'), 'webhook');
    const address = screen.getByLabelText('Webhook address');
    await user.type(address, 'http://bank.example/hook');
    await user.click(screen.getByRole('button', { name: 'Save delivery method' }));
    expect(await screen.findByText('The address must start with https://.')).toBeVisible();
    expect(address).toHaveAttribute('aria-invalid', 'true');

    await user.clear(address);
    await user.type(address, 'https://leads.bank.example/mizan');
    await user.click(screen.getByRole('button', { name: 'Save delivery method' }));
    expect(await screen.findByText(SECRET)).toBeVisible();
    expect(screen.getByText(/It is shown only this once/)).toBeVisible();
    expect(sent.at(-1)).toEqual({ method: 'webhook', url: 'https://leads.bank.example/mizan' });
    expect(await violations()).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'I have copied it: hide it' }));
    expect(screen.queryByText(SECRET)).toBeNull();
    // A second save shows no secret: the server answers none.
    await user.click(screen.getByRole('button', { name: 'Save delivery method' }));
    expect(await screen.findByText(/Emirates Example Bank now: Webhook/)).toBeVisible();
    expect(screen.queryByText(/whsec_/)).toBeNull();

    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Send a test lead' })).toBeEnabled(),
    );
    await user.click(screen.getByRole('button', { name: 'Send a test lead' }));
    expect(await screen.findByText(/Test lead queued/)).toBeVisible();
  });

  it('rotates the secret only once confirmed', async () => {
    signedInAs('admin');
    banksApi();
    const { user } = renderConsole('/banks/3');
    await user.click(
      await screen.findByRole('button', { name: 'Rotate secret of Emirates Example Bank' }),
    );
    const confirm = screen.getByRole('button', { name: 'Rotate: make a new secret' });
    expect(confirm).toHaveFocus();
    expect(screen.queryByText(/whsec_/)).toBeNull();
    await user.click(confirm);
    expect(await screen.findByText(`${SECRET}x`)).toBeVisible();
    expect(screen.getByText(/the old one works for 24 more hours/)).toBeVisible();
  });

  it('revokes the secrets at once only once confirmed, showing the new one once', async () => {
    signedInAs('admin');
    banksApi();
    const { user } = renderConsole('/banks/3');
    await user.click(
      await screen.findByRole('button', { name: 'Revoke secret of Emirates Example Bank' }),
    );
    const confirm = screen.getByRole('button', {
      name: 'Revoke now: the old secrets stop at once',
    });
    expect(confirm).toHaveFocus();
    expect(screen.queryByText(/whsec_/)).toBeNull();
    await user.click(confirm);
    expect(await screen.findByText(`${SECRET}r`)).toBeVisible();
    expect(screen.getByText(/old secrets of Emirates Example Bank no longer work/)).toBeVisible();
  });
});

describe('the deliveries page', () => {
  it('shows support the deliveries with the last answer, and retries one now', async () => {
    signedInAs('support');
    let retried = '';
    server.use(
      http.get('/api/console/banks', () => json({ items: [BANK], total: 1 })),
      http.get('/api/console/deliveries', ({ request }) => {
        const state = new URL(request.url).searchParams.get('state');
        return json(
          state === 'delivered' ? { items: [], total: 0 } : { items: [DELIVERY], total: 1 },
        );
      }),
      http.post('/api/console/deliveries/:id/retry', ({ params }) => {
        retried = String(params.id);
        return json({ ...DELIVERY, nextAttemptAt: '2026-11-27T10:01:00.000Z' });
      }),
    );
    const { user } = renderConsole('/deliveries');
    const table = await screen.findByRole('table', { name: 'Deliveries to banks, newest first' });
    const row = within(table).getAllByRole('row')[1]!;
    expect(within(row).getByText('HTTP 503')).toBeVisible();
    expect(within(row).getByText('HTTP 503: Service Unavailable')).toBeVisible();
    expect(within(row).getByText('failing')).toBeVisible();
    expect(within(row).getByText('Emirates Example Bank')).toBeVisible();
    expect(await violations()).toEqual([]);
    await user.click(within(row).getByRole('button', { name: /^Retry now/ }));
    expect(await screen.findByText('Queued to be tried again now.')).toBeVisible();
    expect(retried).toBe(DELIVERY.id);
  });
});
