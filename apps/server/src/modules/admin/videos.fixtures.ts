import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, expect } from 'vitest';
import { reviewVideosSchema } from '@shop/shared/content/content-api';
import { bearer } from '../../test/sign-in.ts';
import { standIn, useMailCatcher, useTestApp } from '../../test/suite.ts';
import type { TestApp } from '../../test/test-app.ts';
import { signInAdmin, signInCustomer, type SignedIn } from './admin-test-kit.ts';

/**
 * What the review-video tests (videos-upload.test.ts, videos-refusals.test.ts) share: POST/DELETE
 * /api/admin/review-videos against a media directory of its own, with small limits. Each test file has its
 * own app (its own database and media directory, in its own worker) through useVideosApp.
 */

// Whole numbers of bytes, so the parser's own cut-off (the part's `truncated` flag) is what trips.
export const VIDEO_MAX_MB = 0.0625; // 65 536 bytes
export const POSTER_MAX_MB = 0.0078125; // 8 192 bytes
export const limitBytes = (mb: number) => mb * 1024 * 1024;

/**
 * This test file's app on a media directory of its own (test/suite.ts): made in a beforeAll, with an admin and
 * a customer signed in, and ended in an afterAll that removes the media directory too; and videoCalls on it.
 */
export function useVideosApp() {
  // Its parent does not exist either: the first upload makes both (a fresh shop on a data dir not yet
  // made); a media folder whose parent exists is made at start.
  const folder = path.join(tmpdir(), `shop-media-${randomBytes(6).toString('hex')}`);
  const mediaDir = path.join(folder, 'shop', 'media');
  beforeAll(async () => {
    await mkdir(folder);
  });
  afterAll(() => rm(folder, { recursive: true, force: true }));
  const mail = useMailCatcher();
  const t = useTestApp(() => ({
    env: {
      SMTP_URL: mail.url,
      MEDIA_DIR: mediaDir,
      VIDEO_MAX_MB: String(VIDEO_MAX_MB),
      POSTER_MAX_MB: String(POSTER_MAX_MB),
    },
  }));
  let signedIn: { admin: SignedIn; customer: SignedIn } | undefined;
  beforeAll(async () => {
    signedIn = { admin: await signInAdmin(t, mail), customer: await signInCustomer(t, mail) };
  });
  const admin = standIn(() => signedIn?.admin, { id: true, email: true, token: true });
  const customer = standIn(() => signedIn?.customer, { id: true, email: true, token: true });
  return { t, mail, mediaDir, admin, customer, ...videoCalls(() => ({ t, mediaDir, admin })) };
}

/**
 * A poster frame as a browser's canvas makes it: a real PNG (1600×900, wider than posters are kept), with a
 * camera's EXIF and GPS that must not survive.
 */
export const posterPng = () =>
  sharp({ create: { width: 1600, height: 900, channels: 3, background: '#c0392b' } })
    .withExif({
      IFD0: { Make: 'Apple', Model: 'iPhone 15' },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '55/1 45/1 0/1',
        GPSLongitudeRef: 'E',
        GPSLongitude: '37/1 37/1 0/1',
      },
    })
    // A flat colour in a palette: small enough for the tests' poster limit (8 kB).
    .png({ palette: true, compressionLevel: 9 })
    .toBuffer();

/** An MP4 as far as its first bytes go: an 'ftyp' box of brand isom, then filler. */
export const mp4 = (size: number) => {
  const bytes = Buffer.alloc(size, 0x42);
  Buffer.from([0, 0, 0, 0x18, 0x66, 0x74, 0x79, 0x70, 0x69, 0x73, 0x6f, 0x6d]).copy(bytes);
  return bytes;
};
export const webm = (size: number) => {
  const bytes = Buffer.alloc(size, 0x42);
  Buffer.from([0x1a, 0x45, 0xdf, 0xa3, 0x9f, 0x42, 0x86, 0x81, 0x01, 0x42, 0xf7, 0x81]).copy(bytes);
  return bytes;
};
/** A PNG as far as its first bytes go (what follows is no picture: it passes the type check only). */
export const png = (size: number) => {
  const bytes = Buffer.alloc(size, 0x42);
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d]).copy(bytes);
  return bytes;
};

export interface Part {
  name: string;
  value: string | { bytes: Buffer; filename: string; type: string };
}

/** A multipart body as a browser sends FormData (the bytes and the boundary header from the platform). */
export async function multipart(parts: Part[]) {
  const form = new FormData();
  for (const { name, value } of parts) {
    if (typeof value === 'string') form.append(name, value);
    else form.append(name, new Blob([new Uint8Array(value.bytes)], { type: value.type }), value.filename);
  }
  const encoded = new Response(form);
  return {
    payload: Buffer.from(await encoded.arrayBuffer()),
    contentType: encoded.headers.get('content-type')!,
  };
}

export const clip = (bytes: Buffer, filename = 'clip.mp4', type = 'video/mp4'): Part => ({
  name: 'file',
  value: { bytes, filename, type },
});
export const titled = (title = 'Ольга о батончике «Кокос»', description = 'Берёт с собой на тренировку.') => [
  { name: 'title', value: title },
  { name: 'description', value: description },
];

/** A test file's own app, media directory and admin (read when a call is made). */
export type VideosWorld = () => { t: TestApp; mediaDir: string; admin: SignedIn };

/** The calls and readings of the review-video tests, on one test file's app and media directory. */
export function videoCalls(world: VideosWorld) {
  async function upload(parts: Part[], token: string | null = world().admin.token) {
    const { payload, contentType } = await multipart(parts);
    return world().t.app.inject({
      method: 'POST',
      url: '/api/admin/review-videos',
      headers: { 'content-type': contentType, ...(token ? bearer(token) : {}) },
      payload,
    });
  }

  /** Every file under the media directory (the temporary folder included), relative to it. */
  async function mediaFiles(): Promise<string[]> {
    const { mediaDir } = world();
    if (!existsSync(mediaDir)) return [];
    const entries = await readdir(mediaDir, { recursive: true, withFileTypes: true });
    return entries
      .filter((e) => e.isFile())
      .map((e) => path.relative(mediaDir, path.join(e.parentPath, e.name)))
      .sort();
  }
  const onDisk = (publicPath: string) => path.join(world().mediaDir, publicPath.replace(/^\/media\//, ''));
  const listing = async () =>
    reviewVideosSchema.parse(
      (await world().t.app.inject({ method: 'GET', url: '/api/admin/review-videos/public' })).json(),
    );

  /** Uploads that are refused leave nothing on disk and list nothing. */
  async function expectNothingKept(before: string[], listedBefore: number) {
    expect(await mediaFiles()).toEqual(before);
    expect((await listing()).length).toBe(listedBefore);
  }

  return { upload, mediaFiles, onDisk, listing, expectNothingKept };
}
