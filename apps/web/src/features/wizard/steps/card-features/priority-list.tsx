import type { Feature } from '@mizan/contracts';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from '../../../../lib/i18n.ts';
import { StrokeIcon } from '../../../../components/ui/stroke-icon.tsx';
import { useFormat } from '../../../../lib/format.ts';
import { FeatureImage } from './feature-image.tsx';
import { useReorderDrag, type DragEvent } from './use-reorder-drag.ts';

/** SPEC section 4: the row leaves its old place and goes to the new one; no destination, no change. */
export function moveItem<T>(items: readonly T[], from: number, to: number): T[] {
  if (from === to || to < 0 || to >= items.length) return [...items];
  const next = [...items];
  const [moved] = next.splice(from, 1);
  next.splice(to, 0, moved!);
  return next;
}

export interface PriorityListProps {
  /** Priority order. */
  features: number[];
  groups: Feature[];
  onChange: (features: number[]) => void;
}

type Direction = 'up' | 'down';
/** What takes the focus once the list has its new order: a move button, or a dropped row's handle. */
type Refocus = { featureId: number; control: Direction | 'handle' };

/**
 * Step 3 stage 1: the selected features in priority order. Three ways to reorder: drag a row
 * (mouse past 5 px, or touch after a 120 ms press, the page scrolling up to 28 px a tick near its
 * edge: SPEC section 4), lift it with the keyboard (Space, arrows, Space) or use the move
 * buttons, which need no dragging at all (WCAG 2.5.7). The list is vertical, so up and down mean
 * the same in both directions; every move is read out in the page's language.
 */
export function PriorityList({ features, groups, onChange }: PriorityListProps) {
  const { t } = useTranslation();
  const format = useFormat();
  const byId = new Map(groups.flatMap((group) => group.subFeatures.map((f) => [f.featureId, f])));
  const nameOf = (featureId: number) => byId.get(featureId)?.featureName ?? '';
  const place = (index: number) => ({
    position: format.number(index + 1),
    total: format.number(features.length),
  });
  // What the last move did, read out by the status below.
  const [moveNote, setMoveNote] = useState('');
  const controls = useRef(new Map<string, HTMLElement>());
  const refocus = useRef<Refocus>(undefined);
  const list = useRef<HTMLOListElement>(null);
  const instructionsId = useId();

  // A moved row's button keeps focus; when the row reaches the end, its other button takes it.
  // A row dropped from the keyboard keeps it on its handle.
  useEffect(() => {
    const target = refocus.current;
    refocus.current = undefined;
    if (!target) return;
    const control = (name: string) => controls.current.get(`${target.featureId}-${name}`);
    if (target.control === 'handle') return control('handle')?.focus();
    const same = control(target.control) as HTMLButtonElement | undefined;
    (same && !same.disabled ? same : control(target.control === 'up' ? 'down' : 'up'))?.focus();
  }, [features]);

  function moveByButton(index: number, direction: Direction) {
    const to = direction === 'up' ? index - 1 : index + 1;
    const featureId = features[index]!;
    refocus.current = { featureId, control: direction };
    setMoveNote(t('wizard.priorities.moved', { name: nameOf(featureId), ...place(to) }));
    onChange(moveItem(features, index, to));
  }

  const { draggedIndex, handleProps, rowStyle } = useReorderDrag({
    count: features.length,
    list,
    onEvent: (event) => setMoveNote(dragNote(event, nameOf(features[event.from]!))),
    onMove: (from, to) => {
      refocus.current = { featureId: features[from]!, control: 'handle' };
      onChange(moveItem(features, from, to));
    },
  });

  function dragNote(event: DragEvent, name: string) {
    switch (event.type) {
      case 'lifted':
        return t('wizard.priorities.lifted', { name, ...place(event.from) });
      case 'moved':
        return t('wizard.priorities.moved', { name, ...place(event.to) });
      case 'outside':
        return t('wizard.priorities.movedOutside', { name });
      case 'dropped':
        return t('wizard.priorities.dropped', { name, ...place(event.to) });
      case 'cancelled':
        return t('wizard.priorities.cancelled', { name, ...place(event.from) });
    }
  }

  return (
    <>
      <ol ref={list} aria-label={t('wizard.priorities.listLabel')} className="mt-6 space-y-3">
        {features.map((featureId, index) => {
          const feature = byId.get(featureId);
          const name = nameOf(featureId);
          const dragged = index === draggedIndex;
          return (
            <li
              key={featureId}
              style={rowStyle(index)}
              className={`flex items-center gap-2 rounded-card border bg-white p-2 ${
                dragged
                  ? 'border-brand-600 shadow-lg'
                  : 'border-ink-100 transition-transform duration-200 motion-reduce:transition-none'
              }`}
            >
              {/* The drag handle, named by its text, "<name>, priority N" (the badge is read as
                  the priority after the name): what is shown starts the name (WCAG 2.5.3). */}
              <div
                role="button"
                tabIndex={0}
                aria-describedby={instructionsId}
                ref={(handle) => void keep(controls.current, `${featureId}-handle`, handle)}
                {...handleProps(index)}
                className="flex min-h-12 min-w-0 flex-1 cursor-grab touch-manipulation items-center gap-2 rounded-xl px-1 select-none active:cursor-grabbing sm:gap-3 sm:px-2"
              >
                <StrokeIcon
                  d="M7 5h.01M13 5h.01M7 10h.01M13 10h.01M7 15h.01M13 15h.01"
                  className="size-5 shrink-0 text-ink-500"
                />
                <span
                  aria-hidden="true"
                  className="flex size-8 shrink-0 items-center justify-center rounded-full bg-brand-700 text-sm font-semibold text-white"
                >
                  {format.number(index + 1)}
                </span>
                {feature && (
                  <FeatureImage imageUrl={feature.imageUrl} className="size-8 max-[431px]:hidden" />
                )}
                <span className="min-w-0 font-medium leading-snug break-words text-ink-900">
                  {name}
                  <span className="sr-only">
                    {t('wizard.features.priorityOf', { priority: format.number(index + 1) })}
                  </span>
                </span>
              </div>
              <button
                type="button"
                ref={(button) => void keep(controls.current, `${featureId}-up`, button)}
                disabled={index === 0}
                onClick={() => moveByButton(index, 'up')}
                aria-label={t('wizard.priorities.moveUp', { name })}
                className="flex size-10 shrink-0 items-center justify-center rounded-full text-brand-700 hover:bg-brand-50 disabled:text-ink-300 disabled:hover:bg-transparent"
              >
                <StrokeIcon d="M5 12.5l5-5 5 5" className="size-5" />
              </button>
              <button
                type="button"
                ref={(button) => void keep(controls.current, `${featureId}-down`, button)}
                disabled={index === features.length - 1}
                onClick={() => moveByButton(index, 'down')}
                aria-label={t('wizard.priorities.moveDown', { name })}
                className="flex size-10 shrink-0 items-center justify-center rounded-full text-brand-700 hover:bg-brand-50 disabled:text-ink-300 disabled:hover:bg-transparent"
              >
                <StrokeIcon d="M5 7.5l5 5 5-5" className="size-5" />
              </button>
            </li>
          );
        })}
      </ol>
      <p id={instructionsId} hidden>
        {t('wizard.priorities.dragInstructions')}
      </p>
      <p role="status" className="sr-only">
        {moveNote}
      </p>
    </>
  );
}

/** Keeps a ref callback's element in `elements` under `key` while it is mounted. */
function keep<T>(elements: Map<string, T>, key: string, element: T | null) {
  if (element) elements.set(key, element);
  else elements.delete(key);
}
