import { screen } from '@testing-library/react';
import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import { json, problem, server } from '../../../testing/api.ts';
import { renderConsole, signedInAs } from '../../testing/render-console.tsx';
import {
  axeViolations,
  expectAnnouncedError,
  expectAnnouncedStatus,
} from '../../testing/page-checks.ts';

describe('the catalogue lists, empty and failing', () => {
  it('says when no card or loan matches the filters, with no violation axe can find', async () => {
    signedInAs('editor');
    server.use(http.get('/api/console/products', () => json({ items: [], total: 0 })));
    renderConsole('/catalogue/products?q=nothing');
    await expectAnnouncedStatus('Loading cards and loans…');
    expect(await screen.findByText('No cards and loans match these filters.')).toBeVisible();
    // An editor may still add one from an empty list.
    expect(screen.getByRole('link', { name: 'Add a card' })).toBeVisible();
    expect(await axeViolations()).toEqual([]);
  });

  it("announces the server's problem when the list cannot be read", async () => {
    signedInAs('analyst');
    server.use(
      http.get('/api/console/products', () =>
        problem(500, 'Internal Server Error', 'The catalogue could not be read.'),
      ),
    );
    renderConsole('/catalogue/products');
    await expectAnnouncedError('The catalogue could not be read.');
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('says a kind the console does not have is no page', async () => {
    signedInAs('editor');
    renderConsole('/catalogue/cars');
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeVisible();
  });
});
