import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { RadioMenu } from './radio-menu.tsx';

const OPTIONS = ['Dubai', 'Riyadh', 'Jeddah'].map((city) => ({ value: city, content: city }));

function Cities() {
  const [city, setCity] = useState('Riyadh');
  return (
    <>
      <RadioMenu
        value={city}
        onValueChange={setCity}
        options={OPTIONS}
        trigger={`City: ${city}`}
        triggerClassName=""
        label="Cities"
        align="end"
        menuClassName=""
        itemClassName=""
      />
      <button type="button">After</button>
    </>
  );
}

const button = () => screen.getByRole('button', { name: /^City/ });

describe('RadioMenu', () => {
  it('opens on a click with the chosen item focused and checked, and a click chooses and closes', async () => {
    const user = userEvent.setup();
    render(<Cities />);
    expect(button()).toHaveAttribute('aria-haspopup', 'menu');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    await user.click(button());
    expect(button()).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('menu')).toHaveAccessibleName('City: Riyadh');
    expect(screen.getByRole('group')).toHaveAccessibleName('Cities');
    expect(screen.getByRole('menuitemradio', { name: 'Riyadh' })).toHaveFocus();
    expect(screen.getByRole('menuitemradio', { name: 'Riyadh' })).toHaveAttribute(
      'aria-checked',
      'true',
    );
    await user.click(screen.getByRole('menuitemradio', { name: 'Jeddah' }));
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(button()).toHaveTextContent('City: Jeddah');
    expect(button()).toHaveFocus();
  });

  it('works from the keyboard: arrows wrap, Home and End, Enter chooses, Escape keeps the choice', async () => {
    const user = userEvent.setup();
    render(<Cities />);
    button().focus();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('menuitemradio', { name: 'Riyadh' })).toHaveFocus();
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(screen.getByRole('menuitemradio', { name: 'Dubai' })).toHaveFocus();
    await user.keyboard('{ArrowUp}');
    expect(screen.getByRole('menuitemradio', { name: 'Jeddah' })).toHaveFocus();
    await user.keyboard('{Home}');
    expect(screen.getByRole('menuitemradio', { name: 'Dubai' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(button()).toHaveTextContent('City: Riyadh');
    expect(button()).toHaveFocus();

    await user.keyboard('{ArrowUp}');
    expect(screen.getByRole('menuitemradio', { name: 'Jeddah' })).toHaveFocus();
    await user.keyboard('{End}{ArrowUp}{Enter}');
    expect(button()).toHaveTextContent('City: Riyadh');
    await user.keyboard('{Enter}');
    await user.keyboard('{ArrowDown}[Space]');
    expect(button()).toHaveTextContent('City: Jeddah');
    expect(button()).toHaveFocus();
  });

  it('closes on Tab, moving on, and on a press outside, choosing nothing', async () => {
    const user = userEvent.setup();
    render(<Cities />);
    await user.click(button());
    await user.keyboard('{ArrowDown}{Tab}');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(button()).toHaveTextContent('City: Riyadh');
    await user.click(button());
    await user.click(document.body);
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(button()).toHaveTextContent('City: Riyadh');
  });
});
