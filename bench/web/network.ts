import { performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import {
  chromium,
  devices,
  type Browser,
  type BrowserContextOptions,
  type Page,
} from 'playwright-core';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './chromium.ts';

// Bytes on the wire, as Chromium counts them: each response's resource type and MIME type from
// Network.responseReceived, its size from Network.loadingFinished's encodedDataLength (the
// compressed body plus the response headers), or for a request cut off, what had come of its body
// (Network.dataReceived). Every measurement is a fresh browser context: an
// empty HTTP cache and empty storage.

/** A phone (375 x 812 CSS pixels), as e2e's phone project emulates one. */
export const PHONE: BrowserContextOptions = {
  viewport: { width: 375, height: 812 },
  deviceScaleFactor: 2,
  isMobile: true,
  hasTouch: true,
  userAgent: devices['Pixel 7']!.userAgent,
  locale: 'en-US',
  timezoneId: 'Asia/Dubai',
};

export const launchBrowser = (): Promise<Browser> =>
  chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });

export type Kind = 'js' | 'css' | 'fonts' | 'other';

export interface Bytes {
  js: number;
  css: number;
  fonts: number;
  total: number;
  requests: number;
}

export const noBytes = (): Bytes => ({ js: 0, css: 0, fonts: 0, total: 0, requests: 0 });

function kindOf(type: string | undefined, mimeType: string): Kind {
  if (type === 'Script' || /javascript|ecmascript/.test(mimeType)) return 'js';
  if (type === 'Stylesheet' || mimeType === 'text/css') return 'css';
  if (type === 'Font' || /^font\/|woff|opentype|truetype/.test(mimeType)) return 'fonts';
  return 'other';
}

const header = (headers: Record<string, unknown>, name: string) =>
  Object.entries(headers).find(([key]) => key.toLowerCase() === name)?.[1] as string | undefined;

interface Request {
  step: string;
  kind: Kind;
  encoding: string;
  /** What has come of its body so far (Network.dataReceived), for a request cut off. */
  received: number;
}

/** Watches one page's network from before its first request; `step` labels what follows. */
export class NetworkMeter {
  step = '';
  private readonly requests = new Map<string, Request>();
  private readonly inFlight = new Set<string>();
  private lastActivity = performance.now();
  readonly byStep = new Map<string, Bytes>();
  /** Accept-Encoding headers Chromium sent (as they went on the wire), distinct. */
  readonly acceptEncodings = new Set<string>();
  /** "js br" -> responses: how each kind of file came back. */
  readonly contentEncodings = new Map<string, number>();

  static async attach(page: Page, idleMs: number): Promise<NetworkMeter> {
    const meter = new NetworkMeter(idleMs);
    const cdp = await page.context().newCDPSession(page);
    const active = () => (meter.lastActivity = performance.now());
    cdp.on('Network.requestWillBeSent', (event) => {
      active();
      if (event.request.url.startsWith('data:')) return;
      meter.inFlight.add(event.requestId);
      if (!meter.requests.has(event.requestId)) {
        meter.requests.set(event.requestId, {
          step: meter.step,
          kind: 'other',
          encoding: '',
          received: 0,
        });
      }
    });
    cdp.on('Network.requestWillBeSentExtraInfo', (event) => {
      const acceptEncoding = header(event.headers, 'accept-encoding');
      if (acceptEncoding) meter.acceptEncodings.add(acceptEncoding);
    });
    cdp.on('Network.responseReceived', (event) => {
      active();
      const request = meter.requests.get(event.requestId);
      if (!request) return;
      request.kind = kindOf(event.type, event.response.mimeType);
      request.encoding = header(event.response.headers, 'content-encoding') ?? 'none';
    });
    cdp.on('Network.dataReceived', (event) => {
      active();
      const request = meter.requests.get(event.requestId);
      if (request) request.received += event.encodedDataLength;
    });
    // A request cut off (a page left while loading: first-paint.js sends an Arabic browser on
    // from /) still cost what had come of it, and what came may be used from the cache after.
    cdp.on('Network.loadingFailed', (event) => {
      active();
      meter.inFlight.delete(event.requestId);
      const request = meter.requests.get(event.requestId);
      if (request && request.received > 0) meter.count(request, request.received);
    });
    cdp.on('Network.loadingFinished', (event) => {
      active();
      meter.inFlight.delete(event.requestId);
      const request = meter.requests.get(event.requestId);
      if (request) meter.count(request, event.encodedDataLength);
    });
    await cdp.send('Network.enable');
    return meter;
  }

  private constructor(private readonly idleMs: number) {}

  private count(request: Request, bytes: number) {
    const step = this.byStep.get(request.step) ?? noBytes();
    if (request.kind !== 'other') step[request.kind] += bytes;
    step.total += bytes;
    step.requests += 1;
    this.byStep.set(request.step, step);
    const encoding = `${request.kind} ${request.encoding}`;
    this.contentEncodings.set(encoding, (this.contentEncodings.get(encoding) ?? 0) + 1);
  }

  /** Waits until no request has been in flight for idleMs (at most timeoutMs). */
  async quiet(timeoutMs = 30_000): Promise<void> {
    const deadline = performance.now() + timeoutMs;
    while (this.inFlight.size > 0 || performance.now() - this.lastActivity < this.idleMs) {
      if (performance.now() > deadline) {
        throw new Error(
          `the network was still busy after ${timeoutMs} ms (${this.inFlight.size} requests)`,
        );
      }
      await sleep(100);
    }
  }

  total(): Bytes {
    const sum = noBytes();
    for (const step of this.byStep.values()) {
      for (const key of Object.keys(sum) as (keyof Bytes)[]) sum[key] += step[key];
    }
    return sum;
  }
}

/** What a page and its context should know about the visitor before the first request. */
export interface Visitor {
  /** A script run before each document's own (e.g. storing the consent). */
  initScript?: string;
  /** The browser's language (navigator.languages, Accept-Language), if not the phone's en-US. */
  locale?: string;
}

/** Runs `use` on a page in a fresh phone context, its network measured from the start. */
export async function withMeasuredPage<T>(
  browser: Browser,
  idleMs: number,
  visitor: Visitor,
  use: (page: Page, meter: NetworkMeter) => Promise<T>,
): Promise<T> {
  const context = await browser.newContext({
    ...PHONE,
    ...(visitor.locale && { locale: visitor.locale }),
  });
  try {
    if (visitor.initScript) await context.addInitScript({ content: visitor.initScript });
    const page = await context.newPage();
    page.setDefaultTimeout(30_000);
    const meter = await NetworkMeter.attach(page, idleMs);
    return await use(page, meter);
  } finally {
    await context.close();
  }
}

/** A page's first view: loaded, then left alone until the network is quiet. Nothing clicked. */
export function firstView(
  browser: Browser,
  url: string,
  idleMs: number,
  visitor: Visitor = {},
): Promise<NetworkMeter> {
  return withMeasuredPage(browser, idleMs, visitor, async (page, meter) => {
    await page.goto(url, { waitUntil: 'load' });
    await meter.quiet();
    return meter;
  });
}
