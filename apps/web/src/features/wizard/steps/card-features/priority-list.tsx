import {
  DragDropContext,
  Draggable,
  Droppable,
  type DragStart,
  type DragUpdate,
  type DropResult,
  type ResponderProvided,
} from '@hello-pangea/dnd';
import type { Feature } from '@mizan/contracts';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { StrokeIcon } from '../../../../components/ui/stroke-icon.tsx';
import { useFormat } from '../../../../lib/format.ts';
import { FeatureImage } from './feature-image.tsx';

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

/**
 * Step 3 stage 1: the selected features in priority order. Three ways to reorder: drag a row
 * (mouse, or touch after a long press: @hello-pangea/dnd's defaults are the spec's 5 px, 120 ms
 * and 28 px), lift it with the keyboard (Space, arrows, Space) or use the move buttons, which
 * need no dragging at all (WCAG 2.5.7). The list is vertical, so up and down mean the same in
 * both directions; what is read out (the drag library's announcements, the buttons' moves) is in
 * the page's language.
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
  // What a move button did, read out by the status below (a drag announces through the library).
  const [moveNote, setMoveNote] = useState('');
  const buttons = useRef(new Map<string, HTMLButtonElement>());
  // A moved row's button keeps focus; when the row reaches the end, its other button takes it.
  const refocus = useRef<{ featureId: number; direction: Direction } | undefined>(undefined);

  useEffect(() => {
    const target = refocus.current;
    refocus.current = undefined;
    if (!target) return;
    const other: Direction = target.direction === 'up' ? 'down' : 'up';
    const same = buttons.current.get(`${target.featureId}-${target.direction}`);
    (same && !same.disabled ? same : buttons.current.get(`${target.featureId}-${other}`))?.focus();
  }, [features]);

  function moveByButton(index: number, direction: Direction) {
    const to = direction === 'up' ? index - 1 : index + 1;
    const featureId = features[index]!;
    refocus.current = { featureId, direction };
    setMoveNote(t('wizard.priorities.moved', { name: nameOf(featureId), ...place(to) }));
    onChange(moveItem(features, index, to));
  }

  const nameOfDragged = (draggableId: string) => nameOf(Number(draggableId));

  function onDragStart(start: DragStart, provided: ResponderProvided) {
    provided.announce(
      t('wizard.priorities.lifted', {
        name: nameOfDragged(start.draggableId),
        ...place(start.source.index),
      }),
    );
  }

  function onDragUpdate(update: DragUpdate, provided: ResponderProvided) {
    const name = nameOfDragged(update.draggableId);
    provided.announce(
      update.destination
        ? t('wizard.priorities.moved', { name, ...place(update.destination.index) })
        : t('wizard.priorities.movedOutside', { name }),
    );
  }

  function onDragEnd(result: DropResult, provided: ResponderProvided) {
    const name = nameOfDragged(result.draggableId);
    if (result.reason === 'CANCEL' || !result.destination) {
      provided.announce(t('wizard.priorities.cancelled', { name, ...place(result.source.index) }));
      return;
    }
    provided.announce(t('wizard.priorities.dropped', { name, ...place(result.destination.index) }));
    onChange(moveItem(features, result.source.index, result.destination.index));
  }

  return (
    <DragDropContext
      dragHandleUsageInstructions={t('wizard.priorities.dragInstructions')}
      onDragStart={onDragStart}
      onDragUpdate={onDragUpdate}
      onDragEnd={onDragEnd}
    >
      <Droppable droppableId="priorities">
        {(list) => (
          <ol
            ref={list.innerRef}
            {...list.droppableProps}
            aria-label={t('wizard.priorities.listLabel')}
            className="mt-6 space-y-3"
          >
            {features.map((featureId, index) => {
              const feature = byId.get(featureId);
              const name = nameOf(featureId);
              return (
                <Draggable key={featureId} draggableId={String(featureId)} index={index}>
                  {(row, snapshot) => (
                    <li
                      ref={row.innerRef}
                      {...row.draggableProps}
                      className={`flex items-center gap-2 rounded-card border bg-white p-2 ${
                        snapshot.isDragging ? 'border-brand-600 shadow-lg' : 'border-ink-100'
                      }`}
                    >
                      {/* Named by its text, "<name>, priority N" (the badge is read as the
                          priority after the name): what is shown starts the name (WCAG 2.5.3). */}
                      <div
                        {...row.dragHandleProps}
                        className="flex min-h-12 min-w-0 flex-1 cursor-grab items-center gap-2 rounded-xl px-1 active:cursor-grabbing sm:gap-3 sm:px-2"
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
                          <FeatureImage
                            imageUrl={feature.imageUrl}
                            className="size-8 max-[431px]:hidden"
                          />
                        )}
                        <span className="min-w-0 font-medium leading-snug break-words text-ink-900">
                          {name}
                          <span className="sr-only">
                            {t('wizard.features.priorityOf', {
                              priority: format.number(index + 1),
                            })}
                          </span>
                        </span>
                      </div>
                      <button
                        type="button"
                        ref={(button) => void keep(buttons.current, `${featureId}-up`, button)}
                        disabled={index === 0}
                        onClick={() => moveByButton(index, 'up')}
                        aria-label={t('wizard.priorities.moveUp', { name })}
                        className="flex size-10 shrink-0 items-center justify-center rounded-full text-brand-700 hover:bg-brand-50 disabled:text-ink-300 disabled:hover:bg-transparent"
                      >
                        <StrokeIcon d="M5 12.5l5-5 5 5" className="size-5" />
                      </button>
                      <button
                        type="button"
                        ref={(button) => void keep(buttons.current, `${featureId}-down`, button)}
                        disabled={index === features.length - 1}
                        onClick={() => moveByButton(index, 'down')}
                        aria-label={t('wizard.priorities.moveDown', { name })}
                        className="flex size-10 shrink-0 items-center justify-center rounded-full text-brand-700 hover:bg-brand-50 disabled:text-ink-300 disabled:hover:bg-transparent"
                      >
                        <StrokeIcon d="M5 7.5l5 5 5-5" className="size-5" />
                      </button>
                    </li>
                  )}
                </Draggable>
              );
            })}
            {list.placeholder}
          </ol>
        )}
      </Droppable>
      <p role="status" className="sr-only">
        {moveNote}
      </p>
    </DragDropContext>
  );
}

/** Keeps a ref callback's element in `elements` under `key` while it is mounted. */
function keep<T>(elements: Map<string, T>, key: string, element: T | null) {
  if (element) elements.set(key, element);
  else elements.delete(key);
}
