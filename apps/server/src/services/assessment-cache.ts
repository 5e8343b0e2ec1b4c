import { eq } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { applications } from '../db/schema/index.ts';
import { notFound } from '../lib/problem.ts';
import { assessApplication, type Assessment } from './assessment.ts';
import type { Catalogue } from './catalogue.ts';

export interface AssessedApplication {
  application: { id: string; country: string; applicationType: string };
  assessment: Assessment;
}

interface Entry extends AssessedApplication {
  catalogue: Catalogue;
  expiresAt: number;
}

export interface AssessmentCacheOptions {
  maxEntries?: number;
  ttlMs?: number;
}

/**
 * The engine's conclusions about an application (country, type, answers -> profile and score),
 * kept in memory so that the count and filter calls, made many times per visit, cost no database
 * round trip. What they depend on changes only when answers are saved, which invalidates the
 * entry here and, through Redis when several processes run, everywhere (see plugins/database.ts);
 * the time limit bounds staleness should an invalidation ever be missed. A new catalogue
 * snapshot (re-seed) makes every entry stale.
 */
export class AssessmentCache {
  private readonly entries = new Map<string, Entry>();
  /** Bumped by every invalidation: a load that overlapped one is not kept. */
  private generation = 0;
  /** Told about local invalidations, to pass them on to other processes. */
  onInvalidate: ((applicationId: string) => void) | undefined;
  private readonly maxEntries: number;
  private readonly ttlMs: number;

  constructor(
    private readonly db: Database,
    options: AssessmentCacheOptions = {},
  ) {
    this.maxEntries = options.maxEntries ?? 20_000;
    this.ttlMs = options.ttlMs ?? 5 * 60_000;
  }

  /** The entry if it is in memory and current, without waiting for a promise. */
  peek(catalogue: Catalogue, applicationId: string): AssessedApplication | undefined {
    const cached = this.entries.get(applicationId);
    if (cached && cached.catalogue === catalogue && cached.expiresAt > Date.now()) return cached;
    return undefined;
  }

  async get(catalogue: Catalogue, applicationId: string): Promise<AssessedApplication> {
    const cached = this.peek(catalogue, applicationId);
    if (cached) return cached;
    const generation = this.generation;

    const [row] = await this.db
      .select({
        id: applications.id,
        country: applications.country,
        applicationType: applications.applicationType,
      })
      .from(applications)
      .where(eq(applications.id, applicationId));
    if (!row) throw notFound('Application', applicationId);
    const entry: Entry = {
      application: row,
      assessment: await assessApplication(this.db, catalogue, row),
      catalogue,
      expiresAt: Date.now() + this.ttlMs,
    };
    if (generation !== this.generation) return entry;
    // Map keeps insertion order: dropping the first key drops the oldest entry.
    if (this.entries.size >= this.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
    this.entries.set(applicationId, entry);
    return entry;
  }

  /** After answers were saved here. */
  invalidate(applicationId: string): void {
    this.forget(applicationId);
    this.onInvalidate?.(applicationId);
  }

  /** After answers were saved by another process. */
  forget(applicationId: string): void {
    this.generation += 1;
    this.entries.delete(applicationId);
  }
}
