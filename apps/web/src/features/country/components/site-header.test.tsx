import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SiteHeader } from '../../../components/ui/site-header.tsx';

// The header frame lives in components/ui; it is tested here with the picker it carries.
function renderAt(path: string) {
  window.history.replaceState(null, '', path);
  render(
    <SiteHeader>
      <span>picker</span>
    </SiteHeader>,
  );
}

describe('the site header', () => {
  it('links home with the logo and offers Help & Support', async () => {
    renderAt('/');
    expect(await screen.findByRole('link', { name: 'Mizan home' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('link', { name: 'Help & Support' })).toHaveAttribute(
      'href',
      '/help-and-support',
    );
    expect(screen.getByText('picker')).toBeInTheDocument();
  });

  it('hides Help & Support while on that page', async () => {
    renderAt('/help-and-support');
    expect(await screen.findByRole('link', { name: 'Mizan home' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Help & Support' })).not.toBeInTheDocument();
  });
});
