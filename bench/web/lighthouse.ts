import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { type Flags, type Result } from 'lighthouse';
import puppeteer from 'puppeteer-core';
import { CHROMIUM_FLAGS, CHROMIUM_PATH, median, storeConsentScript } from './chromium.ts';

// Lighthouse 12 as its CLI runs it by default: the default config (mobile form factor, simulated
// throttling), here for the performance, accessibility, best-practices and SEO categories, in a
// Chromium started by chrome-launcher. Every page is run RUNS times and each score and metric
// is the median of its own values across the runs (per-metric medians: the figures in one row
// may come from different runs).

export const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
export type Category = (typeof CATEGORIES)[number];

const METRICS = {
  fcp: 'first-contentful-paint',
  lcp: 'largest-contentful-paint',
  tbt: 'total-blocking-time',
  cls: 'cumulative-layout-shift',
  si: 'speed-index',
} as const;
export type Metric = keyof typeof METRICS;

export interface LighthouseVisit {
  label: string;
  path: string;
  /**
   * true: cookies accepted before the run (the consent alone in localStorage, which Lighthouse
   * is told to leave: disableStorageReset); false: a first visit, all storage empty.
   */
  consent: boolean;
}

export interface LighthouseSummary {
  visit: LighthouseVisit;
  runs: number;
  /** Medians, 0-100. */
  scores: Record<Category, number>;
  /** Medians: milliseconds, CLS unitless. */
  metrics: Record<Metric, number>;
  /** Audits below full score in the non-performance categories: title -> runs it failed in. */
  failing: Map<string, number>;
  /** What errors-in-console found (best practices), distinct, across the runs. */
  consoleErrors: Set<string>;
  /** Lighthouse's own warnings about the runs (throttling, redirects...), distinct. */
  warnings: Set<string>;
  /** Lighthouse's measure of this machine's speed (median), which its simulation scales by. */
  benchmarkIndex: number;
}

export interface LighthouseChrome {
  port: number;
  kill(): void;
}

export async function launchLighthouseChrome(): Promise<LighthouseChrome> {
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: CHROMIUM_FLAGS,
    logLevel: 'silent',
  });
  return { port: chrome.port, kill: () => chrome.kill() };
}

/**
 * The visitor's storage before a run: everything for `origin` cleared (Lighthouse's own reset
 * leaves localStorage alone, where the site keeps the consent and the language of the runs
 * before), then, for a returning visitor, the consent stored from a page of the API (so that no
 * page of the site runs); and the HTTP cache emptied.
 */
async function prepareStorage(port: number, origin: string, consent: boolean) {
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${port}` });
  try {
    const page = await browser.newPage();
    const cdp = await page.createCDPSession();
    await cdp.send('Storage.clearDataForOrigin', { origin, storageTypes: 'all' });
    if (consent) {
      await page.goto(`${origin}/api/health`);
      await page.evaluate(storeConsentScript);
    }
    await cdp.send('Network.clearBrowserCache');
    await page.close();
  } finally {
    await browser.disconnect();
  }
}

/** Lighthouse's own failures worth a second try ("Please run Lighthouse again"). */
const RETRIES = 2;

async function runOnce(port: number, url: string, consent: boolean, warnings: Set<string>) {
  const flags: Flags = {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: [...CATEGORIES],
    disableStorageReset: consent,
  };
  for (let attempt = 0; ; attempt += 1) {
    await prepareStorage(port, new URL(url).origin, consent);
    const lhr = (await lighthouse(url, flags))?.lhr;
    if (!lhr) throw new Error(`Lighthouse returned nothing for ${url}`);
    if (!lhr.runtimeError) return lhr;
    const failure = `${lhr.runtimeError.code} ${lhr.runtimeError.message}`;
    if (attempt >= RETRIES) throw new Error(`Lighthouse failed on ${url}: ${failure}`);
    warnings.add(`a run was repeated after ${lhr.runtimeError.code}`);
  }
}

/** Audits of the category scored below 1 (those that count towards its score). */
function failingAudits(lhr: Result, category: Category): string[] {
  return (lhr.categories[category]?.auditRefs ?? [])
    .filter((ref) => ref.weight > 0)
    .map((ref) => lhr.audits[ref.id])
    .filter((audit) => audit && audit.score !== null && audit.score < 1)
    .map((audit) => {
      // inspector-issues lists the kinds of issue (Content security policy...), worth showing.
      const details = audit!.details;
      const kinds =
        details?.type === 'table'
          ? details.items.map((item) => item.issueType).filter((kind) => kind !== undefined)
          : [];
      const what = kinds.length > 0 ? `: ${kinds.map(String).join(', ')}` : '';
      return `${category}: ${audit!.id} (${audit!.title}${what})`;
    });
}

function consoleErrors(lhr: Result): string[] {
  const details = lhr.audits['errors-in-console']?.details;
  if (!details || details.type !== 'table') return [];
  return details.items.map((item) => {
    const location = item.sourceLocation as { url?: string } | undefined;
    const where = location?.url ? ` [${location.url}]` : '';
    return `${String(item.source)}: ${String(item.description)}${where}`.slice(0, 300);
  });
}

export async function lighthousePage(
  chrome: LighthouseChrome,
  base: string,
  visit: LighthouseVisit,
  runs: number,
): Promise<LighthouseSummary> {
  const results: Result[] = [];
  const warnings = new Set<string>();
  for (let run = 0; run < runs; run += 1) {
    results.push(await runOnce(chrome.port, base + visit.path, visit.consent, warnings));
  }
  for (const warning of results.flatMap((lhr) => lhr.runWarnings)) warnings.add(warning);
  const scores = Object.fromEntries(
    CATEGORIES.map((category) => [
      category,
      median(results.map((lhr) => Math.round((lhr.categories[category]?.score ?? 0) * 100))),
    ]),
  ) as Record<Category, number>;
  const metrics = Object.fromEntries(
    Object.entries(METRICS).map(([metric, audit]) => [
      metric,
      median(results.map((lhr) => lhr.audits[audit]?.numericValue ?? Number.NaN)),
    ]),
  ) as Record<Metric, number>;
  const failing = new Map<string, number>();
  for (const lhr of results) {
    for (const audit of CATEGORIES.filter((c) => c !== 'performance').flatMap((category) =>
      failingAudits(lhr, category),
    )) {
      failing.set(audit, (failing.get(audit) ?? 0) + 1);
    }
  }
  return {
    visit,
    runs,
    scores,
    metrics,
    failing,
    consoleErrors: new Set(results.flatMap(consoleErrors)),
    warnings,
    benchmarkIndex: median(results.map((lhr) => lhr.environment.benchmarkIndex)),
  };
}
