import { screen } from '@testing-library/react';
import axe from 'axe-core';
import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import { json, server } from '../../../testing/api.ts';
import { renderConsole, signedInAs } from '../../testing/render-console.tsx';
import { pickerLists } from './testing/catalogue-api.ts';
import { CARD, PRODUCT_ROW, QUESTION } from './testing/fixtures.ts';

// axe-core on every catalogue page as jsdom draws it: names, roles, labels, ids, landmarks.
// Contrast needs a real browser's layout; the console's Playwright journey checks it.

async function violations(): Promise<string[]> {
  const results = await axe.run(document.body, {
    rules: { 'color-contrast': { enabled: false } },
  });
  return results.violations.map(
    (violation) =>
      `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
  );
}

const HISTORY = {
  items: [3, 2, 1].map((version) => ({
    version,
    at: '2026-11-20T10:00:00Z',
    actor: { id: null, email: 'sara@mizan.example' },
    action: 'catalogue.update',
    item: { ...CARD, version },
  })),
};

describe('the catalogue pages, by axe', () => {
  it.each([
    '/catalogue/products',
    '/catalogue/products/7',
    '/catalogue/products/7/history',
    '/catalogue/products/new?type=Loan',
    '/catalogue/questions/4',
    '/catalogue/banners/new',
  ])('%s has no violation', async (path) => {
    signedInAs('editor');
    pickerLists();
    server.use(
      http.get('/api/console/products', () => json({ items: [PRODUCT_ROW], total: 1 })),
      http.get('/api/console/products/7', () => json(CARD)),
      http.get('/api/console/products/7/history', () => json(HISTORY)),
      http.get('/api/console/questions/4', () => json(QUESTION)),
    );
    renderConsole(path);
    await screen.findByRole('heading', { level: 1, name: /^(?!Loading)/ });
    await screen.findAllByRole('button', { name: /^(Save|Add|Show differences|Apply filters)/ });
    expect(await violations()).toEqual([]);
  });

  it('has none with the errors shown', async () => {
    signedInAs('editor');
    pickerLists();
    const { user } = renderConsole('/catalogue/products/new?type=Card');
    await user.click(await screen.findByRole('button', { name: 'Add card' }));
    await screen.findByRole('alert', { name: /fields need a change/ });
    expect(await violations()).toEqual([]);
  });
});
