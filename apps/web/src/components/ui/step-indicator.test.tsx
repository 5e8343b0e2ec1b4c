import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { StepIndicator } from './step-indicator.tsx';

const STEPS = [
  'Personal information',
  'Select product',
  'Check your eligibility',
  'Select card feature',
  'Select card and apply',
];

describe('the step indicator', () => {
  it('marks the current step and styles the completed ones', () => {
    render(<StepIndicator steps={STEPS} current={2} />);
    const items = screen.getAllByRole('listitem');
    expect(items).toHaveLength(5);
    expect(items[2]).toHaveAttribute('aria-current', 'step');
    expect(items[2]).toHaveTextContent('Check your eligibility');
    expect(items.filter((item) => item.hasAttribute('aria-current'))).toHaveLength(1);
    expect(items[0]).toHaveAttribute('data-state', 'completed');
    expect(items[1]).toHaveAttribute('data-state', 'completed');
    expect(items[1]).toHaveTextContent('(completed)');
    expect(items[3]).toHaveAttribute('data-state', 'upcoming');
    expect(screen.getByRole('navigation', { name: 'Application progress' })).toBeInTheDocument();
  });

  it('has short labels for narrow screens', () => {
    render(<StepIndicator steps={STEPS.slice(0, 4)} current={0} />);
    const short = screen.getByText('Step 4');
    // Shown only at 431 px or less (Tailwind's max-[432px] is width < 432px).
    expect(short).toHaveClass('hidden', 'max-[432px]:inline');
    expect(screen.getByText('Select card feature')).toHaveClass('max-[432px]:hidden');
  });
});
