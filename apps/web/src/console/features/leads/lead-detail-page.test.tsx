import { screen, within } from '@testing-library/react';
import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import { json, server } from '../../../testing/api.ts';
import { renderConsole, signedInAs } from '../../testing/render-console.tsx';

const ID = '3f6c2a50-1111-4000-8000-000000000001';
const DETAIL = {
  id: ID,
  createdAt: '2026-11-20T09:30:00.000Z',
  country: 'AE',
  productType: 'Card',
  status: 'Submitted',
  language: 'en',
  product: { id: 7, name: 'Cashback Card' },
  bank: { id: 3, key: 'mashreq', name: 'Mashreq' },
  applicant: { fullName: 'Sara Ali', email: 'sara@example.com', phone: '+971500000000' },
  submittedAt: '2026-11-20T09:40:00.000Z',
  answers: [],
  features: [],
  recommendations: [],
  bankStatus: 'approved',
  bankReference: 'MSQ-2291',
  history: [
    { at: '2026-11-20T09:30:00.000Z', status: 'Created', source: 'visitor' },
    { at: '2026-11-20T09:40:00.000Z', status: 'Submitted', source: 'visitor' },
    { at: '2026-11-21T08:00:00.000Z', status: 'received', source: 'bank' },
    { at: '2026-11-23T08:00:00.000Z', status: 'approved', source: 'bank' },
  ],
  contact: { channel: 'whatsapp', from: '10:00', to: '14:00' },
};

describe('the lead detail', () => {
  it('shows the bank’s status, every step oldest first, and how the bank may make contact', async () => {
    signedInAs('support');
    server.use(http.get(`/api/console/applications/${ID}`, () => json(DETAIL)));
    renderConsole(`/leads/${ID}`);
    const history = await screen.findByRole('list', { name: 'History' });
    expect(
      within(history)
        .getAllByRole('listitem')
        .map((step) => [...step.children].map((part) => part.textContent).join(' ')),
    ).toEqual([
      '20 Nov 2026, 09:30 UTC Created by Applicant',
      '20 Nov 2026, 09:40 UTC Submitted by Applicant',
      '21 Nov 2026, 08:00 UTC received by Bank',
      '23 Nov 2026, 08:00 UTC approved by Bank',
    ]);
    expect(screen.getByText('WhatsApp, 10:00–14:00 (local time)')).toBeVisible();
    expect(screen.getByText('MSQ-2291')).toBeVisible();
  });

  it('says the applicant was erased instead of showing empty details', async () => {
    signedInAs('support');
    const erased = { ...DETAIL, applicant: { fullName: '', email: '', phone: '' } };
    server.use(http.get(`/api/console/applications/${ID}`, () => json(erased)));
    renderConsole(`/leads/${ID}`);
    expect(await screen.findByText('Erased')).toBeVisible();
    expect(screen.getByText('Full name, email and phone')).toBeVisible();
    expect(screen.queryByText('Email')).toBeNull();
  });
});
