import { screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import { json, problem, server } from '../../../testing/api.ts';
import { noLeads, renderConsole, signedInAs } from '../../testing/render-console.tsx';
import { BANK } from '../../testing/fixtures.ts';
import { expectAnnouncedError, expectNotAllowed, tableRows } from '../../testing/page-checks.ts';

const CAPTION = 'Banks and their delivery methods';

const WEBHOOK_BANK = {
  ...BANK,
  delivery: { method: 'webhook', url: 'https://leads.bank.example/mizan' },
};
const CSV_BANK = {
  ...WEBHOOK_BANK,
  id: 5,
  key: 'riyadh-example-bank',
  name: { en: 'Riyadh Example Bank', ar: 'بنك الرياض' },
  country: 'SA',
  countries: ['SA'],
  delivery: { method: 'csv', url: null },
};

/** The banks, those of one country when asked; every country asked for (null: all). */
function banksServer() {
  const countries: (string | null)[] = [];
  server.use(
    http.get('/api/console/banks', ({ request }) => {
      const country = new URL(request.url).searchParams.get('country');
      countries.push(country);
      const items = [WEBHOOK_BANK, CSV_BANK].filter((bank) => !country || bank.country === country);
      return json({ items, total: items.length });
    }),
  );
  return countries;
}

describe('the banks list', () => {
  it('names each method and shows a webhook’s address', async () => {
    signedInAs('admin');
    banksServer();
    renderConsole('/banks');
    const [webhook, csv] = await tableRows(CAPTION);
    expect(within(webhook!).getByText('Webhook (signed HTTPS POST)')).toBeVisible();
    expect(within(webhook!).getByText('https://leads.bank.example/mizan')).toBeVisible();
    expect(within(csv!).getByText('Daily CSV file')).toBeVisible();
    expect(within(csv!).getByText('—')).toBeVisible();
  });

  it('filters by country, and says when a country has no bank', async () => {
    signedInAs('admin');
    const countries = banksServer();
    const { user } = renderConsole('/banks');
    // The form starts again from the address after each apply: it is found anew each time.
    const filters = () => screen.getByRole('form', { name: 'Filter banks' });
    await screen.findByRole('table', { name: CAPTION });
    await user.selectOptions(within(filters()).getByLabelText('Country'), 'Saudi Arabia');
    await user.click(within(filters()).getByRole('button', { name: 'Apply filters' }));
    await waitFor(() => expect(countries.at(-1)).toBe('SA'));
    await waitFor(() => expect(screen.queryByText('Emirates Example Bank')).toBeNull());
    expect(screen.getByText('Riyadh Example Bank')).toBeVisible();
    expect(window.location.search).toBe('?country=SA');

    server.use(http.get('/api/console/banks', () => json({ items: [], total: 0 })));
    await user.selectOptions(within(filters()).getByLabelText('Country'), 'United Arab Emirates');
    await user.click(within(filters()).getByRole('button', { name: 'Apply filters' }));
    expect(await screen.findByText('No bank in this country.')).toBeVisible();
  });

  it("announces the server's problem when the banks cannot be read", async () => {
    signedInAs('admin');
    server.use(
      http.get('/api/console/banks', () =>
        problem(500, 'Internal Server Error', 'The banks could not be read.'),
      ),
    );
    renderConsole('/banks');
    await expectAnnouncedError('The banks could not be read.');
    expect(screen.queryByRole('table')).toBeNull();
  });
});

describe("a bank's delivery page", () => {
  it('says there is no such bank, with a way back', async () => {
    signedInAs('admin');
    banksServer();
    renderConsole('/banks/77');
    await expectAnnouncedError('There is no bank 77.');
    expect(screen.getByRole('link', { name: 'Back to the banks' })).toHaveAttribute(
      'href',
      '/console/banks',
    );
  });

  it('announces why a test lead was refused', async () => {
    signedInAs('admin');
    banksServer();
    server.use(
      http.post('/api/console/banks/:bankId/delivery/test', () =>
        problem(409, 'Conflict', 'The bank has no delivery method.'),
      ),
    );
    const { user } = renderConsole('/banks/3');
    await user.click(await screen.findByRole('button', { name: 'Send a test lead' }));
    await expectAnnouncedError('The bank has no delivery method.');
    expect(screen.queryByText(/Test lead queued/)).toBeNull();
  });

  it('announces why a rotation was refused, showing no secret', async () => {
    signedInAs('admin');
    banksServer();
    server.use(
      http.post('/api/console/banks/:bankId/delivery/secret', () =>
        problem(503, 'Service Unavailable', 'The key file cannot be read. Try again shortly.'),
      ),
    );
    const { user } = renderConsole('/banks/3');
    await user.click(
      await screen.findByRole('button', { name: 'Rotate secret of Emirates Example Bank' }),
    );
    await user.click(screen.getByRole('button', { name: 'Rotate: make a new secret' }));
    await expectAnnouncedError('The key file cannot be read. Try again shortly.');
    expect(screen.queryByText(/whsec_/)).toBeNull();
  });
});

describe('the banks pages by role', () => {
  it.each([
    ['support', 'Support', '/banks'],
    ['support', 'Support', '/banks/3'],
    ['analyst', 'Analyst', '/banks'],
    ['editor', 'Editor', '/banks/3'],
  ] as const)('are not there for %s (%s, %s)', async (role, name, path) => {
    signedInAs(role);
    server.use(...noLeads());
    renderConsole(path);
    await expectNotAllowed(name);
    const nav = screen.getByRole('navigation', { name: 'Console' });
    expect(within(nav).queryByRole('link', { name: 'Banks' })).toBeNull();
  });
});
