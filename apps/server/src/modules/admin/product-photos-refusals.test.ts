import http from 'node:http';
import { beforeAll, describe, expect, it } from 'vitest';
import { adminMessages } from '@shop/shared/admin/messages';
import {
  PHOTO_ALT_MAX,
  PHOTO_MAX_MB,
  PHOTOS_PER_PRODUCT,
  type ProductPhoto,
} from '@shop/shared/catalog/admin-product-api';
import { photoMessages } from '@shop/shared/catalog/photo-messages';
import { bearer } from '../../test/sign-in.ts';
import { phoneJpeg } from '../media/images.fixtures.ts';
import { auditOf } from './admin-test-kit.ts';
import { photoParts, usePhotosApp } from './product-photos.fixtures.ts';
import { multipart } from './videos.fixtures.ts';

/**
 * The photo routes against hostile callers: strangers and customers, unknown and other products' ids, forged
 * bodies, files that are not what they say, oversize uploads, the photo limit reached in parallel, a dropped
 * connection. A refused upload keeps nothing on disk, in the table or in the audit log.
 */

const { t, admin, customer, upload, call, url, mediaFiles, rowsOf, aProduct } = usePhotosApp();

let small: Buffer;
let id: number;
let photos: ProductPhoto[];
beforeAll(async () => {
  small = await phoneJpeg(400, 300);
  id = await aProduct();
  photos = [];
  for (const alt of ['Первое', 'Второе']) photos.push((await upload(id, photoParts(small, alt))).json());
});

/** Nothing of a refused call stays: files, rows, audit rows. */
async function expectUnchanged(run: () => Promise<void>) {
  const files = await mediaFiles();
  const rows = await rowsOf(id);
  const audit = (await auditOf(t, `product:${id}`)).length;
  await run();
  expect(await mediaFiles()).toEqual(files);
  expect(await rowsOf(id)).toEqual(rows);
  expect((await auditOf(t, `product:${id}`)).length).toBe(audit);
}

describe('callers', () => {
  it('are admins only: 401 without a token, 403 for a customer, on every photo route', async () => {
    await expectUnchanged(async () => {
      const [one] = photos;
      for (const [token, status] of [
        [null, 401],
        [customer.token, 403],
      ] as const) {
        expect((await upload(id, photoParts(small), token)).statusCode).toBe(status);
        expect((await call('PATCH', url(id, `/${one!.id}`), { alt: 'Взлом' }, token)).statusCode).toBe(
          status,
        );
        expect(
          (await call('PUT', url(id, '/order'), { photo_ids: [photos[1]!.id, one!.id] }, token)).statusCode,
        ).toBe(status);
        expect((await call('DELETE', url(id, `/${one!.id}`), undefined, token)).statusCode).toBe(status);
      }
    });
  });

  it('get 404 for an unknown product and for a photo of another product', async () => {
    const other = await aProduct();
    const theirs: ProductPhoto = (await upload(other, photoParts(small, 'Чужое'))).json();
    await expectUnchanged(async () => {
      const missing = 2_000_000_000;
      const res = await upload(missing, photoParts(small));
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ detail: adminMessages.productNotFound });
      expect((await call('PATCH', url(missing, `/${theirs.id}`), { alt: 'x' })).statusCode).toBe(404);
      expect((await call('PUT', url(missing, '/order'), { photo_ids: [theirs.id] })).statusCode).toBe(404);
      expect((await call('DELETE', url(missing, `/${theirs.id}`))).statusCode).toBe(404);

      // Their photo through our product's address.
      const patched = await call('PATCH', url(id, `/${theirs.id}`), { alt: 'Подмена' });
      expect(patched.statusCode).toBe(404);
      expect(patched.json()).toEqual({ detail: photoMessages.notFound });
      expect((await call('DELETE', url(id, `/${theirs.id}`))).statusCode).toBe(404);
      const ordered = await call('PUT', url(id, '/order'), { photo_ids: [photos[0]!.id, theirs.id] });
      expect(ordered.statusCode).toBe(422);
      expect(ordered.json()).toEqual({ detail: photoMessages.order });
    });
    expect((await rowsOf(other)).map((r) => r.alt)).toEqual(['Чужое']);
  });

  it('get 422 for ids that are no ids', async () => {
    for (const bad of ['abc', '0', '-1', '2147483648', '1.5']) {
      expect((await upload(bad as unknown as number, photoParts(small))).statusCode, bad).toBe(422);
      expect((await call('DELETE', `/api/admin/products/${id}/photos/${bad}`)).statusCode, bad).toBe(422);
    }
  });
});

describe('uploads refused, keeping nothing', () => {
  it('asks for the file and the alt text (400), within its length (422)', async () => {
    await expectUnchanged(async () => {
      const cases: [Parameters<typeof upload>[1], number, string][] = [
        [[{ name: 'alt', value: 'Без файла' }], 400, photoMessages.fields],
        [[photoParts(small)[1]!], 400, photoMessages.fields],
        [photoParts(small, '   '), 400, photoMessages.fields],
        [photoParts(Buffer.alloc(0)), 400, photoMessages.fields],
        [photoParts(small, 'я'.repeat(PHOTO_ALT_MAX + 1)), 422, photoMessages.altLong(PHOTO_ALT_MAX)],
      ];
      for (const [parts, status, detail] of cases) {
        const res = await upload(id, parts);
        expect(res.statusCode, detail).toBe(status);
        expect(res.json()).toEqual({ detail });
      }
      const nul = await upload(id, photoParts(small, 'Фото\0'));
      expect(nul.statusCode).toBe(422);
      const json = await t.app.inject({
        method: 'POST',
        url: url(id),
        headers: bearer(admin.token),
        payload: { alt: 'JSON', file: 'data:image/jpeg;base64,/9j/' },
      });
      expect(json.statusCode).toBe(400);
      expect(json.json()).toEqual({ detail: photoMessages.fields });
    });
  });

  it('tells the type by the bytes: 415 for GIF, SVG, PDF or a JPEG name on a PNG-less text', async () => {
    await expectUnchanged(async () => {
      for (const bytes of [
        Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;', 'latin1'),
        Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
        Buffer.from('%PDF-1.7\n'.repeat(20)),
      ]) {
        const res = await upload(id, photoParts(bytes, 'Не фото', 'photo.jpg', 'image/jpeg'));
        expect(res.statusCode).toBe(415);
        expect(res.json()).toEqual({ detail: photoMessages.type });
      }
    });
  });

  it('answers 422 for a corrupt picture and 415 for a HEIC it cannot decode', async () => {
    await expectUnchanged(async () => {
      const corrupt = Buffer.concat([small.subarray(0, 3), Buffer.alloc(4000, 0x55)]);
      const res = await upload(id, photoParts(corrupt));
      expect(res.statusCode).toBe(422);
      expect(res.json()).toEqual({ detail: photoMessages.unreadable });
      const heic = Buffer.alloc(4000, 0x21);
      Buffer.from([0, 0, 0, 0x18, ...Buffer.from('ftypheic\0\0\0\0mif1heic', 'latin1')]).copy(heic);
      const broken = await upload(id, photoParts(heic, 'HEIC', 'IMG.HEIC', 'image/heic'));
      expect(broken.statusCode).toBe(415);
      expect(broken.json()).toEqual({ detail: photoMessages.heicUnsupported });
    });
  });

  it(`refuses a file over ${PHOTO_MAX_MB} MB with 413 while it streams`, async () => {
    await expectUnchanged(async () => {
      const big = Buffer.alloc(PHOTO_MAX_MB * 1024 * 1024 + 1, 0x11);
      small.copy(big, 0, 0, 64);
      const res = await upload(id, photoParts(big));
      expect(res.statusCode).toBe(413);
      expect(res.json()).toEqual({ detail: photoMessages.tooBig(PHOTO_MAX_MB) });
    });
  });
});

describe('edits refused', () => {
  it('take only their own fields, within their limits (422)', async () => {
    const [one, two] = photos as [ProductPhoto, ProductPhoto];
    await expectUnchanged(async () => {
      for (const body of [
        { alt: '' },
        { alt: '   ' },
        { alt: 'я'.repeat(PHOTO_ALT_MAX + 1) },
        { alt: 'Новое', position: 0 },
        { alt: 'Новое', base: '/etc/passwd' },
        { alt: 'Фото\0' },
        {},
      ]) {
        expect((await call('PATCH', url(id, `/${one.id}`), body)).statusCode, JSON.stringify(body)).toBe(422);
      }
      for (const body of [
        { photo_ids: [one.id] },
        { photo_ids: [one.id, one.id] },
        { photo_ids: [two.id, one.id, one.id] },
        { photo_ids: [two.id, one.id, 2_000_000] },
        { photo_ids: [] },
        { photo_ids: [two.id, one.id], main: one.id },
        { photo_ids: Array.from({ length: PHOTOS_PER_PRODUCT + 1 }, (_, i) => i + 1) },
      ]) {
        expect((await call('PUT', url(id, '/order'), body)).statusCode, JSON.stringify(body)).toBe(422);
      }
    });
  });

  it('delete once: the second call is 404; an order racing a deletion never leaves a gap', async () => {
    const target = await aProduct();
    const made: ProductPhoto[] = [];
    for (const alt of ['А', 'Б', 'В']) made.push((await upload(target, photoParts(small, alt))).json());
    const [a, b, c] = made as [ProductPhoto, ProductPhoto, ProductPhoto];
    const [removed, ordered] = await Promise.all([
      call('DELETE', url(target, `/${b.id}`)),
      call('PUT', url(target, '/order'), { photo_ids: [c.id, b.id, a.id] }),
    ]);
    expect(removed.statusCode).toBe(204);
    // The order came first (200), or after the deletion (422: it names a photo that is gone).
    expect([200, 422]).toContain(ordered.statusCode);
    const rows = await rowsOf(target);
    expect(rows.map((r) => r.position)).toEqual([0, 1]);
    expect(rows.map((r) => r.id)).toEqual(ordered.statusCode === 200 ? [c.id, a.id] : [a.id, c.id]);
    const again = await call('DELETE', url(target, `/${b.id}`));
    expect(again.statusCode).toBe(404);
    expect(again.json()).toEqual({ detail: photoMessages.notFound });
  });
});

describe(`the limit of ${PHOTOS_PER_PRODUCT} photos`, () => {
  it('is reached once: of two uploads racing for the last place one is refused (409), keeping nothing', async () => {
    const full = await aProduct();
    for (let i = 0; i < PHOTOS_PER_PRODUCT - 1; i += 1)
      expect((await upload(full, photoParts(small, `Фото ${i}`))).statusCode).toBe(201);
    const before = (await mediaFiles()).length;
    const racing = await Promise.all([
      upload(full, photoParts(small, 'А')),
      upload(full, photoParts(small, 'Б')),
    ]);
    expect(racing.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    const refused = racing.find((r) => r.statusCode === 409)!;
    expect(refused.json()).toEqual({ detail: photoMessages.tooMany(PHOTOS_PER_PRODUCT) });
    expect((await rowsOf(full)).map((r) => r.position)).toEqual([...Array(PHOTOS_PER_PRODUCT).keys()]);
    // One photo's files more: its widths in 3 formats and its share picture (the refused one's were removed).
    const kept: ProductPhoto = racing.find((r) => r.statusCode === 201)!.json();
    expect((await mediaFiles()).length).toBe(before + kept.widths.length * 3 + 1);
    expect((await upload(full, photoParts(small))).statusCode).toBe(409);
  });
});

describe('the media folder', () => {
  it('serves only our own photo names', async () => {
    const key = photos[0]!.base.split('/').pop()!;
    for (const path of [
      `/media/products/${key}-320.png`,
      `/media/products/${key}.jpg`,
      `/media/products/../../../../etc/passwd`,
      `/media/products/%2e%2e%2f%2e%2e%2fetc%2fpasswd`,
      '/media/.tmp/x.part',
      `/media/products/${key.toUpperCase()}-320.jpg`,
    ])
      expect((await t.app.inject({ method: 'GET', url: path })).statusCode, path).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: `${photos[0]!.base}-320.jpg` })).statusCode).toBe(200);
  });
});

describe('over a real connection', () => {
  let base: string;
  beforeAll(async () => {
    base = await t.app.listen({ port: 0, host: '127.0.0.1' });
  });

  it('removes the partial file when the browser drops the upload half-way', async () => {
    const before = await mediaFiles();
    const bytes = Buffer.concat([small, Buffer.alloc(200 * 1024, 0x33)]);
    const { payload, contentType } = await multipart(photoParts(bytes));
    const request = http.request(`${base}${url(id)}`, {
      method: 'POST',
      headers: {
        'content-type': contentType,
        'content-length': String(payload.length),
        ...bearer(admin.token),
      },
    });
    request.on('error', () => {}); // the connection is cut on purpose
    request.write(payload.subarray(0, 100 * 1024));
    await expect.poll(async () => (await mediaFiles()).filter((f) => f.startsWith('.tmp/')).length).toBe(1);
    request.destroy();
    await expect.poll(mediaFiles).toEqual(before);
  });
});
