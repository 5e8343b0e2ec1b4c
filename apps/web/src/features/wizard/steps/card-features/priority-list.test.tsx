import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { cardFeatureGroups } from '../../api/get-product-features.ts';
import { FEATURE_GROUPS } from '../../../../testing/fixtures.ts';
import { moveItem, PriorityList } from './priority-list.tsx';

const GROUPS = cardFeatureGroups(FEATURE_GROUPS);

/** The list as its step holds it: the order in state, changed by the list. */
function Ordered({
  initial,
  onChange,
}: {
  initial: number[];
  onChange?: (features: number[]) => void;
}) {
  const [features, setFeatures] = useState(initial);
  return (
    <PriorityList
      features={features}
      groups={GROUPS}
      onChange={(next) => {
        onChange?.(next);
        setFeatures(next);
      }}
    />
  );
}

/** Each row's text, top first: its number, its name and the priority read after the name. */
const rows = () =>
  within(screen.getByRole('list', { name: 'Your features, most important first' }))
    .getAllByRole('listitem')
    .map((row) => row.textContent);

describe('step 3 stage 1, the priority list', () => {
  it('shows each feature with its image, name and position', () => {
    render(<Ordered initial={[22, 11, 13]} />);
    expect(rows()).toEqual([
      '1Air miles, priority 1',
      '2Groceries cashback, priority 2',
      '3Dining cashback, priority 3',
    ]);
    const first = screen.getAllByRole('listitem')[0]!;
    expect(first.querySelector('img')).toHaveAttribute('src', '/api/images/public/miles.png');
  });

  it('disables up on the first row and down on the last', () => {
    render(<Ordered initial={[22, 11, 13]} />);
    expect(screen.getByRole('button', { name: 'Move Air miles up' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Move Air miles down' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Move Groceries cashback up' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Move Groceries cashback down' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Move Dining cashback up' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Move Dining cashback down' })).toBeDisabled();
  });

  it('moves a row up and down with its buttons', async () => {
    const onChange = vi.fn();
    const user = userEvent.setup();
    render(<Ordered initial={[22, 11, 13]} onChange={onChange} />);

    await user.click(screen.getByRole('button', { name: 'Move Dining cashback up' }));
    expect(onChange).toHaveBeenLastCalledWith([22, 13, 11]);
    expect(rows()).toEqual([
      '1Air miles, priority 1',
      '2Dining cashback, priority 2',
      '3Groceries cashback, priority 3',
    ]);

    await user.click(screen.getByRole('button', { name: 'Move Air miles down' }));
    expect(onChange).toHaveBeenLastCalledWith([13, 22, 11]);
    expect(rows()).toEqual([
      '1Dining cashback, priority 1',
      '2Air miles, priority 2',
      '3Groceries cashback, priority 3',
    ]);
    // The buttons follow the rows.
    expect(screen.getByRole('button', { name: 'Move Dining cashback up' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Move Groceries cashback down' })).toBeDisabled();
  });

  it('names each drag handle by its visible name first, then its priority', () => {
    render(<Ordered initial={[22, 11]} />);
    // WCAG 2.5.3: the words shown start the name (no aria-label that says something else).
    const handle = screen.getByRole('button', { name: 'Air miles, priority 1' });
    expect(handle).not.toHaveAttribute('aria-label');
    expect(screen.getByRole('button', { name: 'Groceries cashback, priority 2' })).toBeVisible();
  });
});

describe('moveItem', () => {
  const items = ['a', 'b', 'c', 'd'] as const;

  it('takes the item out and puts it in at the new place, keeping the rest in order', () => {
    expect(moveItem(items, 0, 2)).toEqual(['b', 'c', 'a', 'd']);
    expect(moveItem(items, 3, 0)).toEqual(['d', 'a', 'b', 'c']);
    expect(moveItem(items, 1, 2)).toEqual(['a', 'c', 'b', 'd']);
    expect(moveItem(items, 2, 1)).toEqual(['a', 'c', 'b', 'd']);
    expect(moveItem(items, 0, 3)).toEqual(['b', 'c', 'd', 'a']);
  });

  it('changes nothing when the place is the same or outside the list', () => {
    expect(moveItem(items, 1, 1)).toEqual(items);
    expect(moveItem(items, 0, -1)).toEqual(items);
    expect(moveItem(items, 3, 4)).toEqual(items);
  });

  it('returns a new list and leaves the given one alone', () => {
    const list = [1, 2, 3];
    const same = moveItem(list, 1, 1);
    expect(same).not.toBe(list);
    expect(moveItem(list, 0, 2)).toEqual([2, 3, 1]);
    expect(list).toEqual([1, 2, 3]);
  });
});
