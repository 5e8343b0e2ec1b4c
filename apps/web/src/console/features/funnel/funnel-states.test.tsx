import { screen, within } from '@testing-library/react';
import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import { FUNNEL_STEPS } from '@mizan/contracts';
import { json, problem, server } from '../../../testing/api.ts';
import { renderConsole, signedInAs } from '../../testing/render-console.tsx';
import {
  axeViolations,
  expectAnnouncedError,
  expectAnnouncedStatus,
  expectNotAllowed,
  tableRows,
} from '../../testing/page-checks.ts';

const RANGE = '?from=2026-11-01&to=2026-11-07';
const STEPS_CAPTION = 'Funnel steps from 2026-11-01 to 2026-11-07';

/** A funnel in which nobody came: every step counted 0, on no day. */
const NOBODY = { steps: FUNNEL_STEPS.map((step) => ({ step, count: 0 })), days: [] };

describe('the funnel, empty and failing', () => {
  it('shows a range nobody came in as zeros with no rate, and says the chart has no day', async () => {
    signedInAs('analyst');
    server.use(http.get('/api/console/funnel', () => json(NOBODY)));
    renderConsole(`/funnel${RANGE}`);
    const rows = await tableRows(STEPS_CAPTION);
    expect(rows).toHaveLength(FUNNEL_STEPS.length);
    for (const row of rows) {
      const cells = within(row).getAllByRole('cell');
      expect(cells[1]).toHaveTextContent('0');
      // A rate over nobody is no rate: a dash, never "NaN%" or "0%".
      expect(cells[3]).toHaveTextContent('—');
    }
    expect(screen.getByRole('img', { name: /per day$/ })).toHaveAccessibleDescription(
      'No days to show.',
    );
    expect(screen.getByText('No days.')).toBeInTheDocument();
  });

  it('exports the figures of the range and filters shown', async () => {
    signedInAs('support');
    server.use(http.get('/api/console/funnel', () => json(NOBODY)));
    renderConsole(`/funnel${RANGE}&country=AE&productType=Card`);
    await tableRows(STEPS_CAPTION);
    const csv = new URL(
      screen.getByRole('link', { name: 'Export CSV' }).getAttribute('href')!,
      'http://x',
    );
    expect(csv.pathname).toBe('/api/console/funnel.csv');
    expect(Object.fromEntries(csv.searchParams)).toEqual({
      from: '2026-11-01',
      to: '2026-11-07',
      country: 'AE',
      productType: 'Card',
    });
  });

  it('says it is loading, then has no violation axe can find when nobody came', async () => {
    signedInAs('admin');
    server.use(http.get('/api/console/funnel', () => json(NOBODY)));
    renderConsole(`/funnel${RANGE}`);
    await expectAnnouncedStatus('Loading the funnel…');
    await tableRows(STEPS_CAPTION);
    expect(await axeViolations()).toEqual([]);
  });

  it('says the server refused when the role no longer allows the funnel', async () => {
    signedInAs('analyst');
    server.use(
      http.get('/api/console/funnel', () => problem(403, 'Forbidden', 'Not for this role.')),
    );
    renderConsole(`/funnel${RANGE}`);
    await expectAnnouncedError('Your role does not allow this.');
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('says when the server cannot be reached', async () => {
    signedInAs('analyst');
    server.use(http.get('/api/console/funnel', () => Response.error()));
    renderConsole(`/funnel${RANGE}`);
    await expectAnnouncedError(
      'The console could not reach the server. Check the connection and try again.',
    );
  });

  it('is not there for an editor', async () => {
    signedInAs('editor');
    renderConsole('/funnel');
    await expectNotAllowed('Editor');
    const nav = screen.getByRole('navigation', { name: 'Console' });
    expect(within(nav).queryByRole('link', { name: 'Funnel' })).toBeNull();
  });
});
