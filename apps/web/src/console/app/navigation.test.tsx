import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { OPERATOR_ROLES } from '@mizan/contracts/console';
import { http } from 'msw';
import { json, server } from '../../testing/api.ts';
import { noLeads, renderConsole, signedInAs } from '../testing/render-console.tsx';
import { navItemsFor } from './navigation.ts';

describe('the navigation by role', () => {
  it.each([
    [
      'admin',
      [
        'Leads',
        'Support requests',
        'Data requests',
        'Bonuses',
        'Funnel',
        'Catalogue',
        'Banks',
        'Deliveries',
        'Operators',
        'Audit log',
        'Retention',
      ],
    ],
    [
      'support',
      [
        'Leads',
        'Support requests',
        'Data requests',
        'Bonuses',
        'Funnel',
        'Catalogue',
        'Deliveries',
      ],
    ],
    ['analyst', ['Leads', 'Support requests', 'Bonuses', 'Funnel', 'Catalogue']],
    ['editor', ['Catalogue']],
  ] as const)('shows %s only the pages its role may use', (role, labels) => {
    expect(navItemsFor(role).map((item) => item.label)).toEqual(labels);
  });

  it('covers every role', () => {
    for (const role of OPERATOR_ROLES) expect(Array.isArray(navItemsFor(role))).toBe(true);
  });

  it('gives a support operator no way to the operators or the audit log', async () => {
    signedInAs('support');
    server.use(...noLeads());
    renderConsole('/operators');
    const nav = await screen.findByRole('navigation', { name: 'Console' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual([
      'Leads',
      'Support requests',
      'Data requests',
      'Bonuses',
      'Funnel',
      'Catalogue',
      'Deliveries',
    ]);
    expect(screen.getByRole('heading', { name: 'Not allowed' })).toBeVisible();
    expect(screen.getByText(/Your role, Support, does not include this page/)).toBeVisible();
    expect(screen.getByRole('button', { name: 'Sign out everywhere' })).toBeVisible();
    expect(screen.getByText('support@mizan.example')).toBeVisible();
  });

  it('says an analyst may not open a lead, and that an unknown address is no page', async () => {
    signedInAs('analyst');
    renderConsole('/leads/0d9a4c41-2b1e-4f57-9a57-3a0b7b1e2f10');
    expect(await screen.findByRole('heading', { name: 'Not allowed' })).toBeVisible();
    expect(screen.getByText(/Your role, Analyst, does not include this page/)).toBeVisible();
  });

  it('calls an address that is no console page not found, whatever the role', async () => {
    signedInAs('admin');
    renderConsole('/leadsx');
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeVisible();
    expect(screen.queryByText(/does not include this page/)).toBeNull();
  });

  it('opens an admin on the leads, marking the current page', async () => {
    signedInAs('admin');
    server.use(...noLeads());
    renderConsole('/');
    expect(await screen.findByRole('heading', { name: 'Leads' })).toBeVisible();
    const nav = screen.getByRole('navigation', { name: 'Console' });
    expect(within(nav).getByRole('link', { name: 'Leads' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(within(nav).getByRole('link', { name: 'Audit log' })).toBeVisible();
  });

  it('opens an editor on the catalogue', async () => {
    signedInAs('editor');
    server.use(http.get('/api/console/products', () => json({ items: [], total: 0 })));
    renderConsole('/');
    expect(await screen.findByRole('heading', { name: 'Cards and loans' })).toBeVisible();
    const nav = screen.getByRole('navigation', { name: 'Console' });
    expect(within(nav).getByRole('link', { name: 'Catalogue' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });
});
