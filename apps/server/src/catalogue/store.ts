import type { Database } from '../db/client.ts';
import type { Catalogue } from './snapshot.ts';
import { loadCatalogue } from './load.ts';

/** Notified by the catalogue tables' triggers (drizzle/0002_catalogue-change-notify.sql). */
export const CATALOGUE_CHANNEL = 'mizan_catalogue_changed';

/** After a failed reload, the current snapshot is kept and the reload tried again this much later. */
const RETRY_RELOAD_MS = 5_000;

/**
 * The catalogue snapshot requests read. A change to the catalogue in the database (re-seed, an
 * edit by hand), announced on CATALOGUE_CHANNEL, reloads it in the background: requests keep the
 * current snapshot until the new one is ready, so nobody waits for a reload and nobody sees half
 * of one.
 * Concurrent first reads share one load.
 */
export class CatalogueStore {
  private pending: Promise<Catalogue> | undefined;
  private loaded: Catalogue | undefined;
  private reloading = false;
  /** A change arrived while a reload was running: its result may already be out of date. */
  private reloadAgain = false;
  private retry: NodeJS.Timeout | undefined;
  private stopped = false;
  /** Of the last load started: snapshots are numbered in the order their loads began. */
  private version = 0;

  constructor(
    private readonly db: Database,
    private readonly onReloadFailed: (error: unknown) => void = () => {},
  ) {}

  get(): Promise<Catalogue> {
    if (this.loaded) return Promise.resolve(this.loaded);
    // A reload that finished first has the newer snapshot: the first load does not replace it.
    this.pending ??= loadCatalogue(this.db, ++this.version).then(
      (catalogue) => (this.loaded ??= catalogue),
      (error: unknown) => {
        this.pending = undefined;
        throw error;
      },
    );
    return this.pending;
  }

  /** The catalogue changed in the database. */
  reload(): void {
    if (this.stopped) return;
    if (this.reloading) {
      this.reloadAgain = true;
      return;
    }
    this.reloading = true;
    loadCatalogue(this.db, ++this.version)
      .then(
        (fresh) => {
          if (!this.stopped) this.loaded = fresh;
        },
        (error: unknown) => {
          this.onReloadFailed(error);
          // The retry covers any change that came in meanwhile.
          this.reloadAgain = false;
          this.retry = setTimeout(() => this.reload(), RETRY_RELOAD_MS);
          this.retry.unref();
        },
      )
      .finally(() => {
        this.reloading = false;
        if (this.reloadAgain) {
          this.reloadAgain = false;
          this.reload();
        }
      });
  }

  /** No more reloads (the server is closing). */
  stop(): void {
    this.stopped = true;
    clearTimeout(this.retry);
  }
}
