import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18n from '../../../../lib/i18n.ts';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { applyLanguage } from '../../../../lib/language-provider.tsx';
import { LanguageContext } from '../../../../lib/language.ts';
import { cardFeatureGroups } from '../../api/get-product-features.ts';
import { FEATURE_GROUPS } from '../../../../testing/fixtures.ts';
import { moveItem, PriorityList } from './priority-list.tsx';

const GROUPS = cardFeatureGroups(FEATURE_GROUPS);

/**
 * Matches an accessible name. jsdom puts a space at every element boundary where a browser joins
 * inline text as it is ("Air miles" + ", priority 1"), so a space before a comma is dropped.
 */
const named = (text: string) => (name: string) => name.replace(/\s+([,،])/gu, '$1') === text;

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
    const handle = screen.getByRole('button', { name: named('Air miles, priority 1') });
    expect(handle).not.toHaveAttribute('aria-label');
    expect(
      screen.getByRole('button', { name: named('Groceries cashback, priority 2') }),
    ).toBeVisible();
  });
});

describe('the priority list in Arabic, right to left', () => {
  const { t } = i18n;
  const ARABIC = /\p{Script=Arabic}/u;

  function renderInArabic(onChange = vi.fn()) {
    applyLanguage('ar');
    render(
      <LanguageContext value="ar">
        <Ordered initial={[22, 11, 13]} onChange={onChange} />
      </LanguageContext>,
    );
    return onChange;
  }

  const handle = (name: string, priority: string) =>
    screen.getByRole('button', {
      name: named(`${name}${t('wizard.features.priorityOf', { priority })}`),
    });
  const announcement = () => screen.getByRole('status');
  const arabicRows = () =>
    within(screen.getByRole('list', { name: t('wizard.priorities.listLabel') }))
      .getAllByRole('listitem')
      .map((row) => row.textContent);

  it('reorders by keyboard (Space, Down arrow, Space) and reads each step out in Arabic', async () => {
    const onChange = renderInArabic();
    const airMiles = handle('Air miles', '1');
    // How to drag from the keyboard, in the page's language.
    expect(airMiles).toHaveAccessibleDescription(t('wizard.priorities.dragInstructions'));
    expect(t('wizard.priorities.dragInstructions')).toMatch(ARABIC);

    airMiles.focus();
    fireEvent.keyDown(airMiles, { key: ' ', code: 'Space', keyCode: 32 });
    await waitFor(() =>
      expect(announcement()).toHaveTextContent(
        t('wizard.priorities.lifted', { name: 'Air miles', position: '1', total: '3' }),
      ),
    );
    // Down is down in both directions: the list is vertical.
    fireEvent.keyDown(airMiles, { key: 'ArrowDown', code: 'ArrowDown', keyCode: 40 });
    await waitFor(() =>
      expect(announcement()).toHaveTextContent(
        t('wizard.priorities.moved', { name: 'Air miles', position: '2', total: '3' }),
      ),
    );
    fireEvent.keyDown(airMiles, { key: ' ', code: 'Space', keyCode: 32 });
    await waitFor(() => expect(onChange).toHaveBeenLastCalledWith([11, 22, 13]));
    expect(announcement()).toHaveTextContent(
      t('wizard.priorities.dropped', { name: 'Air miles', position: '2', total: '3' }),
    );
    expect(announcement()?.textContent).toMatch(ARABIC);
    expect(handle('Air miles', '2')).toBeInTheDocument();
    expect(handle('Groceries cashback', '1')).toBeInTheDocument();
  });

  it('leaves the order alone when a keyboard drag is cancelled, and says so', async () => {
    const onChange = renderInArabic();
    const airMiles = handle('Air miles', '1');
    airMiles.focus();
    fireEvent.keyDown(airMiles, { key: ' ', code: 'Space', keyCode: 32 });
    fireEvent.keyDown(airMiles, { key: 'ArrowDown', code: 'ArrowDown', keyCode: 40 });
    fireEvent.keyDown(airMiles, { key: 'Escape', code: 'Escape', keyCode: 27 });
    await waitFor(() =>
      expect(announcement()).toHaveTextContent(
        t('wizard.priorities.cancelled', { name: 'Air miles', position: '1' }),
      ),
    );
    expect(onChange).not.toHaveBeenCalled();
    expect(handle('Air miles', '1')).toBeInTheDocument();
  });

  it('moves rows with the up and down buttons, keeps focus on the moved row and says where it went', async () => {
    const onChange = renderInArabic();
    const user = userEvent.setup();
    const down = screen.getByRole('button', {
      name: t('wizard.priorities.moveDown', { name: 'Air miles' }),
    });
    expect(down.getAttribute('aria-label')).toMatch(ARABIC);

    await user.click(down);
    expect(onChange).toHaveBeenLastCalledWith([11, 22, 13]);
    expect(arabicRows()[1]).toContain('Air miles');
    expect(screen.getByRole('status')).toHaveTextContent(
      t('wizard.priorities.moved', { name: 'Air miles', position: '2', total: '3' }),
    );
    expect(document.activeElement).toBe(
      screen.getByRole('button', { name: t('wizard.priorities.moveDown', { name: 'Air miles' }) }),
    );

    // At the bottom its down button is disabled: focus goes to its up button.
    await user.click(document.activeElement as HTMLElement);
    expect(onChange).toHaveBeenLastCalledWith([11, 13, 22]);
    expect(document.activeElement).toBe(
      screen.getByRole('button', { name: t('wizard.priorities.moveUp', { name: 'Air miles' }) }),
    );
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
