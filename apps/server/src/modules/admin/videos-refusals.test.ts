import { existsSync } from 'node:fs';
import { mkdir, utimes, writeFile } from 'node:fs/promises';
import http from 'node:http';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { adminMessages } from '@shop/shared/admin/messages';
import { photoMessages } from '@shop/shared/catalog/photo-messages';
import { MediaFiles, sweepStaleUploads } from '../media/media-files.ts';
import { bearer } from '../../test/sign-in.ts';
import {
  clip,
  limitBytes,
  mp4,
  multipart,
  type Part,
  png,
  POSTER_MAX_MB,
  titled,
  useVideosApp,
  VIDEO_MAX_MB,
} from './videos.fixtures.ts';

/**
 * Review videos in the admin: uploads refused for size, type, fields or caller, keeping nothing, also over a
 * real connection dropped half-way; stale temporary files swept.
 */

const { t, mediaDir, admin, customer, upload, mediaFiles, listing, expectNothingKept } = useVideosApp();

describe('POST /api/admin/review-videos', () => {
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

  it('refuses a poster whose bytes start like a PNG but are no picture (422), and the clip with it', async () => {
    const before = await mediaFiles();
    const listed = (await listing()).length;
    const res = await upload([
      ...titled(),
      clip(mp4(1024)),
      { name: 'poster', value: { bytes: png(2048), filename: 'p.png', type: 'image/png' } },
    ]);
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({ detail: photoMessages.posterUnreadable });
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
