import { screen, within } from '@testing-library/react';
import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import { json, problem, server } from '../../../testing/api.ts';
import { renderConsole, signedInAs } from '../../testing/render-console.tsx';
import {
  axeViolations,
  expectAnnouncedError,
  expectAnnouncedStatus,
} from '../../testing/page-checks.ts';
import { CARD } from './testing/fixtures.ts';

const PATH = '/catalogue/products/7/history';
/** The card as first seeded, and as it is now. */
const HISTORY = {
  items: [
    {
      version: 2,
      at: '2026-11-20T10:00:00Z',
      actor: { id: null, email: 'sara@mizan.example' },
      action: 'catalogue.update',
      item: { ...CARD, version: 2 },
    },
    {
      version: 1,
      at: '2026-11-01T10:00:00Z',
      actor: { id: null, email: null },
      action: 'catalogue.seed',
      item: { ...CARD, version: 1, active: false },
    },
  ],
};

describe('the history of an item, failing', () => {
  it("announces the server's problem when the history cannot be read", async () => {
    signedInAs('editor');
    server.use(
      http.get('/api/console/products/7', () => json({ ...CARD, version: 2 })),
      http.get('/api/console/products/7/history', () =>
        problem(500, 'Internal Server Error', 'The history could not be read.'),
      ),
    );
    renderConsole(PATH);
    await expectAnnouncedError('The history could not be read.');
    expect(screen.queryByRole('list', { name: 'Versions, newest first' })).toBeNull();
  });

  it('says someone saved since, when a restore meets a newer version', async () => {
    signedInAs('editor');
    server.use(
      http.get('/api/console/products/7', () => json({ ...CARD, version: 2 })),
      http.get('/api/console/products/7/history', () => json(HISTORY)),
      http.post('/api/console/products/7/restore', () =>
        problem(409, 'Conflict', 'The item changed since.'),
      ),
    );
    const { user } = renderConsole(PATH);
    const item = (await screen.findByRole('heading', { name: 'Version 1' })).closest('li')!;
    await user.click(within(item).getByRole('button', { name: 'Restore this version' }));
    await user.click(within(item).getByRole('button', { name: 'Restore version 1' }));
    await expectAnnouncedError(
      'Someone saved this product since you opened its history. Reload the page and try again.',
    );
    expect(screen.queryByText(/is restored/)).toBeNull();
  });

  it('says it is loading, then has no violation axe can find', async () => {
    signedInAs('editor');
    server.use(
      http.get('/api/console/products/7', () => json({ ...CARD, version: 2 })),
      http.get('/api/console/products/7/history', () => json(HISTORY)),
    );
    renderConsole(PATH);
    await expectAnnouncedStatus('Loading the history…');
    await screen.findByRole('heading', { name: 'Version 1' });
    expect(await axeViolations()).toEqual([]);
  });
});
