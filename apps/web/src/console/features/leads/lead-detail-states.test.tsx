import { screen } from '@testing-library/react';
import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import { json, problem, server } from '../../../testing/api.ts';
import { renderConsole, signedInAs } from '../../testing/render-console.tsx';
import {
  axeViolations,
  expectAnnouncedError,
  expectAnnouncedStatus,
  expectClosedTo,
} from '../../testing/page-checks.ts';

const ID = '3f6c2a50-1111-4000-8000-000000000009';
/** A lead started but never submitted: nothing chosen, no bank's word, no answer yet. */
const STARTED = {
  id: ID,
  createdAt: '2026-11-24T07:15:00.000Z',
  country: 'SA',
  productType: 'Loan',
  status: 'Created',
  language: 'ar',
  product: null,
  bank: null,
  applicant: { fullName: 'Huda Saleh', email: 'huda@example.com', phone: '+966511111111' },
  submittedAt: null,
  answers: [],
  features: [],
  recommendations: [],
  bankStatus: null,
  bankReference: null,
  history: [{ at: '2026-11-24T07:15:00.000Z', status: 'Created', source: 'visitor' }],
  contact: null,
};
const PATH = `/api/console/applications/${ID}`;

/** The value shown beside a term of the details. */
const detail = (term: string) => screen.getByText(term, { selector: 'dt' }).nextElementSibling;

describe('the lead detail, with little in it', () => {
  it('says what is not there yet in words, not blanks', async () => {
    signedInAs('support');
    server.use(http.get(PATH, () => json(STARTED)));
    renderConsole(`/leads/${ID}`);
    expect(await screen.findByText('Huda Saleh')).toBeVisible();
    expect(detail('Submitted')).toHaveTextContent('Not submitted');
    expect(detail('Bank status')).toHaveTextContent('No report yet');
    expect(detail("Bank's reference")).toHaveTextContent('—');
    expect(detail('Bank')).toHaveTextContent('—');
    expect(detail('Product chosen')).toHaveTextContent('None yet');
    expect(detail('Country')).toHaveTextContent('Saudi Arabia');
    expect(detail('Language')).toHaveTextContent('Arabic');
    expect(screen.getByText('No answers given.')).toBeVisible();
    expect(screen.getByText('No features chosen.')).toBeVisible();
    expect(screen.getByText('None.')).toBeVisible();
    // The phone reads left to right in any page direction.
    expect(screen.getByText('+966511111111')).toHaveAttribute('dir', 'ltr');
  });

  it('says it is loading, then has no violation axe can find', async () => {
    signedInAs('admin');
    server.use(http.get(PATH, () => json(STARTED)));
    renderConsole(`/leads/${ID}`);
    await expectAnnouncedStatus('Loading the lead…');
    await screen.findByText('Huda Saleh');
    expect(await axeViolations()).toEqual([]);
  });
});

describe('the lead detail, failing', () => {
  it('says a lead that does not exist was not found', async () => {
    signedInAs('support');
    server.use(http.get(PATH, () => problem(404, 'Not Found', 'No such application.')));
    renderConsole(`/leads/${ID}`);
    await expectAnnouncedError(
      'Not found: this record does not exist, or the server does not offer it yet.',
    );
    expect(screen.queryByRole('heading', { name: 'Applicant' })).toBeNull();
    expect(screen.getByRole('link', { name: '← Back to leads' })).toBeVisible();
  });

  it("announces the server's own problem", async () => {
    signedInAs('support');
    server.use(
      http.get(PATH, () => problem(500, 'Internal Server Error', 'The lead could not be read.')),
    );
    renderConsole(`/leads/${ID}`);
    await expectAnnouncedError('The lead could not be read.');
  });

  it('is not there for an analyst, who sees leads without personal data', () =>
    expectClosedTo('analyst', `/leads/${ID}`, { call: PATH }));
});
