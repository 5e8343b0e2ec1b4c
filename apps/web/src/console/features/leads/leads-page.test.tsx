import { screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import { json, server } from '../../../testing/api.ts';
import { consoleLocation, renderConsole, signedInAs } from '../../testing/render-console.tsx';
import { listedBank } from '../../testing/fixtures.ts';

const LEAD = {
  id: '3f6c2a50-1111-4000-8000-000000000001',
  createdAt: '2026-11-20T09:30:00.000Z',
  country: 'SA',
  productType: 'Loan',
  status: 'Submitted',
  language: 'ar',
  product: { id: 7, name: 'Personal Finance' },
  bank: { id: 3, key: 'alrajhi', name: 'Al Rajhi Bank' },
  applicant: { fullName: 'Sara Ali', email: 'sara@example.com', phone: '+966500000000' },
};

/** What an analyst is shown instead of an application id (decision 0031). */
const REFERENCE = 'ref_q8Vx2mT0bN5cK1yR7wZ3aA';

const BANKS = {
  items: [
    listedBank(12, 'adcb', { en: 'ADCB', ar: 'بنك أبوظبي التجاري' }, 'AE'),
    listedBank(3, 'alrajhi', { en: 'Al Rajhi Bank', ar: 'مصرف الراجحي' }, 'SA'),
  ],
  total: 2,
};

/** Every query the leads list asked for, in order. */
function recordLeadQueries() {
  const queries: URLSearchParams[] = [];
  server.use(
    http.get('/api/console/banks', () => json(BANKS)),
    http.get('/api/console/applications', ({ request }) => {
      queries.push(new URL(request.url).searchParams);
      return json({ items: [LEAD], total: 60 });
    }),
  );
  return queries;
}

describe('the leads list', () => {
  it('asks for the first page, newest first, with no filter', async () => {
    signedInAs('admin');
    const queries = recordLeadQueries();
    renderConsole('/leads');
    expect(await screen.findByText('Al Rajhi Bank')).toBeVisible();
    expect(Object.fromEntries(queries[0]!)).toEqual({ page: '0', pageSize: '25' });
    expect(screen.getByText('Showing 1–25 of 60')).toBeVisible();
  });

  it('builds the query, the address and the CSV export from the filters', async () => {
    signedInAs('admin');
    const queries = recordLeadQueries();
    const { user } = renderConsole('/leads');
    await screen.findByText('Al Rajhi Bank');
    const filters = screen.getByRole('form', { name: 'Filter leads' });
    await user.selectOptions(within(filters).getByLabelText('Country'), 'SA');
    await user.selectOptions(within(filters).getByLabelText('Product type'), 'Loan');
    const bank = within(filters).getByLabelText('Bank');
    // By name, each with its countries.
    await waitFor(() =>
      expect([...bank.querySelectorAll('option')].map((option) => option.text)).toEqual([
        'Every bank',
        'ADCB (AE)',
        'Al Rajhi Bank (SA)',
      ]),
    );
    await user.selectOptions(bank, 'Al Rajhi Bank (SA)');
    await user.selectOptions(within(filters).getByLabelText('Status'), 'Submitted');
    await user.type(within(filters).getByLabelText('Created from'), '2026-11-01');
    await user.type(within(filters).getByLabelText('Created to'), '2026-11-30');
    await user.click(within(filters).getByRole('button', { name: 'Apply filters' }));

    const expected = {
      country: 'SA',
      productType: 'Loan',
      bankId: '3',
      status: 'Submitted',
      from: '2026-11-01',
      to: '2026-11-30',
    };
    await waitFor(() => expect(queries).toHaveLength(2));
    expect(Object.fromEntries(queries[1]!)).toEqual({ ...expected, page: '0', pageSize: '25' });
    expect(Object.fromEntries(new URLSearchParams(consoleLocation().split('?')[1]))).toEqual(
      expected,
    );
    const csv = new URL(
      screen.getByRole('link', { name: 'Export CSV' }).getAttribute('href')!,
      'http://x',
    );
    expect(csv.pathname).toBe('/api/console/applications.csv');
    expect(Object.fromEntries(csv.searchParams)).toEqual(expected);

    // The next page keeps the filters.
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(queries).toHaveLength(3));
    expect(Object.fromEntries(queries[2]!)).toEqual({ ...expected, page: '1', pageSize: '25' });
  });

  it('shows a bank of the address by its number when no bank of the catalogue has it', async () => {
    signedInAs('support');
    recordLeadQueries();
    renderConsole('/leads?bankId=99');
    await screen.findByText('Al Rajhi Bank');
    await waitFor(() => expect(screen.getByLabelText('Bank')).toHaveDisplayValue('Bank 99'));
  });

  it('leaves out a filter value from the address that the contract refuses', async () => {
    signedInAs('admin');
    const queries = recordLeadQueries();
    renderConsole('/leads?country=FR&productType=Loan&from=yesterday&page=2');
    await screen.findByText('Al Rajhi Bank');
    expect(Object.fromEntries(queries[0]!)).toEqual({
      productType: 'Loan',
      page: '2',
      pageSize: '25',
    });
  });

  it('shows an analyst the list with references, without personal fields, links or export', async () => {
    signedInAs('analyst');
    const withoutApplicant = { ...LEAD, id: REFERENCE, applicant: undefined };
    server.use(
      http.get('/api/console/banks', () => json(BANKS)),
      http.get('/api/console/applications', () => json({ items: [withoutApplicant], total: 1 })),
    );
    renderConsole('/leads');
    expect(await screen.findByText('Al Rajhi Bank')).toBeVisible();
    expect(screen.queryByRole('columnheader', { name: 'Applicant' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Export CSV' })).toBeNull();
    expect(within(screen.getByRole('table')).queryAllByRole('link')).toHaveLength(0);
    // The reference, to quote to a colleague who may open the lead.
    expect(screen.getByRole('columnheader', { name: 'Reference' })).toBeVisible();
    expect(screen.getByRole('cell', { name: REFERENCE })).toBeVisible();
  });
});
