import { createHash } from 'node:crypto';
import { gzipSync } from 'node:zlib';
import type { Db } from '../../db/client.ts';
import { loadGroupedCatalog } from './catalog.repository.ts';

/** The grouped catalogue, serialised once and kept ready to send (plain and gzipped). */
export interface CatalogSnapshot {
  json: string;
  gzip: Buffer;
  etag: string;
}

// A bound on staleness when another instance changed the catalogue (local writes invalidate at once).
const MAX_AGE_MS = 30_000;

export class CatalogService {
  private snapshot: Promise<CatalogSnapshot> | null = null;
  private loadedAt = 0;

  constructor(
    private readonly db: Db,
    private readonly now: () => number = Date.now,
  ) {}

  groupedSnapshot(): Promise<CatalogSnapshot> {
    if (!this.snapshot || this.now() - this.loadedAt > MAX_AGE_MS) {
      this.loadedAt = this.now();
      const loading = this.build();
      this.snapshot = loading;
      // A failed load must not be served from the cache to every later request.
      loading.catch(() => {
        if (this.snapshot === loading) this.snapshot = null;
      });
    }
    return this.snapshot;
  }

  /** Every catalogue write calls this. */
  invalidate(): void {
    this.snapshot = null;
  }

  private async build(): Promise<CatalogSnapshot> {
    const json = JSON.stringify(await loadGroupedCatalog(this.db));
    const etag = `"${createHash('sha1').update(json).digest('base64url')}"`;
    return { json, gzip: gzipSync(json), etag };
  }
}
