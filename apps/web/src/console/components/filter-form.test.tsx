import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { TextInput } from '../../components/ui/text-input.tsx';
import { FilterForm } from './filter-form.tsx';

function renderForm(filters: Record<string, string | undefined>) {
  const onApply = vi.fn();
  render(
    <FilterForm label="Filter leads" filters={filters} onApply={onApply} columns={3}>
      {(bind) => <TextInput aria-label="Bank ID" {...bind('bankId')} />}
    </FilterForm>,
  );
  return onApply;
}

describe('the filter form', () => {
  it('is folded on a phone behind a button that says how many filters apply', async () => {
    renderForm({ country: 'SA', productType: 'Loan', status: undefined });
    const toggle = screen.getByRole('button', { name: 'Filter leads (2 applied)' });
    const form = screen.getByRole('form', { name: 'Filter leads', hidden: true });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveAttribute('aria-controls', form.id);
    // Folded below the `sm` width only: shown from it on.
    expect(form).toHaveClass('hidden', 'sm:grid');
    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(form).toHaveClass('grid');
    expect(form).not.toHaveClass('hidden');
  });

  it('names no count when no filter applies, and applies the draft together', async () => {
    const onApply = renderForm({});
    expect(screen.getByRole('button', { name: 'Filter leads' })).toBeVisible();
    await userEvent.type(screen.getByLabelText('Bank ID'), '12');
    expect(onApply).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Apply filters' }));
    expect(onApply).toHaveBeenCalledWith({ bankId: '12' });
  });
});
