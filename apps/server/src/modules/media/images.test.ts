import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { crc32 } from 'node:zlib';
import exifr from 'exifr';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { photoMessages } from '@shop/shared/catalog/photo-messages';
import type { Refusal } from '../../lib/refusals.ts';
import { avifImage, heicFixture, phoneJpeg, transparentPng, webpImage } from './images.fixtures.ts';
import { MAX_MEGAPIXELS, processPhoto, processPoster, type ProcessedPhoto } from './images.ts';
import { JobQueue } from './jobs.ts';

/**
 * Pictures through real sharp on real files: widths, formats, rotation, metadata stripped (GPS first of all),
 * HEIC decoded in a worker, refusals for what cannot be read, nothing left behind on failure.
 */

let root: string;
let dirs: { productsDir: string; tmpDir: string };
beforeAll(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'shop-images-'));
  dirs = { productsDir: path.join(root, 'products'), tmpDir: path.join(root, '.tmp') };
});
afterAll(() => rm(root, { recursive: true, force: true }));

async function input(name: string, bytes: Buffer): Promise<string> {
  const file = path.join(root, name);
  await writeFile(file, bytes);
  return file;
}

const filesOf = (photo: ProcessedPhoto) => [
  ...photo.widths.flatMap((w) => ['avif', 'webp', 'jpg'].map((ext) => `${photo.key}-${w}.${ext}`)),
  `${photo.key}-share.jpg`,
];

/** Every file of a photo has no metadata at all: no EXIF (so no GPS), XMP, IPTC or ICC profile. */
async function expectNoMetadata(photo: ProcessedPhoto) {
  for (const name of filesOf(photo)) {
    const bytes = await readFile(path.join(dirs.productsDir, name));
    const meta = await sharp(bytes).metadata();
    expect([meta.exif, meta.xmp, meta.iptc, meta.icc], name).toEqual([
      undefined,
      undefined,
      undefined,
      undefined,
    ]);
    // exifr reads JPEG and AVIF (HEIF) containers; WebP it cannot, which sharp's reading above covers.
    if (!name.endsWith('.webp')) expect(await exifr.parse(bytes, true), name).toBeUndefined();
    expect(bytes.includes('iPhone'), name).toBe(false);
  }
}

const productFiles = async () => (await readdir(dirs.productsDir).catch(() => [])).sort();

/** A refused picture leaves no file of its own, in place or temporary. */
async function expectNothingLeft(before: string[]) {
  expect(await productFiles()).toEqual(before);
  expect(await readdir(dirs.tmpDir).catch(() => [])).toEqual([]);
}

describe('processPhoto', () => {
  it('makes a 12-megapixel phone JPEG into six widths of AVIF, WebP and JPEG and a share picture, GPS gone', async () => {
    const bytes = await phoneJpeg(4000, 3000);
    const gps = await exifr.gps(bytes);
    expect(gps.latitude).toBeCloseTo(55.75, 2);

    const photo = await processPhoto(await input('phone.jpg', bytes), dirs);
    expect(photo).toMatchObject({ width: 4000, height: 3000, widths: [160, 320, 480, 720, 1080, 1440] });
    expect(photo.key).toMatch(/^[a-f0-9]{32}$/);
    expect((await readdir(dirs.productsDir)).sort()).toEqual(filesOf(photo).sort());
    for (const w of photo.widths) {
      for (const [ext, format] of [
        ['avif', 'heif'],
        ['webp', 'webp'],
        ['jpg', 'jpeg'],
      ] as const) {
        const meta = await sharp(path.join(dirs.productsDir, `${photo.key}-${w}.${ext}`)).metadata();
        expect(meta, `${w}.${ext}`).toMatchObject({ format, width: w, height: (w * 3) / 4 });
        if (ext === 'jpg') expect(meta.isProgressive).toBe(true);
        if (ext === 'avif') expect(meta.compression).toBe('av1');
      }
    }
    const share = await sharp(path.join(dirs.productsDir, `${photo.key}-share.jpg`)).metadata();
    expect(share).toMatchObject({ format: 'jpeg', width: 1200, height: 630 });
    await expectNoMetadata(photo);
    expect(await readdir(dirs.tmpDir)).toEqual([]);
    await rm(dirs.productsDir, { recursive: true });
  });

  it('turns a photo upright by its EXIF orientation, and makes no width wider than the original but its own', async () => {
    // Stored 1200×900 with orientation 6 (rotate 90°): a portrait 900×1200.
    const photo = await processPhoto(await input('rotated.jpg', await phoneJpeg(1200, 900, 6)), dirs);
    expect(photo).toMatchObject({ width: 900, height: 1200, widths: [160, 320, 480, 720, 900] });
    const meta = await sharp(path.join(dirs.productsDir, `${photo.key}-720.jpg`)).metadata();
    expect(meta).toMatchObject({ width: 720, height: 960 });
    expect(meta.orientation).toBeUndefined();
    await expectNoMetadata(photo);

    // Narrower than the smallest width: one width, its own.
    const small = await processPhoto(await input('small.jpg', await phoneJpeg(120, 90)), dirs);
    expect(small).toMatchObject({ width: 120, height: 90, widths: [120] });
    // Just over a width: that width only (the original's own would be a near copy).
    const near = await processPhoto(await input('near.jpg', await phoneJpeg(740, 555)), dirs);
    expect(near.widths).toEqual([160, 320, 480, 720]);
  });

  it('reads PNG (transparency on white), WebP and AVIF, stripping their EXIF too', async () => {
    const png = await processPhoto(await input('cut-out.png', await transparentPng(800, 600)), dirs);
    expect(png.widths).toEqual([160, 320, 480, 720, 800]);
    const corner = await sharp(path.join(dirs.productsDir, `${png.key}-320.jpg`))
      .extract({ left: 0, top: 0, width: 1, height: 1 })
      .raw()
      .toBuffer();
    expect([...corner].every((channel) => channel > 245)).toBe(true);
    await expectNoMetadata(png);

    const webp = await processPhoto(await input('photo.webp', await webpImage(1000, 750)), dirs);
    expect(webp).toMatchObject({ width: 1000, widths: [160, 320, 480, 720, 1000] });
    await expectNoMetadata(webp);
    const avif = await processPhoto(await input('photo.avif', await avifImage(700, 700)), dirs);
    expect(avif).toMatchObject({ width: 700, height: 700, widths: [160, 320, 480, 700] });
    await expectNoMetadata(avif);
  });

  it('decodes an iPhone HEIC (HEVC) in a worker thread, its EXIF left behind', async () => {
    const heic = await readFile(heicFixture);
    expect(heic.subarray(4, 12).toString('latin1')).toBe('ftypheic');
    // sharp's own libvips cannot decode HEVC: what makes the worker needed.
    await expect(sharp(heic).toBuffer()).rejects.toThrow(/HEVC|compression/i);
    expect(heic.includes('iPhone 15')).toBe(true);

    const photo = await processPhoto(heicFixture, dirs);
    expect(photo).toMatchObject({ width: 640, height: 480, widths: [160, 320, 480, 640] });
    const pixel = await sharp(path.join(dirs.productsDir, `${photo.key}-640.jpg`))
      .extract({ left: 200, top: 240, width: 1, height: 1 })
      .raw()
      .toBuffer();
    // The fixture has a red disc there.
    expect(pixel[0]).toBeGreaterThan(150);
    expect(pixel[1]).toBeLessThan(100);
    await expectNoMetadata(photo);
  });
});

describe('refusals', () => {
  const refusal = (kind: Refusal['kind'], message: string) =>
    expect.objectContaining({ kind, message }) as unknown as Refusal;

  it('a corrupt or truncated picture is 422, leaving no file', async () => {
    const before = await productFiles();
    const real = await phoneJpeg(800, 600);
    const corrupt = Buffer.concat([real.subarray(0, 4), Buffer.alloc(5000, 0x42)]);
    await expect(processPhoto(await input('corrupt.jpg', corrupt), dirs)).rejects.toEqual(
      refusal('invalid', photoMessages.unreadable),
    );
    const truncated = real.subarray(0, Math.floor(real.length / 2));
    await expect(processPhoto(await input('half.jpg', truncated), dirs)).rejects.toEqual(
      refusal('invalid', photoMessages.unreadable),
    );
    await expectNothingLeft(before);
  });

  it(`a picture over ${MAX_MEGAPIXELS} megapixels is 422 before it is decoded`, async () => {
    const before = await productFiles();
    // A PNG header saying 20 000 × 20 000 (400 megapixels) with no pixels behind it.
    const chunk = (type: string, data: Buffer) => {
      const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
      const length = Buffer.alloc(4);
      length.writeUInt32BE(data.length);
      const crc = Buffer.alloc(4);
      crc.writeUInt32BE(crc32(body));
      return Buffer.concat([length, body, crc]);
    };
    const ihdr = Buffer.alloc(13);
    ihdr.writeUInt32BE(20_000, 0);
    ihdr.writeUInt32BE(20_000, 4);
    ihdr.set([8, 2, 0, 0, 0], 8);
    const bomb = Buffer.concat([
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      chunk('IHDR', ihdr),
      chunk('IDAT', Buffer.alloc(0)),
      chunk('IEND', Buffer.alloc(0)),
    ]);
    await expect(processPhoto(await input('bomb.png', bomb), dirs)).rejects.toEqual(
      refusal('invalid', photoMessages.tooManyPixels(MAX_MEGAPIXELS)),
    );
    await expectNothingLeft(before);
  });

  it('a HEIC that cannot be decoded is 415 with the advice to save it as JPEG', async () => {
    const before = await productFiles();
    const heic = await readFile(heicFixture);
    const broken = Buffer.concat([heic.subarray(0, 40), Buffer.alloc(2000, 0x13)]);
    await expect(processPhoto(await input('broken.heic', broken), dirs)).rejects.toEqual(
      refusal('unsupported_media', photoMessages.heicUnsupported),
    );
    await expectNothingLeft(before);
  });
});

describe('processPoster', () => {
  it('re-encodes a poster frame as a JPEG of at most 1280 px, upright, without metadata', async () => {
    const dir = path.join(root, 'reviews');
    const name = await processPoster(await input('frame.jpg', await phoneJpeg(1920, 1080, 8)), {
      dir,
      tmpDir: dirs.tmpDir,
    });
    expect(name).toMatch(/^[a-f0-9]{32}\.jpg$/);
    const bytes = await readFile(path.join(dir, name));
    expect(await sharp(bytes).metadata()).toMatchObject({ format: 'jpeg', width: 720, height: 1280 });
    expect(await exifr.parse(bytes, true)).toBeUndefined();
  });
});

describe('JobQueue', () => {
  it('runs at most its limit at once, the rest in their turn', async () => {
    const queue = new JobQueue(2);
    let running = 0;
    let most = 0;
    const order: number[] = [];
    const job = (n: number) => async () => {
      running += 1;
      most = Math.max(most, running);
      await new Promise((resolve) => setTimeout(resolve, 5));
      running -= 1;
      order.push(n);
      if (n === 3) throw new Error('a failing job frees its place');
      return n;
    };
    const results = await Promise.allSettled([1, 2, 3, 4, 5, 6].map((n) => queue.run(job(n))));
    expect(most).toBe(2);
    expect(results.map((r) => r.status)).toEqual([
      'fulfilled',
      'fulfilled',
      'rejected',
      'fulfilled',
      'fulfilled',
      'fulfilled',
    ]);
    expect(order.sort()).toEqual([1, 2, 3, 4, 5, 6]);
    expect(queue.size).toEqual({ running: 0, waiting: 0 });
  });
});
