import { readFile } from 'node:fs/promises';
import path from 'node:path';
import exifr from 'exifr';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { productPhotoSchema, type ProductPhoto } from '@shop/shared/catalog/admin-product-api';
import { groupedProductsSchema, type Product, type ProductGroup } from '@shop/shared/catalog/product-api';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { heicFixture, phoneJpeg, transparentPng } from '../media/images.fixtures.ts';
import { auditOf } from './admin-test-kit.ts';
import { photoParts, usePhotosApp } from './product-photos.fixtures.ts';

/**
 * A product's photos in the admin (docs/product/catalogue.md#photos): uploaded, processed, served and shown by
 * the shop at once; alt texts, order and removal, each audited; parallel uploads.
 */

const { t, mail, mediaDir, admin, upload, call, url, mediaFiles, rowsOf, aProduct } = usePhotosApp();

let phone12mp: Buffer;
let small: Buffer;
beforeAll(async () => {
  [phone12mp, small] = await Promise.all([phoneJpeg(4000, 3000), phoneJpeg(800, 600)]);
});

function findProduct(groups: ProductGroup[], id: number): Product | undefined {
  for (const group of groups) {
    const found = group.products.find((p) => p.id === id) ?? findProduct(group.children, id);
    if (found) return found;
  }
  return undefined;
}

/** The product as the shop's catalogue shows it (through the app's snapshot: a write must drop it). */
async function shown(app: TestApp, id: number) {
  const res = await app.app.inject({ method: 'GET', url: '/api/products/grouped' });
  return findProduct(groupedProductsSchema.parse(res.json()), id);
}

describe('POST /api/admin/products/{id}/photos', () => {
  it('makes a 12-megapixel phone photo into every width and format, served for good, GPS gone, audited', async () => {
    const id = await aProduct();
    const before = await shown(t, id); // the snapshot is cached now
    expect(before?.photos ?? []).toEqual([]);
    expect((await exifr.gps(phone12mp)).latitude).toBeCloseTo(55.75, 2);

    const res = await upload(id, photoParts(phone12mp, '  Батончик «Кокос» в разрезе  '));
    expect(res.statusCode, res.body).toBe(201);
    const photo = productPhotoSchema.parse(res.json());
    expect(photo).toMatchObject({
      alt: 'Батончик «Кокос» в разрезе',
      width: 4000,
      height: 3000,
      widths: [160, 320, 480, 720, 1080, 1440],
    });
    expect(photo.base).toMatch(/^\/media\/products\/[a-f0-9]{32}$/);

    const key = path.basename(photo.base);
    const expected = [
      ...photo.widths.flatMap((w) => ['avif', 'jpg', 'webp'].map((ext) => `products/${key}-${w}.${ext}`)),
      `products/${key}-share.jpg`,
    ].sort();
    expect(await mediaFiles()).toEqual(expected); // nothing left under .tmp/

    const types = { avif: 'image/avif', webp: 'image/webp', jpg: 'image/jpeg' } as const;
    for (const w of photo.widths) {
      for (const [ext, type] of Object.entries(types)) {
        const served = await t.app.inject({ method: 'GET', url: `${photo.base}-${w}.${ext}` });
        expect(served.statusCode).toBe(200);
        expect(served.headers['content-type']).toBe(type);
        expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
        const meta = await sharp(served.rawPayload).metadata();
        expect(meta.width).toBe(w);
        expect(meta.exif).toBeUndefined();
        if (ext !== 'webp') expect(await exifr.parse(served.rawPayload, true)).toBeUndefined();
      }
    }
    const share = await t.app.inject({ method: 'GET', url: `${photo.base}-share.jpg` });
    expect(await sharp(share.rawPayload).metadata()).toMatchObject({ width: 1200, height: 630 });

    // The shop shows it at once (the catalogue's snapshot was dropped by the write).
    const after = await shown(t, id);
    expect(after?.photos).toEqual([
      { base: photo.base, alt: photo.alt, width: 4000, height: 3000, widths: photo.widths },
    ]);

    const [row] = await auditOf(t, `product:${id}`);
    expect(row).toMatchObject({
      action: 'photo.upload',
      actorEmail: admin.email,
      before: null,
      after: photo,
    });
  });

  it('takes PNG, HEIC and more; adds each last; ignores forged fields', async () => {
    const id = await aProduct();
    const first: ProductPhoto = (await upload(id, photoParts(small))).json();
    const png = await upload(id, [
      ...photoParts(await transparentPng(600, 600), 'На прозрачном фоне', '../../../evil.png', 'image/png'),
      // Whatever else the form carries is not read: position, key and product come from the server.
      { name: 'position', value: '0' },
      { name: 'key', value: '../../etc/passwd' },
      { name: 'product_id', value: '1' },
    ]);
    expect(png.statusCode, png.body).toBe(201);
    const heic = await upload(
      id,
      photoParts(await readFile(heicFixture), 'Снято на айфон', 'IMG_0002.HEIC', 'image/heic'),
    );
    expect(heic.statusCode, heic.body).toBe(201);
    expect(heic.json()).toMatchObject({ width: 640, height: 480, widths: [160, 320, 480, 640] });

    const rows = await rowsOf(id);
    expect(rows.map((r) => [r.id, r.position])).toEqual([
      [first.id, 0],
      [png.json().id, 1],
      [heic.json().id, 2],
    ]);
    expect(rows.every((r) => r.productId === id)).toBe(true);
    // Only names the server made, nothing of the client's file names, nothing left temporary.
    for (const file of await mediaFiles())
      expect(file).toMatch(/^products\/[a-f0-9]{32}-(\d+\.(avif|webp|jpg)|share\.jpg)$/);
    expect((await shown(t, id))?.photos?.map((p) => p.alt)).toEqual([
      first.alt,
      'На прозрачном фоне',
      'Снято на айфон',
    ]);
  });

  it('keeps both of two uploads made to one product at once, in distinct places', async () => {
    const id = await aProduct();
    const [a, b, c] = await Promise.all([
      upload(id, photoParts(small, 'Первое')),
      upload(id, photoParts(small, 'Второе')),
      upload(id, photoParts(small, 'Третье')),
    ]);
    expect([a.statusCode, b.statusCode, c.statusCode]).toEqual([201, 201, 201]);
    const rows = await rowsOf(id);
    expect(rows.map((r) => r.position)).toEqual([0, 1, 2]);
    expect(new Set(rows.map((r) => r.key)).size).toBe(3);
    expect(rows.map((r) => r.alt).sort()).toEqual(['Второе', 'Первое', 'Третье']);
  });
});

describe('editing photos', () => {
  it('changes an alt text, orders the photos (the first is main), removes one with its files; audited once each', async () => {
    const id = await aProduct();
    const photos: ProductPhoto[] = [];
    for (const alt of ['Один', 'Два', 'Три']) photos.push((await upload(id, photoParts(small, alt))).json());
    const [one, two, three] = photos as [ProductPhoto, ProductPhoto, ProductPhoto];

    const patched = await call('PATCH', url(id, `/${two.id}`), { alt: '  Два, крупно ' });
    expect(patched.statusCode, patched.body).toBe(200);
    expect(patched.json()).toEqual({ ...two, alt: 'Два, крупно' });
    // The same text again changes nothing and writes no audit row.
    expect((await call('PATCH', url(id, `/${two.id}`), { alt: 'Два, крупно' })).statusCode).toBe(200);

    const ordered = await call('PUT', url(id, '/order'), { photo_ids: [three.id, one.id, two.id] });
    expect(ordered.statusCode, ordered.body).toBe(200);
    expect(ordered.json().map((p: ProductPhoto) => p.id)).toEqual([three.id, one.id, two.id]);
    expect((await shown(t, id))?.photos?.[0]?.base).toBe(three.base);
    expect((await shown(t, id))?.image_urls[0]).toMatch(new RegExp(`^${three.base}-\\d+\\.jpg$`));
    // The same order again: nothing to record.
    expect((await call('PUT', url(id, '/order'), { photo_ids: [three.id, one.id, two.id] })).statusCode).toBe(
      200,
    );

    const key = path.basename(one.base);
    expect((await mediaFiles()).filter((f) => f.includes(key)).length).toBe(16); // 5 widths × 3 + share
    const removed = await call('DELETE', url(id, `/${one.id}`));
    expect(removed.statusCode).toBe(204);
    expect((await mediaFiles()).filter((f) => f.includes(key))).toEqual([]);
    expect((await t.app.inject({ method: 'GET', url: `${one.base}-320.jpg` })).statusCode).toBe(404);
    expect((await rowsOf(id)).map((r) => [r.id, r.position])).toEqual([
      [three.id, 0],
      [two.id, 1],
    ]);
    expect((await shown(t, id))?.photos?.map((p) => p.base)).toEqual([three.base, two.base]);

    const audit = await auditOf(t, `product:${id}`);
    expect(audit.map((r) => r.action)).toEqual([
      'photo.upload',
      'photo.upload',
      'photo.upload',
      'photo.update',
      'photo.reorder',
      'photo.delete',
    ]);
    expect(audit[3]).toMatchObject({
      before: { photo: two.id, alt: 'Два' },
      after: { photo: two.id, alt: 'Два, крупно' },
    });
    expect(audit[4]).toMatchObject({
      before: { photo_ids: [one.id, two.id, three.id] },
      after: { photo_ids: [three.id, one.id, two.id] },
    });
    expect(audit[5]).toMatchObject({ before: { id: one.id, base: one.base }, after: null });
  });
});

describe('a second instance on the same PostgreSQL database', () => {
  it.skipIf(!process.env.TEST_DATABASE_URL)(
    'shows an uploaded photo within moments and serves its files from the shared MEDIA_DIR',
    async () => {
      const second = await createTestApp({
        database: t.database,
        env: { SMTP_URL: mail.url, MEDIA_DIR: mediaDir },
      });
      try {
        const id = await aProduct();
        expect((await shown(second, id))?.photos ?? []).toEqual([]); // cached by the second instance
        const photo: ProductPhoto = (await upload(id, photoParts(small))).json();
        const deadline = Date.now() + 2000;
        let seen = await shown(second, id);
        while (!seen?.photos?.length && Date.now() < deadline) {
          await new Promise((resolve) => setTimeout(resolve, 50));
          seen = await shown(second, id);
        }
        expect(seen?.photos?.map((p) => p.base)).toEqual([photo.base]);
        const file = await second.app.inject({ method: 'GET', url: `${photo.base}-720.avif` });
        expect(file.statusCode).toBe(200);
      } finally {
        await second.close();
      }
    },
  );
});
