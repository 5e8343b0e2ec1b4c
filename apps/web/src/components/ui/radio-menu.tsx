import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';

export interface RadioMenuOption<Value extends string> {
  value: Value;
  /** What the item shows; its text is its accessible name. */
  content: ReactNode;
}

export interface RadioMenuProps<Value extends string> {
  value: Value;
  options: readonly RadioMenuOption<Value>[];
  onValueChange: (value: Value) => void;
  /** The trigger's content, named by what it shows first (WCAG 2.5.3). */
  trigger: ReactNode;
  triggerClassName: string;
  /** A heading inside the menu, naming its group of choices. */
  label?: ReactNode;
  /** Which edge of the trigger the menu lines up with (start or end, in the page's direction). */
  align: 'start' | 'end';
  menuClassName: string;
  itemClassName: string;
}

const ALIGN = { start: 'start-0', end: 'end-0' } as const;

/**
 * A menu button with one choice among a few (WAI-ARIA APG "menu button", items
 * `menuitemradio`): the header's country and the phone field's dial code. Click, Enter, Space
 * or the arrow keys open it on the chosen item; the arrows, Home and End move; Enter, Space or a
 * click chooses and closes; Escape closes, and focus goes back to the button; Tab or a press
 * outside closes. Written for these two lists instead of a menu library: it is on the first
 * screen, where a dropdown library and its positioning engine cost 25 KB (issue 15).
 */
export function RadioMenu<Value extends string>({
  value,
  options,
  onValueChange,
  trigger,
  triggerClassName,
  label,
  align,
  menuClassName,
  itemClassName,
}: RadioMenuProps<Value>) {
  const [open, setOpen] = useState(false);
  // Which item takes the focus when the menu opens: the chosen one, or the last (ArrowUp).
  const [focusOnOpen, setFocusOnOpen] = useState<'chosen' | 'last'>('chosen');
  const id = useId();
  const wrapper = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const items = useRef<(HTMLDivElement | null)[]>([]);

  const close = (returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) button.current?.focus();
  };

  useEffect(() => {
    if (!open) return;
    const chosen = options.findIndex((option) => option.value === value);
    const index = focusOnOpen === 'last' ? options.length - 1 : Math.max(chosen, 0);
    items.current[index]?.focus();
    const pressOutside = (event: PointerEvent) => {
      if (!wrapper.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', pressOutside);
    return () => document.removeEventListener('pointerdown', pressOutside);
    // Focus moves when the menu opens, not when the list re-renders while open.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open]);

  const openWith = (focus: 'chosen' | 'last') => {
    setFocusOnOpen(focus);
    setOpen(true);
  };

  const onButtonKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      openWith(event.key === 'ArrowUp' ? 'last' : 'chosen');
    }
  };

  const choose = (next: Value) => {
    close(true);
    onValueChange(next);
  };

  const onMenuKeyDown = (event: KeyboardEvent) => {
    const current = items.current.indexOf(document.activeElement as HTMLDivElement);
    const last = options.length - 1;
    const target = {
      ArrowDown: current >= last ? 0 : current + 1,
      ArrowUp: current <= 0 ? last : current - 1,
      Home: 0,
      End: last,
    }[event.key];
    if (target !== undefined) {
      event.preventDefault();
      items.current[target]?.focus();
    } else if (event.key === 'Escape') {
      event.preventDefault();
      close(true);
    } else if (event.key === 'Tab') {
      close(false);
    } else if ((event.key === 'Enter' || event.key === ' ') && current >= 0) {
      event.preventDefault();
      choose(options[current]!.value);
    }
  };

  const menuId = `${id}-menu`;
  const labelId = `${id}-label`;
  return (
    <div ref={wrapper} className="relative inline-flex shrink-0">
      <button
        ref={button}
        type="button"
        id={`${id}-button`}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        data-state={open ? 'open' : 'closed'}
        className={triggerClassName}
        onClick={() => (open ? close(false) : openWith('chosen'))}
        onKeyDown={onButtonKeyDown}
      >
        {trigger}
      </button>
      {open && (
        <div
          id={menuId}
          role="menu"
          aria-labelledby={`${id}-button`}
          className={`absolute top-full z-50 mt-2 ${ALIGN[align]} ${menuClassName}`}
          onKeyDown={onMenuKeyDown}
        >
          {label !== undefined && (
            <div
              id={labelId}
              className="px-3 pt-1.5 pb-1 text-xs font-medium tracking-wide text-ink-500 uppercase"
            >
              {label}
            </div>
          )}
          <div role="group" aria-labelledby={label !== undefined ? labelId : undefined}>
            {options.map((option, index) => (
              <div
                key={option.value}
                ref={(item) => {
                  items.current[index] = item;
                }}
                role="menuitemradio"
                aria-checked={option.value === value}
                tabIndex={-1}
                data-state={option.value === value ? 'checked' : 'unchecked'}
                className={`cursor-pointer outline-none select-none focus:bg-brand-50 data-[state=checked]:font-semibold ${itemClassName}`}
                onClick={() => choose(option.value)}
              >
                {option.content}
              </div>
            ))}
          </div>
        </div>
      )}
    </div>
  );
}
