import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { productGroups, productPhotos, products } from '../../db/schema/catalog.ts';
import type { TestApp } from '../../test/test-app.ts';

/**
 * What the storefront's server tests stand on: a built storefront's index.html in a temporary folder (no
 * renderer: the browser paints the pages, the server adds meta tags, preloads and structured data), and
 * products written the way every catalogue write is (CatalogService.change: at once on every instance).
 */
export function fakeWebDist(): { webDist: string; remove(): void } {
  const root = mkdtempSync(path.join(tmpdir(), 'web-'));
  const webDist = path.join(root, 'dist');
  mkdirSync(path.join(webDist, 'assets'), { recursive: true });
  writeFileSync(
    path.join(webDist, 'index.html'),
    `<!doctype html><html lang="ru"><head>
  <meta name="description" content="humbl — протеиновые сладости" />
  <title>humbl</title>
</head><body><div id="root"></div></body></html>`,
  );
  return { webDist, remove: () => rmSync(root, { recursive: true, force: true }) };
}

export interface NewProduct {
  name: string;
  groupSlug: string;
  price?: number;
  quantity?: number;
  description?: string;
  imageUrls?: string[];
  weight?: number | null;
  photos?: { key: string; alt: string; widths: number[] }[];
}

let made = 0;

/** A product (with photos, if given) added through CatalogService.change; answers its id. */
export async function addProduct(t: TestApp, product: NewProduct): Promise<number> {
  made += 1;
  return t.app.services.catalog.change(async (tx) => {
    const [group] = await tx.select().from(productGroups).where(eq(productGroups.slug, product.groupSlug));
    const [row] = await tx
      .insert(products)
      .values({
        slug: `storefront-test-${made}-${Date.now()}`,
        groupId: group!.id,
        sortOrder: 1000 + made,
        name: product.name,
        price: product.price ?? 199,
        description: product.description ?? '',
        imageUrls: product.imageUrls ?? [],
        quantity: product.quantity ?? 10,
        weight: product.weight ?? null,
      })
      .returning({ id: products.id });
    for (const [position, photo] of (product.photos ?? []).entries()) {
      await tx.insert(productPhotos).values({
        productId: row!.id,
        key: photo.key,
        position,
        alt: photo.alt,
        width: 1600,
        height: 1200,
        widths: photo.widths,
      });
    }
    return { value: row!.id, changed: true };
  });
}

/** Archives a product the way the admin's archive does: gone from the shop at once. */
export function archiveProduct(t: TestApp, id: number): Promise<void> {
  return t.app.services.catalog.change(async (tx) => {
    await tx.update(products).set({ archivedAt: new Date(), active: false }).where(eq(products.id, id));
    return { value: undefined, changed: true };
  });
}

/** The page's schema.org data blocks, parsed. */
export function structuredDataOf(html: string): Record<string, unknown>[] {
  return [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
    (match) => JSON.parse(match[1]!) as Record<string, unknown>,
  );
}
