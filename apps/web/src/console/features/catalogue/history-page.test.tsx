import { screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import { json, server } from '../../../testing/api.ts';
import { CSRF, renderConsole, signedInAs } from '../../testing/render-console.tsx';
import { CARD } from './testing/fixtures.ts';

const VERSION_1 = { ...CARD, version: 1, name: { ...CARD.name, en: 'FAB Cash Card' } };
const VERSION_2 = { ...CARD, version: 2, active: false };
const HISTORY = {
  items: [
    {
      version: 3,
      at: '2026-11-20T10:00:00Z',
      actor: { id: null, email: 'sara@mizan.example' },
      action: 'catalogue.update',
      item: CARD,
    },
    {
      version: 2,
      at: '2026-11-10T10:00:00Z',
      actor: { id: null, email: 'omar@mizan.example' },
      action: 'catalogue.update',
      item: VERSION_2,
    },
    {
      version: 1,
      at: '2026-11-01T10:00:00Z',
      actor: { id: null, email: null },
      action: 'catalogue.seed',
      item: VERSION_1,
    },
  ],
};

function historyApi() {
  const restores: { body: unknown; csrf: string | null }[] = [];
  server.use(
    http.get('/api/console/products/7', () => json(CARD)),
    http.get('/api/console/products/7/history', () => json(HISTORY)),
    http.post('/api/console/products/7/restore', async ({ request }) => {
      restores.push({ body: await request.json(), csrf: request.headers.get('x-csrf-token') });
      return json({ ...VERSION_1, version: 4 });
    }),
  );
  return restores;
}

describe('the history of an item', () => {
  it('lists the versions newest first, with who saved each and when', async () => {
    signedInAs('editor');
    historyApi();
    renderConsole('/catalogue/products/7/history');
    expect(
      await screen.findByRole('heading', { name: 'History of FAB Cashback Card' }),
    ).toBeVisible();
    const versions = within(
      screen.getByRole('list', { name: 'Versions, newest first' }),
    ).getAllByRole('heading');
    expect(versions.map((heading) => heading.textContent)).toEqual([
      'Version 3(current)',
      'Version 2',
      'Version 1',
    ]);
    expect(screen.getByText(/Seeded 1 Nov 2026, 10:00 UTC by the system/)).toBeVisible();
    expect(screen.getByText(/Saved 10 Nov 2026, 10:00 UTC by omar@mizan.example/)).toBeVisible();
  });

  it('shows a version’s differences from the current one, then restores it after asking', async () => {
    signedInAs('editor');
    const restores = historyApi();
    const { user } = renderConsole('/catalogue/products/7/history');
    const item = (await screen.findByRole('heading', { name: 'Version 1' })).closest('li')!;
    await user.click(within(item).getByRole('button', { name: 'Show differences' }));
    const table = within(item).getByRole('table', {
      name: 'Version 1 against the current version',
    });
    const row = within(table).getByRole('rowheader', { name: 'Name › English' }).closest('tr')!;
    expect(within(row).getByText('FAB Cashback Card')).toBeVisible();
    expect(within(row).getByText('FAB Cash Card')).toBeVisible();

    await user.click(within(item).getByRole('button', { name: 'Restore this version' }));
    expect(restores).toEqual([]);
    const confirm = within(item).getByRole('button', { name: 'Restore version 1' });
    expect(confirm).toHaveFocus();
    await user.click(confirm);
    expect(await screen.findByText('Version 1 is restored, saved as version 4.')).toBeVisible();
    expect(restores).toEqual([{ body: { version: 1, currentVersion: 3 }, csrf: CSRF }]);
  });

  it('offers an analyst no restore', async () => {
    signedInAs('analyst');
    historyApi();
    renderConsole('/catalogue/products/7/history');
    await screen.findByRole('heading', { name: 'Version 1' });
    await waitFor(() =>
      expect(screen.getAllByRole('button', { name: 'Show differences' })).toHaveLength(2),
    );
    expect(screen.queryByRole('button', { name: 'Restore this version' })).toBeNull();
  });
});
