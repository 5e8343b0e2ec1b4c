import { performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import type { Page } from 'playwright-core';
import type { JourneyStep, StepWatcher } from './journey.ts';

// Cumulative layout shift per step of the card journey (the issue's "CLS 0 on every wizard step
// at 375 px, in both languages"). An init script installs, before the site's own scripts, a
// PerformanceObserver({ type: 'layout-shift', buffered: true }) that keeps every shift Chromium
// reports: its value, its time, whether it followed an input (hadRecentInput: within 500 ms of a
// tap or key press, which CLS leaves out) and, described at once (the nodes may be gone later),
// its sources: a short selector, the start of the outerHTML and the rectangles before and after.
// A step's CLS is the sum of the shifts without recent input from the moment its heading is
// visible (the first step: from the document's start, so that a shift on hydration counts) until
// what leads on is pressed, the page left alone for SETTLE_MS before that (counted from the
// visitor's last action on the step) so that late shifts (images, fonts, data) are caught. The
// shifts between a press and the next heading are kept apart: no step's, but shown if any.

/** How long a step is left alone, once its visitor is done, before its shifts are summed. */
export const SETTLE_MS = 1000;

export interface ShiftSource {
  /** Up to three elements down to the node ("main > div.grid > img.h-8"), and a text node's text. */
  selector: string;
  /** The start of the element's outerHTML. */
  html: string;
  /** Its rectangle (x, y, width, height in CSS pixels) before and after the shift. */
  from: string;
  to: string;
}

interface Shift {
  value: number;
  startTime: number;
  hadRecentInput: boolean;
  sources: ShiftSource[];
}

/** The shifts of one stretch of the journey, input-led ones left out. */
export interface Shifts {
  cls: number;
  count: number;
  largest?: Shift;
}

/** An init script (plain JavaScript: this package has no DOM types). */
export const layoutShiftScript = `(() => {
  if (window.__benchLayoutShifts) return;
  const shifts = (window.__benchLayoutShifts = []);
  const name = (element) => {
    const classes = (element.getAttribute('class') || '').trim().split(/\\s+/).filter(Boolean);
    return element.localName + (element.id ? '#' + element.id : '') +
      (classes.length ? '.' + classes.slice(0, 3).join('.') + (classes.length > 3 ? '…' : '') : '');
  };
  const describe = (node) => {
    if (!node) return { selector: '(a node since removed)', html: '' };
    const element = node.nodeType === 1 ? node : node.parentElement;
    const path = [];
    for (let at = element; at && at !== document.body && path.length < 3; at = at.parentElement) {
      path.unshift(name(at));
    }
    const text = node.nodeType === 3 ? ' > "' + node.textContent.trim().slice(0, 40) + '"' : '';
    return {
      selector: path.join(' > ') + text,
      html: element ? element.outerHTML.replace(/\\s+/g, ' ').slice(0, 160) : '',
    };
  };
  const rect = (r) => [r.x, r.y, r.width, r.height].map(Math.round).join(',');
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      shifts.push({
        value: entry.value,
        startTime: entry.startTime,
        hadRecentInput: entry.hadRecentInput,
        sources: (entry.sources || []).map((source) => ({
          ...describe(source.node),
          from: rect(source.previousRect),
          to: rect(source.currentRect),
        })),
      });
    }
  }).observe({ type: 'layout-shift', buffered: true });
})();`;

/** The shifts the page has reported since the first `seen` (its list only grows). */
const read = (page: Page, seen: number) =>
  page.evaluate(`(window.__benchLayoutShifts || []).slice(${seen})`) as Promise<Shift[]>;

function sum(shifts: Shift[]): Shifts {
  const counted = shifts.filter((shift) => !shift.hadRecentInput);
  const largest = counted.reduce<Shift | undefined>(
    (top, shift) => (top && top.value >= shift.value ? top : shift),
    undefined,
  );
  return {
    cls: counted.reduce((total, shift) => total + shift.value, 0),
    count: counted.length,
    ...(largest && { largest }),
  };
}

/**
 * Watches one page's journey (its context has run layoutShiftScript from the start). The shifts
 * are read once a step is over and settled, and split by their time at the moment the step's
 * heading was seen: so a shift reported late (the observer is told after the frame) is not lost.
 */
export class LayoutShiftWatcher implements StepWatcher {
  /** Each step's shifts. */
  readonly byStep = new Map<JourneyStep, Shifts>();
  /** The shifts on the way to each step: after the press that led to it, before its heading. */
  readonly before = new Map<JourneyStep, Shifts>();
  /** How many of the page's shifts are already counted. */
  private seen = 0;
  /** The page's clock when the current step's heading was seen (the first step: 0). */
  private shownAt = 0;
  /** When the visitor last did something on the current step (this process's clock). */
  private doneAt: number | undefined;

  constructor(private readonly page: Page) {}

  entering() {
    this.doneAt = performance.now();
  }

  async shown() {
    this.doneAt = undefined;
    this.shownAt =
      this.byStep.size === 0 ? 0 : ((await this.page.evaluate('performance.now()')) as number);
  }

  async leaving(step: JourneyStep) {
    // The settle counts from the visitor's last action: Next's lock has often waited it out.
    const idle = this.doneAt === undefined ? 0 : performance.now() - this.doneAt;
    await sleep(Math.max(0, SETTLE_MS - idle));
    const shifts = await read(this.page, this.seen);
    this.seen += shifts.length;
    this.before.set(step, sum(shifts.filter((shift) => shift.startTime < this.shownAt)));
    this.byStep.set(step, sum(shifts.filter((shift) => shift.startTime >= this.shownAt)));
  }
}
