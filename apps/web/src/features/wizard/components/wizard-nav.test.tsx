import { act, fireEvent, render, screen } from '@testing-library/react';
import { NEXT_LOCK_MS } from '../../config/ui.ts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { WizardNav } from './wizard-nav.tsx';

describe('the wizard buttons', () => {
  beforeEach(() => {
    // fireEvent rather than user-event: the latter waits on timers that are frozen here.
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('locks Next for 3 seconds after each click', () => {
    const onNext = vi.fn();
    render(<WizardNav onNext={onNext} onBack={() => {}} />);
    const next = screen.getByRole('button', { name: 'Next' });

    fireEvent.click(next);
    expect(onNext).toHaveBeenCalledTimes(1);
    expect(next).toHaveAttribute('aria-disabled', 'true');

    fireEvent.click(next);
    expect(onNext).toHaveBeenCalledTimes(1);

    act(() => vi.advanceTimersByTime(NEXT_LOCK_MS - 100));
    fireEvent.click(next);
    expect(onNext).toHaveBeenCalledTimes(1);

    act(() => vi.advanceTimersByTime(100));
    expect(next).not.toHaveAttribute('aria-disabled');
    fireEvent.click(next);
    expect(onNext).toHaveBeenCalledTimes(2);
  });

  it('calls Back, and can hide Next or show Back only on narrow screens', () => {
    const onBack = vi.fn();
    const { rerender } = render(<WizardNav onBack={onBack} hideNext />);
    expect(screen.queryByRole('button', { name: 'Next' })).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(onBack).toHaveBeenCalledTimes(1);

    rerender(<WizardNav onBack={onBack} hideNext backNarrowOnly />);
    expect(screen.getByRole('button', { name: 'Back' })).toHaveClass('min-[432px]:hidden');
  });

  it('does not submit a form while locked', () => {
    const onSubmit = vi.fn((event: SubmitEvent) => event.preventDefault());
    render(
      <form onSubmit={(event) => onSubmit(event.nativeEvent as SubmitEvent)}>
        <WizardNav nextType="submit" hideBack />
      </form>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });
});
