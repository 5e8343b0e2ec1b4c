import { screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import { json, server } from '../../../testing/api.ts';
import { consoleLocation, renderConsole, signedInAs } from '../../testing/render-console.tsx';
import { PRODUCT_ROW } from './testing/fixtures.ts';

function recordProductQueries() {
  const queries: Record<string, string>[] = [];
  server.use(
    http.get('/api/console/products', ({ request }) => {
      queries.push(Object.fromEntries(new URL(request.url).searchParams));
      return json({ items: [PRODUCT_ROW], total: 30 });
    }),
  );
  return queries;
}

describe('the catalogue lists', () => {
  it('opens on the cards and loans, each with its bank and a stale mark', async () => {
    signedInAs('editor');
    const queries = recordProductQueries();
    renderConsole('/catalogue');
    const link = await screen.findByRole('link', { name: 'FAB Cashback Card' });
    expect(link).toHaveAttribute('href', '/console/catalogue/products/7');
    expect(queries[0]).toEqual({ page: '0', pageSize: '25' });
    const row = link.closest('tr')!;
    expect(within(row).getByText('First Abu Dhabi Bank')).toBeVisible();
    expect(within(row).getByText('Stale')).toBeVisible();
    expect(within(row).getByText('since 2026-01-10')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Add a card' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Add a loan' })).toBeVisible();
    const tabs = screen.getByRole('navigation', { name: 'Catalogue' });
    expect(within(tabs).getByRole('link', { name: 'Cards and loans' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  it('sends the search and the filters, and keeps them in the address and on the next page', async () => {
    signedInAs('editor');
    const queries = recordProductQueries();
    const { user } = renderConsole('/catalogue/products');
    await screen.findByRole('link', { name: 'FAB Cashback Card' });
    const form = screen.getByRole('form', { name: 'Filter cards and loans' });
    await user.type(within(form).getByLabelText('Search'), 'fab');
    await user.selectOptions(within(form).getByLabelText('Country'), 'AE');
    await user.selectOptions(within(form).getByLabelText('Type'), 'Card');
    await user.selectOptions(within(form).getByLabelText('State'), 'Active');
    await user.selectOptions(within(form).getByLabelText('Facts'), 'true');
    await user.click(within(form).getByRole('button', { name: 'Apply filters' }));
    const expected = {
      q: 'fab',
      country: 'AE',
      productType: 'Card',
      active: 'true',
      stale: 'true',
    };
    await waitFor(() => expect(queries).toHaveLength(2));
    expect(queries[1]).toEqual({ ...expected, page: '0', pageSize: '25' });
    expect(Object.fromEntries(new URLSearchParams(consoleLocation().split('?')[1]))).toEqual(
      expected,
    );
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(queries).toHaveLength(3));
    expect(queries[2]).toEqual({ ...expected, page: '1', pageSize: '25' });
  });

  it('lists another kind from its tab, without Add for an analyst', async () => {
    signedInAs('analyst');
    recordProductQueries();
    const banks: Record<string, string>[] = [];
    server.use(
      http.get('/api/console/banks', ({ request }) => {
        banks.push(Object.fromEntries(new URL(request.url).searchParams));
        return json({
          items: [
            {
              id: 12,
              version: 1,
              key: 'fab',
              name: { en: 'First Abu Dhabi Bank', ar: 'بنك أبوظبي الأول' },
              country: 'AE',
              websiteUrl: 'https://www.bankfab.com',
              active: false,
              countries: ['AE'],
              delivery: { method: 'none', url: null },
            },
          ],
          total: 1,
        });
      }),
    );
    const { user } = renderConsole('/catalogue/products');
    await screen.findByRole('link', { name: 'FAB Cashback Card' });
    expect(screen.queryByRole('link', { name: 'Add a card' })).toBeNull();
    await user.click(screen.getByRole('link', { name: 'Banks' }));
    expect(await screen.findByRole('heading', { name: 'Banks' })).toBeVisible();
    const row = (await screen.findByRole('link', { name: 'First Abu Dhabi Bank' })).closest('tr')!;
    expect(within(row).getByText('Inactive')).toBeVisible();
    expect(screen.queryByRole('link', { name: 'Add a bank' })).toBeNull();
    expect(banks[0]).toEqual({ page: '0', pageSize: '25' });
  });
});
