import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readdir, readFile, rm, utimes, writeFile } from 'node:fs/promises';
import http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminMessages, adminReviewVideoSchema, type AdminReviewVideo } from '@shop/shared/admin';
import { reviewVideosSchema } from '@shop/shared/content';
import { assetsFolder } from '../../lib/server-root.ts';
import { MediaFiles, sweepStaleUploads } from '../content/media.ts';
import { MailCatcher } from '../../test/mail-catcher.ts';
import { bearer } from '../../test/sign-in.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { auditOf, signInAdmin, signInCustomer, type SignedIn } from './admin-test-kit.ts';

/** POST/DELETE /api/admin/review-videos against a media directory of its own, with small limits. */

// Whole numbers of bytes, so the parser's own cut-off (the part's `truncated` flag) is what trips.
const VIDEO_MAX_MB = 0.0625; // 65 536 bytes
const POSTER_MAX_MB = 0.0078125; // 8 192 bytes
const limitBytes = (mb: number) => mb * 1024 * 1024;

let t: TestApp;
let mail: MailCatcher;
let mediaDir: string;
let admin: SignedIn;
let customer: SignedIn;

beforeAll(async () => {
  // Its parent does not exist either: the first upload makes both (a fresh shop on a data dir not yet
  // made); a media folder whose parent exists is made at start.
  mediaDir = path.join(await mkdtemp(path.join(tmpdir(), 'shop-media-')), 'shop', 'media');
  mail = await new MailCatcher().start();
  t = await createTestApp({
    env: {
      SMTP_URL: mail.url,
      MEDIA_DIR: mediaDir,
      VIDEO_MAX_MB: String(VIDEO_MAX_MB),
      POSTER_MAX_MB: String(POSTER_MAX_MB),
    },
  });
  admin = await signInAdmin(t, mail);
  customer = await signInCustomer(t, mail);
});
afterAll(async () => {
  await t?.close();
  await mail?.stop();
  await rm(path.dirname(path.dirname(mediaDir)), { recursive: true, force: true });
});

/** An MP4 as far as its first bytes go: an 'ftyp' box of brand isom, then filler. */
const mp4 = (size: number) => {
  const bytes = Buffer.alloc(size, 0x42);
  Buffer.from([0, 0, 0, 0x18, 0x66, 0x74, 0x79, 0x70, 0x69, 0x73, 0x6f, 0x6d]).copy(bytes);
  return bytes;
};
const webm = (size: number) => {
  const bytes = Buffer.alloc(size, 0x42);
  Buffer.from([0x1a, 0x45, 0xdf, 0xa3, 0x9f, 0x42, 0x86, 0x81, 0x01, 0x42, 0xf7, 0x81]).copy(bytes);
  return bytes;
};
const png = (size: number) => {
  const bytes = Buffer.alloc(size, 0x42);
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d]).copy(bytes);
  return bytes;
};

interface Part {
  name: string;
  value: string | { bytes: Buffer; filename: string; type: string };
}

/** A multipart body as a browser sends FormData (the bytes and the boundary header from the platform). */
async function multipart(parts: Part[]) {
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

async function upload(parts: Part[], token: string | null = admin.token) {
  const { payload, contentType } = await multipart(parts);
  return t.app.inject({
    method: 'POST',
    url: '/api/admin/review-videos',
    headers: { 'content-type': contentType, ...(token ? bearer(token) : {}) },
    payload,
  });
}

const clip = (bytes: Buffer, filename = 'clip.mp4', type = 'video/mp4'): Part => ({
  name: 'file',
  value: { bytes, filename, type },
});
const titled = (title = 'Ольга о батончике «Кокос»', description = 'Берёт с собой на тренировку.') => [
  { name: 'title', value: title },
  { name: 'description', value: description },
];

/** Every file under the media directory (the temporary folder included), relative to it. */
async function mediaFiles(): Promise<string[]> {
  if (!existsSync(mediaDir)) return [];
  const entries = await readdir(mediaDir, { recursive: true, withFileTypes: true });
  return entries
    .filter((e) => e.isFile())
    .map((e) => path.relative(mediaDir, path.join(e.parentPath, e.name)))
    .sort();
}
const onDisk = (publicPath: string) => path.join(mediaDir, publicPath.replace(/^\/media\//, ''));
const listing = async () =>
  reviewVideosSchema.parse(
    (await t.app.inject({ method: 'GET', url: '/api/admin/review-videos/public' })).json(),
  );

/** Uploads that are refused leave nothing on disk and list nothing. */
async function expectNothingKept(before: string[], listedBefore: number) {
  expect(await mediaFiles()).toEqual(before);
  expect((await listing()).length).toBe(listedBefore);
}

describe('the public listing', () => {
  it('gives every seeded clip the poster beside it', async () => {
    const videos = await listing();
    expect(videos.length).toBeGreaterThan(0);
    for (const video of videos) {
      expect(video.poster_path).toBe(video.file_path.replace(/\.mp4$/, '.jpg'));
      const name = path.basename(video.poster_path!);
      expect(existsSync(path.join(assetsFolder, 'reviews', name)), name).toBe(true);
    }
  });
});

describe('POST /api/admin/review-videos', () => {
  it('stores a small MP4 under a server-made name, lists it and serves it with HTTP Range', async () => {
    // The server made the media folder at start; nothing is in it yet.
    expect(existsSync(path.join(mediaDir, 'reviews'))).toBe(false);
    const bytes = mp4(4096);
    const res = await upload([...titled(), clip(bytes)]);
    expect(res.statusCode, res.body).toBe(201);
    const video = adminReviewVideoSchema.parse(res.json());
    expect(video).toMatchObject({
      title: 'Ольга о батончике «Кокос»',
      description: 'Берёт с собой на тренировку.',
      poster_path: null,
    });
    expect(video.file_path).toMatch(/^\/media\/reviews\/[a-f0-9]{32}\.mp4$/);
    expect(await readFile(onDisk(video.file_path))).toEqual(bytes);
    expect(await mediaFiles()).toEqual([video.file_path.replace('/media/', '')]);

    expect((await listing()).find((v) => v.id === video.id)).toEqual(video);

    const full = await t.app.inject({ method: 'GET', url: video.file_path });
    expect(full.statusCode).toBe(200);
    expect(full.headers['content-type']).toBe('video/mp4');
    expect(full.headers['accept-ranges']).toBe('bytes');
    expect(full.rawPayload).toEqual(bytes);
    const part = await t.app.inject({
      method: 'GET',
      url: video.file_path,
      headers: { range: 'bytes=4-11' },
    });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe(`bytes 4-11/${bytes.length}`);
    expect(part.rawPayload.toString('latin1')).toBe('ftypisom');

    // Only our own names under reviews/ are reachable.
    for (const url of ['/media/.tmp/x.part', '/media/reviews/../../../etc/passwd', '/media/reviews/a.mp4'])
      expect((await t.app.inject({ method: 'GET', url })).statusCode, url).toBe(404);

    const [row] = await auditOf(t, `video:${video.id}`);
    expect(row).toMatchObject({ action: 'video.add', actorEmail: admin.email, before: null });
    expect(row!.after).toMatchObject({ file_path: video.file_path, title: video.title });
  });

  it('keeps a poster the browser made, typed by its bytes, served beside the clip', async () => {
    const res = await upload([
      ...titled('С обложкой'),
      clip(webm(2048), 'clip.mp4', 'video/mp4'),
      {
        name: 'poster',
        value: { bytes: png(1024), filename: 'frame.jpg', type: 'image/jpeg' },
      },
    ]);
    expect(res.statusCode, res.body).toBe(201);
    const video = adminReviewVideoSchema.parse(res.json());
    // The types of the bytes, not of the names or the client's mimetypes.
    expect(video.file_path).toMatch(/^\/media\/reviews\/[a-f0-9]{32}\.webm$/);
    expect(video.poster_path).toMatch(/^\/media\/reviews\/[a-f0-9]{32}\.png$/);
    const poster = await t.app.inject({ method: 'GET', url: video.poster_path! });
    expect(poster.statusCode).toBe(200);
    expect(poster.headers['content-type']).toBe('image/png');
    expect(poster.rawPayload).toEqual(png(1024));
    expect((await t.app.inject({ method: 'GET', url: video.file_path })).headers['content-type']).toBe(
      'video/webm',
    );
  });

  it('never uses the client file name in a path', async () => {
    for (const filename of ['../../etc/passwd.mp4', '..\\..\\evil.mp4', '/tmp/abs.mp4', '.hidden.mp4']) {
      const res = await upload([...titled(filename), clip(mp4(512), filename)]);
      expect(res.statusCode, res.body).toBe(201);
      const video: AdminReviewVideo = res.json();
      expect(video.file_path).toMatch(/^\/media\/reviews\/[a-f0-9]{32}\.mp4$/);
      expect(existsSync(onDisk(video.file_path))).toBe(true);
    }
    expect(existsSync(path.join(mediaDir, '..', '..', 'etc', 'passwd.mp4'))).toBe(false);
    expect(existsSync('/tmp/abs.mp4')).toBe(false);
    for (const file of await mediaFiles()) expect(file).toMatch(/^reviews\/[a-f0-9]{32}\.(mp4|webm|png)$/);
  });

  it('refuses a clip over the limit with 413 while it streams, and keeps no part of it', async () => {
    const before = await mediaFiles();
    const listed = (await listing()).length;
    const res = await upload([...titled(), clip(mp4(limitBytes(VIDEO_MAX_MB) + 1))]);
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ detail: adminMessages.videoTooBig(VIDEO_MAX_MB) });
    await expectNothingKept(before, listed);

    // Exactly at the limit is fine.
    const atLimit = await upload([...titled(), clip(mp4(limitBytes(VIDEO_MAX_MB)))]);
    expect(atLimit.statusCode, atLimit.body).toBe(201);
  });

  it('refuses a poster over its own limit, and the clip that came with it', async () => {
    const before = await mediaFiles();
    const listed = (await listing()).length;
    const res = await upload([
      ...titled(),
      clip(mp4(1024)),
      {
        name: 'poster',
        value: {
          bytes: png(limitBytes(POSTER_MAX_MB) + 1),
          filename: 'p.png',
          type: 'image/png',
        },
      },
    ]);
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ detail: adminMessages.videoTooBig(POSTER_MAX_MB) });
    await expectNothingKept(before, listed);
  });

  it('tells the type by magic bytes: a PNG named .mp4 with video/mp4 is refused with 415', async () => {
    const before = await mediaFiles();
    const listed = (await listing()).length;
    const renamed = await upload([...titled(), clip(png(2048), 'clip.mp4', 'video/mp4')]);
    expect(renamed.statusCode).toBe(415);
    expect(renamed.json()).toEqual({ detail: adminMessages.videoType });

    const tooShort = await upload([...titled(), clip(Buffer.from('ftyp'), 'clip.mp4')]);
    expect(tooShort.statusCode).toBe(415);

    const heic = Buffer.from([0, 0, 0, 0x18, 0x66, 0x74, 0x79, 0x70, 0x68, 0x65, 0x69, 0x63, 0, 0]);
    expect((await upload([...titled(), clip(heic, 'photo.mp4')])).statusCode).toBe(415);

    const badPoster = await upload([
      ...titled(),
      clip(mp4(1024)),
      { name: 'poster', value: { bytes: mp4(1024), filename: 'p.png', type: 'image/png' } },
    ]);
    expect(badPoster.statusCode).toBe(415);
    expect(badPoster.json()).toEqual({ detail: adminMessages.posterType });
    await expectNothingKept(before, listed);
  });

  it('asks for the title and the file, within their lengths', async () => {
    const before = await mediaFiles();
    const listed = (await listing()).length;
    const cases: [Part[], string][] = [
      [[clip(mp4(512))], adminMessages.videoFields],
      [[...titled('   '), clip(mp4(512))], adminMessages.videoFields],
      [titled(), adminMessages.videoFields],
      [[...titled(), clip(Buffer.alloc(0), '')], adminMessages.videoFields],
      [[...titled('я'.repeat(121)), clip(mp4(512))], adminMessages.videoTitleLong(120)],
      [[...titled('Отзыв', 'д'.repeat(501)), clip(mp4(512))], adminMessages.videoDescriptionLong(500)],
    ];
    for (const [parts, detail] of cases) {
      const res = await upload(parts);
      expect(res.statusCode, detail).toBe(400);
      expect(res.json()).toEqual({ detail });
    }
    // Fields after the file are read too (busboy hands parts over in the order they come).
    const late = await upload([clip(mp4(512)), ...titled('Поле после файла')]);
    expect(late.statusCode, late.body).toBe(201);
    expect((await mediaFiles()).length).toBe(before.length + 1);
    expect((await listing()).length).toBe(listed + 1);
  });

  it('accepts only multipart, only from admins, and only on this route', async () => {
    const before = await mediaFiles();
    const json = await t.app.inject({
      method: 'POST',
      url: '/api/admin/review-videos',
      headers: bearer(admin.token),
      payload: { title: 'Без файла' },
    });
    expect(json.statusCode).toBe(400);
    expect(json.json()).toEqual({ detail: adminMessages.videoFields });

    expect((await upload([...titled(), clip(mp4(512))], null)).statusCode).toBe(401);
    expect((await upload([...titled(), clip(mp4(512))], customer.token)).statusCode).toBe(403);

    // Another admin route does not parse multipart at all.
    const { payload, contentType } = await multipart([{ name: 'is_active', value: 'false' }]);
    const elsewhere = await t.app.inject({
      method: 'PATCH',
      url: '/api/admin/site-status',
      headers: { 'content-type': contentType, ...bearer(admin.token) },
      payload,
    });
    expect(elsewhere.statusCode).toBe(415);
    expect(await mediaFiles()).toEqual(before);
  });
});

describe('DELETE /api/admin/review-videos/{id}', () => {
  it('unlists an upload and removes its files', async () => {
    const added: AdminReviewVideo = (
      await upload([
        ...titled('На удаление'),
        clip(mp4(1024)),
        { name: 'poster', value: { bytes: png(256), filename: 'p.png', type: 'image/png' } },
      ])
    ).json();
    expect(existsSync(onDisk(added.file_path))).toBe(true);
    expect(existsSync(onDisk(added.poster_path!))).toBe(true);

    const res = await t.app.inject({
      method: 'DELETE',
      url: `/api/admin/review-videos/${added.id}`,
      headers: bearer(admin.token),
    });
    expect(res.statusCode).toBe(204);
    expect(existsSync(onDisk(added.file_path))).toBe(false);
    expect(existsSync(onDisk(added.poster_path!))).toBe(false);
    expect((await listing()).map((v) => v.id)).not.toContain(added.id);
    expect((await t.app.inject({ method: 'GET', url: added.file_path })).statusCode).toBe(404);
    const rows = await auditOf(t, `video:${added.id}`);
    expect(rows.map((r) => r.action)).toEqual(['video.add', 'video.delete']);
    expect(rows[1]).toMatchObject({ after: null, before: { file_path: added.file_path } });

    const again = await t.app.inject({
      method: 'DELETE',
      url: `/api/admin/review-videos/${added.id}`,
      headers: bearer(admin.token),
    });
    expect(again.statusCode).toBe(404);
    expect(again.json()).toEqual({ detail: adminMessages.videoNotFound });
  });

  it('only unlists a seeded clip: its file under /static/ stays', async () => {
    const seeded = (await listing()).find((v) => v.file_path === '/static/reviews/review-1.mp4')!;
    expect(seeded.poster_path).toBe('/static/reviews/review-1.jpg');
    const res = await t.app.inject({
      method: 'DELETE',
      url: `/api/admin/review-videos/${seeded.id}`,
      headers: bearer(admin.token),
    });
    expect(res.statusCode).toBe(204);
    expect(existsSync(path.join(assetsFolder, 'reviews', 'review-1.mp4'))).toBe(true);
    expect(existsSync(path.join(assetsFolder, 'reviews', 'review-1.jpg'))).toBe(true);
    expect((await listing()).map((v) => v.id)).not.toContain(seeded.id);
  });

  it('is for admins only', async () => {
    const [one] = await listing();
    const as = (headers: Record<string, string>) =>
      t.app.inject({ method: 'DELETE', url: `/api/admin/review-videos/${one!.id}`, headers });
    expect((await as({})).statusCode).toBe(401);
    expect((await as(bearer(customer.token))).statusCode).toBe(403);
    expect((await listing()).map((v) => v.id)).toContain(one!.id);
  });
});

describe('over a real connection', () => {
  let base: string;
  beforeAll(async () => {
    base = await t.app.listen({ port: 0, host: '127.0.0.1' });
  });

  it('answers 413 to a big upload once it has streamed past the limit, keeping nothing', async () => {
    const before = await mediaFiles();
    const { payload, contentType } = await multipart([...titled(), clip(mp4(3 * 1024 * 1024))]);
    const res = await fetch(`${base}/api/admin/review-videos`, {
      method: 'POST',
      headers: { 'content-type': contentType, ...bearer(admin.token) },
      body: payload,
    });
    expect(res.status).toBe(413);
    expect(await res.json()).toEqual({ detail: adminMessages.videoTooBig(VIDEO_MAX_MB) });
    expect(await mediaFiles()).toEqual(before);
  });

  it('removes the partial file when the browser drops the upload half-way', async () => {
    const before = await mediaFiles();
    const { payload, contentType } = await multipart([...titled(), clip(mp4(60 * 1024))]);
    const request = http.request(`${base}/api/admin/review-videos`, {
      method: 'POST',
      headers: {
        'content-type': contentType,
        'content-length': String(payload.length),
        ...bearer(admin.token),
      },
    });
    request.on('error', () => {}); // the connection is cut on purpose
    request.write(payload.subarray(0, 40 * 1024));
    // Wait until the server has started writing the clip, then hang up.
    await expect.poll(async () => (await mediaFiles()).filter((f) => f.startsWith('.tmp/')).length).toBe(1);
    request.destroy();
    await expect.poll(mediaFiles).toEqual(before);
  });
});

describe('temporary files', () => {
  it('are swept at start once a day old, never while an upload may still be running', async () => {
    const media = new MediaFiles(path.join(path.dirname(mediaDir), 'swept'));
    await mkdir(media.tmpDir, { recursive: true });
    const old = path.join(media.tmpDir, 'old.part');
    const fresh = path.join(media.tmpDir, 'fresh.part');
    await writeFile(old, 'x');
    await writeFile(fresh, 'x');
    const twoDaysAgo = new Date(Date.now() - 2 * 86_400_000);
    await utimes(old, twoDaysAgo, twoDaysAgo);
    await sweepStaleUploads(media);
    expect(existsSync(old)).toBe(false);
    expect(existsSync(fresh)).toBe(true);
  });
});
