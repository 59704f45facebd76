import { existsSync, mkdtempSync } from 'node:fs';
import { readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll } from 'vitest';
import { productPhotos, products } from '../../db/schema.ts';
import { bearer } from '../../test/sign-in.ts';
import { standIn, useMailCatcher, useTestApp } from '../../test/suite.ts';
import { signInAdmin, signInCustomer, type SignedIn } from './admin-test-kit.ts';
import { multipart, type Part } from './videos.fixtures.ts';

/**
 * What the product photo tests (product-photos.test.ts, product-photos-refusals.test.ts) share: the app on a
 * media directory of its own, an admin and a customer, the photo calls and readings of the disk and the table.
 */

export function usePhotosApp() {
  const mediaDir = mkdtempSync(path.join(tmpdir(), 'shop-photos-'));
  afterAll(() => rm(mediaDir, { recursive: true, force: true }));
  const mail = useMailCatcher();
  const t = useTestApp(() => ({ env: { SMTP_URL: mail.url, MEDIA_DIR: mediaDir } }));
  let signedIn: { admin: SignedIn; customer: SignedIn } | undefined;
  beforeAll(async () => {
    signedIn = { admin: await signInAdmin(t, mail), customer: await signInCustomer(t, mail) };
  });
  const admin = standIn(() => signedIn?.admin, { id: true, email: true, token: true });
  const customer = standIn(() => signedIn?.customer, { id: true, email: true, token: true });

  const url = (productId: number, rest = '') => `/api/admin/products/${productId}/photos${rest}`;

  async function upload(productId: number, parts: Part[], token: string | null = admin.token) {
    const { payload, contentType } = await multipart(parts);
    return t.app.inject({
      method: 'POST',
      url: url(productId),
      headers: { 'content-type': contentType, ...(token ? bearer(token) : {}) },
      payload,
    });
  }

  const call = (
    method: 'PATCH' | 'PUT' | 'DELETE',
    target: string,
    payload?: object,
    token: string | null = admin.token,
  ) =>
    t.app.inject({
      method,
      url: target,
      headers: token ? bearer(token) : {},
      ...(payload === undefined ? {} : { payload }),
    });

  /** Every file under the media directory (the temporary folder included), relative to it. */
  async function mediaFiles(): Promise<string[]> {
    if (!existsSync(mediaDir)) return [];
    const entries = await readdir(mediaDir, { recursive: true, withFileTypes: true });
    return entries
      .filter((e) => e.isFile())
      .map((e) => path.relative(mediaDir, path.join(e.parentPath, e.name)))
      .sort();
  }

  /** A product's photo rows in their order. */
  const rowsOf = (productId: number) =>
    t.database.db
      .select()
      .from(productPhotos)
      .where(eq(productPhotos.productId, productId))
      .orderBy(asc(productPhotos.position));

  /** Seeded products, a different one for each test that takes one. */
  let taken = 0;
  async function aProduct(): Promise<number> {
    const rows = await t.database.db.select({ id: products.id }).from(products).orderBy(asc(products.id));
    const row = rows[taken++];
    if (!row) throw new Error('out of seeded products');
    return row.id;
  }

  return { t, mail, mediaDir, admin, customer, url, upload, call, mediaFiles, rowsOf, aProduct };
}

/** The parts of a photo upload: the picture and its alt text. */
export const photoParts = (
  bytes: Buffer,
  alt = 'Батончик «Кокос» в разрезе',
  filename = 'IMG_0001.jpg',
  type = 'image/jpeg',
): Part[] => [
  { name: 'alt', value: alt },
  { name: 'file', value: { bytes, filename, type } },
];
