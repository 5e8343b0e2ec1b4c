import { JOURNEY_STEPS } from './journey.ts';
import type { Language } from './journey-texts.ts';
import { SETTLE_MS, type LayoutShiftWatcher, type Shifts } from './layout-shift.ts';
import { printTable, type BudgetCheck } from './report.ts';

// The layout shifts of the card journeys (layout-shift.ts) as the bench prints them: a table of
// each wizard step's CLS in each language next to the budget, then, so that a shift can be
// tracked down, the largest shift of each step that has any, with its source nodes; and the
// shifts that fell between a press and the next step's heading, which no step counts.

/** Each language's journey, watched. */
export type JourneyShifts = Map<Language, LayoutShiftWatcher>;

const cls = (shifts: Shifts | undefined) => (shifts ? shifts.cls.toFixed(4) : '-');

export function layoutShiftChecks(journeys: JourneyShifts, budget: number): BudgetCheck[] {
  return [...journeys].flatMap(([language, watcher]) =>
    JOURNEY_STEPS.map((step) => {
      const shifts = watcher.byStep.get(step);
      return {
        what: `wizard CLS ${language}`,
        pass: shifts !== undefined && shifts.cls <= budget,
        detail: `${step} ${cls(shifts)}`,
      };
    }),
  );
}

/** The shifts of one stretch, when there are any: the sum, then the largest and its sources. */
function describe(where: string, shifts: Shifts | undefined) {
  if (!shifts?.largest) return;
  const { largest } = shifts;
  console.log(
    `  ${where}: CLS ${shifts.cls.toPrecision(3)} in ${shifts.count} shift(s); the largest ` +
      `${largest.value.toPrecision(3)} at ${(largest.startTime / 1000).toFixed(2)} s, moving:`,
  );
  if (largest.sources.length === 0) console.log('    (no source node reported)');
  for (const source of largest.sources) {
    console.log(`    ${source.selector}  [x,y,w,h ${source.from} -> ${source.to}]`);
    if (source.html) console.log(`      ${source.html}`);
  }
}

export function printLayoutShifts(journeys: JourneyShifts, budget: number) {
  const languages = [...journeys.keys()];
  console.log(
    `\nCumulative layout shift by wizard step (phone 375 x 812, cookies accepted; a step from ` +
      `its heading until what leads on is pressed, once the page has been left alone for ` +
      `${SETTLE_MS / 1000} s; shifts within 500 ms of an input left out, as CLS does). ` +
      `Budget: CLS ${budget} on every wizard step at 375 px, in both languages`,
  );
  printTable(
    ['step', ...languages.map((language) => `${language} CLS`), 'budget'],
    JOURNEY_STEPS.map((step) => {
      const failing = languages.filter((language) => {
        const shifts = journeys.get(language)!.byStep.get(step);
        return !shifts || shifts.cls > budget;
      });
      return [
        step,
        ...languages.map((language) => cls(journeys.get(language)!.byStep.get(step))),
        failing.length === 0 ? 'pass' : `FAIL: ${failing.join(', ')}`,
      ];
    }),
    '.'.repeat(languages.length + 1) + 'l',
  );
  const all = [...journeys].flatMap(([language, watcher]) =>
    JOURNEY_STEPS.map((step) => ({ language, step, watcher })),
  );
  if (all.some(({ watcher, step }) => watcher.byStep.get(step)?.largest)) {
    console.log("Where the steps shifted (the page's clock from its load; CSS pixels):");
    for (const { language, step, watcher } of all) {
      describe(`${language}, ${step}`, watcher.byStep.get(step));
    }
  }
  if (all.some(({ watcher, step }) => watcher.before.get(step)?.largest)) {
    console.log(
      "Shifts on the way to a step (after the press, before its heading; in no step's CLS):",
    );
    for (const { language, step, watcher } of all) {
      describe(`${language}, to ${step}`, watcher.before.get(step));
    }
  }
}
