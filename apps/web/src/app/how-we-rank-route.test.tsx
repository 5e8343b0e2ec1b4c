import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { LOCAL_STORAGE_KEYS } from '../config/ui.ts';
import { setSelectedCountry } from '../lib/selected-country.ts';
import { stubApi } from '../testing/api.ts';
import { openApp } from './testing/open-app.tsx';

beforeEach(() => {
  localStorage.setItem(LOCAL_STORAGE_KEYS.cookieConsent, 'given');
  setSelectedCountry('ae');
  stubApi({});
});

afterEach(() => setSelectedCountry(undefined));

describe('the How we rank page', () => {
  it('is at /how-we-rank, with its own title', async () => {
    openApp('/how-we-rank');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'How we rank cards and loans' }),
    ).toBeInTheDocument();
    expect(document.title).toBe('How we rank | Mizan');
    expect(screen.getByRole('link', { name: 'العربية' })).toHaveAttribute(
      'href',
      '/ar/how-we-rank',
    );
  });

  it('is at /ar/how-we-rank in Arabic, right to left', async () => {
    openApp('/ar/how-we-rank');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'كيف نرتّب البطاقات والقروض' }),
    ).toBeInTheDocument();
    expect(document.title).toBe('كيف نرتّب العروض | ميزان');
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');
  });
});
