import { DragDropContext, Draggable, Droppable, type DropResult } from '@hello-pangea/dnd';
import type { Feature } from '@mizan/contracts';
import { useTranslation } from 'react-i18next';
import { StrokeIcon } from '../../../../components/ui/stroke-icon.tsx';
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

/**
 * Step 3 stage 1: the selected features in priority order. Three ways to reorder: drag a row
 * (mouse, or touch after a long press: @hello-pangea/dnd's defaults are the spec's 5 px, 120 ms
 * and 28 px), lift it with the keyboard (Space, arrows, Space) or use the move buttons, which
 * need no dragging at all (WCAG 2.5.7).
 */
export function PriorityList({ features, groups, onChange }: PriorityListProps) {
  const { t } = useTranslation();
  const byId = new Map(groups.flatMap((group) => group.subFeatures.map((f) => [f.featureId, f])));

  function onDragEnd(result: DropResult) {
    if (!result.destination) return;
    onChange(moveItem(features, result.source.index, result.destination.index));
  }

  return (
    <DragDropContext onDragEnd={onDragEnd}>
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
              const name = feature?.featureName ?? '';
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
                      <div
                        {...row.dragHandleProps}
                        aria-label={t('wizard.priorities.handle', { name, position: index + 1 })}
                        className="flex min-h-12 min-w-0 flex-1 cursor-grab items-center gap-2 rounded-xl px-1 active:cursor-grabbing sm:gap-3 sm:px-2"
                      >
                        <StrokeIcon
                          d="M7 5h.01M13 5h.01M7 10h.01M13 10h.01M7 15h.01M13 15h.01"
                          className="size-5 shrink-0 text-ink-500"
                        />
                        <span className="flex size-8 shrink-0 items-center justify-center rounded-full bg-brand-700 text-sm font-semibold text-white">
                          {index + 1}
                        </span>
                        {feature && (
                          <FeatureImage
                            imageUrl={feature.imageUrl}
                            className="size-8 max-[431px]:hidden"
                          />
                        )}
                        <span className="min-w-0 font-medium leading-snug break-words text-ink-900">
                          {name}
                        </span>
                      </div>
                      <button
                        type="button"
                        disabled={index === 0}
                        onClick={() => onChange(moveItem(features, index, index - 1))}
                        aria-label={t('wizard.priorities.moveUp', { name })}
                        className="flex size-10 shrink-0 items-center justify-center rounded-full text-brand-700 hover:bg-brand-50 disabled:text-ink-300 disabled:hover:bg-transparent"
                      >
                        <StrokeIcon d="M5 12.5l5-5 5 5" className="size-5" />
                      </button>
                      <button
                        type="button"
                        disabled={index === features.length - 1}
                        onClick={() => onChange(moveItem(features, index, index + 1))}
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
    </DragDropContext>
  );
}
