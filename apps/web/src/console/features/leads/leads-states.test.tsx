import { screen, within } from '@testing-library/react';
import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import { json, problem, server } from '../../../testing/api.ts';
import { noBanks, renderConsole, signedInAs } from '../../testing/render-console.tsx';
import {
  axeViolations,
  expectAnnouncedError,
  expectAnnouncedStatus,
  expectClosedTo,
  tableRows,
} from '../../testing/page-checks.ts';

const CAPTION = 'Applications, newest first';

/** A lead just started: no bank, no product chosen yet. */
const STARTED = {
  id: '3f6c2a50-1111-4000-8000-000000000021',
  createdAt: '2026-11-24T07:15:00.000Z',
  country: 'AE',
  productType: 'Card',
  status: 'Created',
  language: 'en',
  product: null,
  bank: null,
  applicant: { fullName: '', email: '', phone: '' },
};

const leadsAnswer = (items: unknown[], total = items.length) =>
  http.get('/api/console/applications', () => json({ items, total }));

describe('the leads list for support', () => {
  it('opens each lead, names the applicant, and offers no export (an admin’s)', async () => {
    signedInAs('support');
    server.use(noBanks(), leadsAnswer([STARTED]));
    renderConsole('/leads');
    const [row] = await tableRows(CAPTION);
    expect(within(row!).getByRole('link', { name: '24 Nov 2026, 07:15 UTC' })).toHaveAttribute(
      'href',
      `/console/leads/${STARTED.id}`,
    );
    // Nothing chosen yet: dashes, not blanks; an erased applicant says so.
    expect(within(row!).getAllByText('—')).toHaveLength(2);
    expect(within(row!).getByText('Erased')).toBeVisible();
    expect(screen.queryByRole('link', { name: 'Export CSV' })).toBeNull();
  });
});

describe('the leads list, empty and failing', () => {
  it('says when no application matches, with no violation axe can find', async () => {
    signedInAs('admin');
    server.use(noBanks(), leadsAnswer([]));
    renderConsole('/leads?country=SA');
    await expectAnnouncedStatus('Loading applications…');
    expect(await screen.findByText('No application matches these filters.')).toBeVisible();
    expect(screen.getByText('Showing 0–0 of 0')).toBeVisible();
    expect(await axeViolations()).toEqual([]);
  });

  it("announces the server's problem when the list cannot be read", async () => {
    signedInAs('admin');
    server.use(
      noBanks(),
      http.get('/api/console/applications', () =>
        problem(500, 'Internal Server Error', 'The applications could not be read.'),
      ),
    );
    renderConsole('/leads');
    await expectAnnouncedError('The applications could not be read.');
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('says when the server cannot be reached', async () => {
    signedInAs('support');
    server.use(
      noBanks(),
      http.get('/api/console/applications', () => Response.error()),
    );
    renderConsole('/leads');
    await expectAnnouncedError(
      'The console could not reach the server. Check the connection and try again.',
    );
  });

  it('is not there for an editor', () =>
    expectClosedTo('editor', '/leads', { link: 'Leads', call: '/api/console/applications' }));
});
