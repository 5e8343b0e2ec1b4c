import {
  useEffect,
  useRef,
  useState,
  type CSSProperties,
  type KeyboardEvent,
  type PointerEvent as ReactPointerEvent,
  type RefObject,
} from 'react';

/** SPEC section 4: a mouse drag starts after 5 px, a touch drag after a 120 ms press. */
const MOUSE_THRESHOLD_PX = 5;
const TOUCH_PRESS_MS = 120;
/** SPEC section 4: the page scrolls at most 28 px a tick while a row is dragged near its edge. */
const AUTO_SCROLL_MAX_PX = 28;
/** How near the window's top or bottom edge a dragged row starts the page scrolling. */
const AUTO_SCROLL_EDGE_PX = 80;

/** What happens to the row taken from `from`, for the page to word and read out. */
export type DragEvent = { from: number } & (
  { type: 'lifted' | 'outside' | 'cancelled' } | { type: 'moved' | 'dropped'; to: number }
);

interface Drag {
  layout: Layout;
  from: number;
  /** Where the row would go; undefined while it is outside the list (a drop changes nothing). */
  to: number | undefined;
  mode: 'pointer' | 'keyboard';
  /** The dragged row's offset from its place, for a pointer drag. */
  offset: number;
}

/** Each row's top and height when the drag began, in page coordinates, and the gap between. */
interface Layout {
  tops: number[];
  heights: number[];
  gap: number;
}

export interface ReorderDragOptions {
  count: number;
  /** The list element: its rows (children) are measured when a drag begins. */
  list: RefObject<HTMLElement | null>;
  onEvent: (event: DragEvent) => void;
  /** A completed drop: the row at `from` goes to `to`. */
  onMove: (from: number, to: number) => void;
}

function measure(list: HTMLElement): Layout {
  const rects = [...list.children].map((row) => row.getBoundingClientRect());
  const tops = rects.map((rect) => rect.top + window.scrollY);
  const heights = rects.map((rect) => rect.height);
  const gap = rects.length > 1 ? rects[1]!.top - rects[0]!.bottom : 0;
  return { tops, heights, gap };
}

/** The place a row dragged `offset` px from `from` lands in: past another row's middle. */
function placeFor({ tops, heights }: Layout, from: number, offset: number): number {
  const centre = tops[from]! + heights[from]! / 2 + offset;
  let to = from;
  for (let i = from + 1; i < tops.length; i += 1) if (centre > tops[i]! + heights[i]! / 2) to = i;
  for (let i = from - 1; i >= 0; i -= 1) if (centre < tops[i]! + heights[i]! / 2) to = i;
  return to;
}

/**
 * Reordering a vertical list by dragging (mouse, touch after a long press) or from the keyboard
 * (Space lifts, the arrows move, Space drops, Escape cancels). The rows stay where they are in the
 * DOM while they move (CSS transforms), so the focused handle keeps its focus; the order changes
 * once, on the drop. Written for the one list of priorities instead of a drag-and-drop library
 * (29 KB compressed with its Redux), issue 15.
 */
export function useReorderDrag({ count, list, onEvent, onMove }: ReorderDragOptions) {
  const [drag, setDrag] = useState<Drag>();
  // The same drag, for the handlers: a pointer drag's window listeners outlive the render that
  // added them. (onEvent and onMove can be the ones of that render: the list does not change
  // while one of its rows is held.)
  const current = useRef<Drag>(undefined);
  const stopPointer = useRef<() => void>(undefined);

  const update = (next: Drag | undefined) => {
    current.current = next;
    setDrag(next);
  };

  const lift = (from: number, mode: Drag['mode']) => {
    if (!list.current) return false;
    update({ layout: measure(list.current), from, to: from, mode, offset: 0 });
    onEvent({ type: 'lifted', from });
    return true;
  };

  const moveTo = (to: number | undefined, offset = current.current?.offset ?? 0) => {
    const active = current.current;
    if (!active) return;
    const { from } = active;
    if (to !== active.to)
      onEvent(to === undefined ? { type: 'outside', from } : { type: 'moved', from, to });
    update({ ...active, to, offset });
  };

  const end = (drop: boolean) => {
    const active = current.current;
    if (!active) return;
    update(undefined);
    if (drop && active.to !== undefined) {
      onEvent({ type: 'dropped', from: active.from, to: active.to });
      if (active.to !== active.from) onMove(active.from, active.to);
    } else {
      onEvent({ type: 'cancelled', from: active.from });
    }
  };

  // A drag still going when the list goes (the step left) ends without a move.
  useEffect(() => () => stopPointer.current?.(), []);

  function onKeyDown(index: number, event: KeyboardEvent) {
    const active = current.current;
    if (!active) {
      if (event.key === ' ') {
        event.preventDefault();
        lift(index, 'keyboard');
      }
      return;
    }
    if (active.mode !== 'keyboard') return;
    const to = active.to ?? active.from;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      moveTo(Math.min(count - 1, Math.max(0, to + (event.key === 'ArrowDown' ? 1 : -1))));
    } else if (event.key === ' ' || event.key === 'Enter') {
      event.preventDefault();
      end(true);
    } else if (event.key === 'Escape') {
      event.preventDefault();
      end(false);
    } else if (event.key === 'Tab') {
      // The row is held: focus stays on it until it is dropped or the drag cancelled.
      event.preventDefault();
    }
  }

  function onPointerDown(index: number, event: ReactPointerEvent) {
    if (current.current || !event.isPrimary || event.button !== 0) return;
    // A mouse press would otherwise select text or start the browser's own drag of the image.
    if (event.pointerType === 'mouse') event.preventDefault();
    const startY = event.clientY;
    const startX = event.clientX;
    const touch = event.pointerType === 'touch';
    let lastClientY = startY;
    let lifted = false;
    let scrollFrame = 0;
    let scrollAtLift = 0;

    const follow = () => {
      const active = current.current;
      const box = list.current?.getBoundingClientRect();
      if (!active || !box) return;
      const offset = lastClientY + window.scrollY - (startY + scrollAtLift);
      const inside = lastClientY >= box.top - 24 && lastClientY <= box.bottom + 24;
      moveTo(inside ? placeFor(active.layout, active.from, offset) : undefined, offset);
    };
    const autoScroll = () => {
      const fromTop = AUTO_SCROLL_EDGE_PX - lastClientY;
      const fromBottom = lastClientY - (window.innerHeight - AUTO_SCROLL_EDGE_PX);
      const push = fromTop > 0 ? -fromTop : fromBottom > 0 ? fromBottom : 0;
      if (push !== 0) {
        const step = Math.sign(push) * Math.min(AUTO_SCROLL_MAX_PX, Math.ceil(Math.abs(push) / 3));
        window.scrollBy(0, step);
        follow();
      }
      scrollFrame = requestAnimationFrame(autoScroll);
    };
    const begin = () => {
      if (!lift(index, 'pointer')) return;
      lifted = true;
      scrollAtLift = window.scrollY;
      scrollFrame = requestAnimationFrame(autoScroll);
    };
    const pressTimer = touch ? window.setTimeout(begin, TOUCH_PRESS_MS) : undefined;

    const onMovePointer = (move: PointerEvent) => {
      if (move.pointerId !== event.pointerId) return;
      lastClientY = move.clientY;
      const distance = Math.hypot(move.clientX - startX, move.clientY - startY);
      if (!lifted) {
        // A touch that moves before the press is long enough is a scroll, not a drag.
        if (touch && distance > MOUSE_THRESHOLD_PX) stop();
        else if (!touch && distance > MOUSE_THRESHOLD_PX) begin();
        return;
      }
      follow();
    };
    // Once a row is held, a finger's move drags it instead of scrolling the page.
    const holdTouch = (touchMove: TouchEvent) => {
      if (lifted) touchMove.preventDefault();
    };
    const onUp = (up: PointerEvent) => {
      if (up.pointerId !== event.pointerId) return;
      stop();
      if (lifted) end(up.type === 'pointerup');
    };
    const stop = () => {
      window.clearTimeout(pressTimer);
      cancelAnimationFrame(scrollFrame);
      window.removeEventListener('pointermove', onMovePointer);
      window.removeEventListener('pointerup', onUp);
      window.removeEventListener('pointercancel', onUp);
      window.removeEventListener('touchmove', holdTouch);
      stopPointer.current = undefined;
    };
    window.addEventListener('pointermove', onMovePointer);
    window.addEventListener('pointerup', onUp);
    window.addEventListener('pointercancel', onUp);
    window.addEventListener('touchmove', holdTouch, { passive: false });
    stopPointer.current = stop;
  }

  /** Where row `index` is drawn while a row is dragged: moved by a transform, not in the DOM. */
  function rowStyle(index: number): CSSProperties | undefined {
    if (!drag) return undefined;
    const { from, mode, offset } = drag;
    const to = drag.to ?? from;
    const { tops, heights, gap } = drag.layout;
    if (index === from) {
      const settled =
        to > from
          ? tops[to]! + heights[to]! - (tops[from]! + heights[from]!)
          : tops[to]! - tops[from]!;
      return {
        transform: `translateY(${mode === 'pointer' ? offset : settled}px)`,
        position: 'relative',
        zIndex: 10,
      };
    }
    const room = heights[from]! + gap;
    const shift = from < index && index <= to ? -room : to <= index && index < from ? room : 0;
    return { transform: shift ? `translateY(${shift}px)` : undefined };
  }

  return {
    /** The dragged row's index, if a row is being dragged. */
    draggedIndex: drag?.from,
    handleProps: (index: number) => ({
      onKeyDown: (event: KeyboardEvent) => onKeyDown(index, event),
      onPointerDown: (event: ReactPointerEvent) => onPointerDown(index, event),
      // A held row let go of by leaving it (a click elsewhere) goes back to its place.
      onBlur: () => {
        if (current.current?.mode === 'keyboard') end(false);
      },
    }),
    rowStyle,
  };
}
