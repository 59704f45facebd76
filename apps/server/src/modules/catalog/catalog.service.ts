import { createHash, randomUUID } from 'node:crypto';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import { buildCatalogCards } from '@shop/shared/rules/card-builders';
import type { Card } from '@shop/shared/rules/cards';
import { landingHeroImage } from '@shop/shared/rules/hero';
import type {
  AdminProduct,
  AdminProductGroup,
  ProductCreate,
  ProductUpdate,
} from '@shop/shared/catalog/admin-product-api';
import type { Db, Tx } from '../../db/client.ts';
import { notifyCatalogChanged } from './catalog-changes.ts';
import { findPackaging, loadGroupedCatalog } from './catalog.repository.ts';
import { createProducts, type CreateContext } from './product-creator.ts';
import { editProduct, type EditContext } from './product-editor.ts';
import type { RecordAudit } from './product-fields.ts';
import { archiveProduct, reorderGroup, restoreProduct, type LifecycleContext } from './product-lifecycle.ts';
import { adminViews, editorGroups, loadGroupTree, type HeldUnits } from './product-view.ts';
import { listProducts } from './products.repository.ts';

export type { CreateContext, EditContext, HeldUnits, LifecycleContext, RecordAudit };

/** The grouped catalogue, serialised once and kept ready to send (plain, brotli and gzip). */
export interface CatalogSnapshot {
  /** The cards the storefront builds from it: product pages, their meta tags and the sitemap. */
  cards: Card[];
  /** The main page's largest picture, preloaded with its HTML. */
  heroImage: string | undefined;
  json: string;
  br: Buffer;
  gzip: Buffer;
  etag: string;
}

// A bound on staleness when another instance changed the catalogue (local writes invalidate at once).
const MAX_AGE_MS = 30_000;

export class CatalogService {
  /** Names this instance in change notices, so it skips its own (catalog-changes.ts). */
  readonly instanceId = randomUUID();
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

  /** The package and gift package products orders add as lines. */
  packaging() {
    return findPackaging(this.db);
  }

  /** Every catalogue write calls this (after commit); other instances hear of it through NOTIFY. */
  invalidate(): void {
    this.snapshot = null;
  }

  /** Products for the catalogue editor (the archived ones, or every other one) with what is held of each. */
  productsForEditor(held: HeldUnits, now: Date, archived = false): Promise<AdminProduct[]> {
    return this.db.transaction(async (tx) => adminViews(tx, await listProducts(tx, archived), held, now));
  }

  /** The groups products can be filed in: those with a kind. */
  async groupsForEditor(): Promise<AdminProductGroup[]> {
    return editorGroups(await loadGroupTree(this.db));
  }

  /** A new product of a kind (product-creator.ts); on sale at once on every instance when published. */
  createProducts(body: ProductCreate, context: CreateContext): Promise<AdminProduct[]> {
    return this.change(async (tx) => ({ value: await createProducts(tx, body, context), changed: true }));
  }

  /** An admin's edit of a product (product-editor.ts): every instance's catalogue shows it at once. */
  editProduct(id: number, update: ProductUpdate, context: EditContext): Promise<AdminProduct> {
    return this.change((tx) => editProduct(tx, id, update, context));
  }

  /** Archives a product (product-lifecycle.ts): gone from the shop of every instance at once. */
  archiveProduct(id: number, context: LifecycleContext): Promise<AdminProduct> {
    return this.change((tx) => archiveProduct(tx, id, context));
  }

  /** Brings an archived product back, hidden. */
  restoreProduct(id: number, context: LifecycleContext): Promise<AdminProduct> {
    return this.change((tx) => restoreProduct(tx, id, context));
  }

  /** Puts a group's products in a new order. */
  async reorderGroup(groupId: number, productIds: readonly number[], record: RecordAudit): Promise<void> {
    await this.change((tx) => reorderGroup(tx, groupId, productIds, record));
  }

  /**
   * Runs a catalogue write (photos, new products…) in one transaction. When it reports a change, every
   * instance shows it at once: the others hear of it through NOTIFY at commit, this one drops its snapshot.
   */
  async change<T>(write: (tx: Tx) => Promise<{ value: T; changed: boolean }>): Promise<T> {
    const { value, changed } = await this.db.transaction(async (tx) => {
      const outcome = await write(tx);
      if (outcome.changed) await notifyCatalogChanged(tx, this.instanceId);
      return outcome;
    });
    if (changed) this.invalidate();
    return value;
  }

  private async build(): Promise<CatalogSnapshot> {
    const groups = await loadGroupedCatalog(this.db);
    const json = JSON.stringify(groups);
    const etag = `"${createHash('sha1').update(json).digest('base64url')}"`;
    // Compressed hard once per change (tens of ms), instead of lightly on every request.
    const br = brotliCompressSync(json, { params: { [zlib.BROTLI_PARAM_QUALITY]: 11 } });
    return {
      cards: buildCatalogCards(groups),
      heroImage: landingHeroImage(groups),
      json,
      br,
      gzip: gzipSync(json, { level: 9 }),
      etag,
    };
  }
}
