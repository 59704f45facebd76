import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import exifr from 'exifr';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { adminMessages } from '@shop/shared/admin/messages';
import { adminReviewVideoSchema, type AdminReviewVideo } from '@shop/shared/content/admin-review-video-api';
import { assetsFolder } from '../../lib/server-root.ts';
import { bearer } from '../../test/sign-in.ts';
import { auditOf } from './admin-test-kit.ts';
import { clip, mp4, posterPng, titled, useVideosApp, webm } from './videos.fixtures.ts';

/** Review videos in the admin: the public listing, uploads stored under server-made names, deletion. */

const { t, mediaDir, admin, customer, upload, mediaFiles, onDisk, listing } = useVideosApp();

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

  it('keeps a poster the browser made, re-encoded as an upright JPEG without metadata, beside the clip', async () => {
    const frame = await posterPng();
    expect((await exifr.parse(frame, { gps: true }))?.latitude).toBe(55.75);
    const res = await upload([
      ...titled('С обложкой'),
      clip(webm(2048), 'clip.mp4', 'video/mp4'),
      { name: 'poster', value: { bytes: frame, filename: 'frame.webp', type: 'image/webp' } },
    ]);
    expect(res.statusCode, res.body).toBe(201);
    const video = adminReviewVideoSchema.parse(res.json());
    // The clip's type is its bytes', not its name's or the client's mimetype; the poster is always a JPEG.
    expect(video.file_path).toMatch(/^\/media\/reviews\/[a-f0-9]{32}\.webm$/);
    expect(video.poster_path).toMatch(/^\/media\/reviews\/[a-f0-9]{32}\.jpg$/);
    const poster = await t.app.inject({ method: 'GET', url: video.poster_path! });
    expect(poster.statusCode).toBe(200);
    expect(poster.headers['content-type']).toBe('image/jpeg');
    const meta = await sharp(poster.rawPayload).metadata();
    expect(meta).toMatchObject({ format: 'jpeg', width: 1280, height: 720 });
    expect([meta.exif, meta.xmp, meta.icc, meta.iptc]).toEqual([undefined, undefined, undefined, undefined]);
    expect(await exifr.parse(poster.rawPayload, true)).toBeUndefined();
    expect(poster.rawPayload.includes('iPhone')).toBe(false);
    expect((await t.app.inject({ method: 'GET', url: video.file_path })).headers['content-type']).toBe(
      'video/webm',
    );
    // Nothing is left in the temporary folder.
    expect((await mediaFiles()).filter((f) => f.startsWith('.tmp/'))).toEqual([]);
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
    for (const file of await mediaFiles()) expect(file).toMatch(/^reviews\/[a-f0-9]{32}\.(mp4|webm|jpg)$/);
  });
});

describe('DELETE /api/admin/review-videos/{id}', () => {
  it('unlists an upload and removes its files', async () => {
    const added: AdminReviewVideo = (
      await upload([
        ...titled('На удаление'),
        clip(mp4(1024)),
        { name: 'poster', value: { bytes: await posterPng(), filename: 'p.png', type: 'image/png' } },
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
