import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { OPERATOR_ROLES } from '@mizan/contracts/console';
import { server } from '../../testing/api.ts';
import { noLeads, renderConsole, signedInAs } from '../testing/render-console.tsx';
import { navItemsFor } from './navigation.ts';

describe('the navigation by role', () => {
  it.each([
    ['admin', ['Leads', 'Support requests', 'Operators', 'Audit log']],
    ['support', ['Leads', 'Support requests']],
    ['analyst', ['Leads', 'Support requests']],
    ['editor', []],
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
    ).toEqual(['Leads', 'Support requests']);
    expect(screen.getByRole('heading', { name: 'Page not found' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Sign out everywhere' })).toBeVisible();
    expect(screen.getByText('support@mizan.example')).toBeVisible();
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
});
