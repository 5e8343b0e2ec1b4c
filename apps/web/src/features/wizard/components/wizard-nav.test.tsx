import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { NEXT_LOCK_MS } from '../../../config/ui.ts';
import { resetNextLock } from '../next-lock.ts';
import { WizardNav } from './wizard-nav.tsx';

describe('the wizard buttons', () => {
  beforeEach(() => {
    // fireEvent rather than user-event: the latter waits on timers that are frozen here.
    vi.useFakeTimers();
    resetNextLock();
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

    act(() => void vi.advanceTimersByTime(NEXT_LOCK_MS - 100));
    fireEvent.click(next);
    expect(onNext).toHaveBeenCalledTimes(1);

    act(() => void vi.advanceTimersByTime(100));
    expect(next).not.toHaveAttribute('aria-disabled');
    fireEvent.click(next);
    expect(onNext).toHaveBeenCalledTimes(2);
  });

  it("keeps Next locked across a change of step: the next step's Next waits out the same 3 s", () => {
    const leaveStep0 = vi.fn();
    const chooseProduct = vi.fn();
    // Each step draws its own bar; the key makes the second a new one, as a step change does.
    const { rerender } = render(<WizardNav key="step-0" onNext={leaveStep0} hideBack />);
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(leaveStep0).toHaveBeenCalledTimes(1);

    act(() => void vi.advanceTimersByTime(500));
    rerender(<WizardNav key="step-1" onNext={chooseProduct} onBack={() => {}} />);
    const next = screen.getByRole('button', { name: 'Next' });
    expect(next).toHaveAttribute('aria-disabled', 'true');
    fireEvent.click(next);
    expect(chooseProduct).not.toHaveBeenCalled();

    act(() => void vi.advanceTimersByTime(NEXT_LOCK_MS - 500));
    expect(next).not.toHaveAttribute('aria-disabled');
    fireEvent.click(next);
    expect(chooseProduct).toHaveBeenCalledTimes(1);
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
