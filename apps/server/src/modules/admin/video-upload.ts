import { randomBytes } from 'node:crypto';
import { mkdir, open, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import { finished } from 'node:stream/promises';
import type { MultipartFile } from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { adminMessages } from '@shop/shared/admin/messages';
import { VIDEO_DESCRIPTION_MAX, VIDEO_TITLE_MAX } from '@shop/shared/content/admin-review-video-api';
import { badRequest, tooLarge, unsupportedMedia, type Refusal } from '../../lib/refusals.ts';
import { findUnfitText, unfitText } from '../../lib/input-hygiene.ts';
import type { MediaFiles } from '../content/media.ts';
import { MAGIC_BYTES, posterType, videoType } from './video-types.ts';

/**
 * Reading POST /api/admin/review-videos: the clip (and its poster, if the browser made one) are streamed to
 * temporary files under MEDIA_DIR/.tmp as they arrive, their type told by their first bytes, their size
 * counted; nothing is kept in memory and nothing of the client's file name is used. Every part is read to
 * the end even once the upload is refused, so the browser gets the answer instead of a broken connection.
 * Only when everything is valid are the files renamed into MEDIA_DIR/reviews under server-made names.
 */

/** A limit in MB (the config may give a fraction) as whole bytes. */
export const bytesOf = (mb: number) => Math.floor(mb * 1024 * 1024);

export interface UploadLimits {
  videoMaxMb: number;
  posterMaxMb: number;
}

export interface StoredUpload {
  title: string;
  description: string;
  /** Server-made names inside MEDIA_DIR/reviews. */
  video: string;
  poster: string | null;
}

interface TempFile {
  path: string;
  type: string;
}

type FileStream = MultipartFile['file'];

const tooBig = (mb: number) => tooLarge(adminMessages.videoTooBig(mb));
const randomName = () => randomBytes(16).toString('hex');

export async function receiveReviewVideo(
  request: FastifyRequest,
  media: MediaFiles,
  limits: UploadLimits,
): Promise<StoredUpload> {
  // Files of this upload on disk (temporary or already in place): removed if it fails.
  const owned = new Set<string>();
  try {
    const fields = new Map<string, { value: string; truncated: boolean }>();
    let video: TempFile | null = null;
    let poster: TempFile | null = null;
    let refusal: Refusal | null = null;

    for await (const part of request.parts()) {
      if (part.type === 'field') {
        fields.set(part.fieldname, { value: String(part.value), truncated: part.valueTruncated });
        continue;
      }
      const wanted =
        part.fieldname === 'file' && !video
          ? { maxBytes: bytesOf(limits.videoMaxMb), detect: videoType, kind: 'video' as const }
          : part.fieldname === 'poster' && !poster
            ? { maxBytes: bytesOf(limits.posterMaxMb), detect: posterType, kind: 'poster' as const }
            : null;
      if (!wanted || refusal) {
        await drain(part.file);
        continue;
      }
      const temp = path.join(media.tmpDir, `${randomName()}.part`);
      const saved = await saveStream(part.file, temp, wanted.maxBytes, wanted.detect);
      if ('problem' in saved) {
        // An empty part is a file input left empty: as if it had not been sent.
        if (saved.problem === 'too-big')
          refusal = tooBig(wanted.kind === 'video' ? limits.videoMaxMb : limits.posterMaxMb);
        if (saved.problem === 'wrong-type')
          refusal = unsupportedMedia(
            wanted.kind === 'video' ? adminMessages.videoType : adminMessages.posterType,
          );
        continue;
      }
      const file = { path: temp, type: saved.type };
      owned.add(temp);
      if (wanted.kind === 'video') video = file;
      else poster = file;
    }

    if (refusal) throw refusal;
    // Multipart fields are not seen by the NUL check of JSON bodies (input-hygiene.ts): checked here.
    for (const [name, field] of fields) {
      const where = findUnfitText(field.value, name);
      if (where) throw unfitText(where);
    }
    const title = fields.get('title');
    const description = fields.get('description');
    if (!video || !title || title.value.trim() === '') throw badRequest(adminMessages.videoFields);
    if (title.truncated || title.value.trim().length > VIDEO_TITLE_MAX)
      throw badRequest(adminMessages.videoTitleLong(VIDEO_TITLE_MAX));
    if (description && (description.truncated || description.value.trim().length > VIDEO_DESCRIPTION_MAX))
      throw badRequest(adminMessages.videoDescriptionLong(VIDEO_DESCRIPTION_MAX));

    await mkdir(media.reviewsDir, { recursive: true });
    const videoName = await moveIntoPlace(video, media, owned);
    const posterName = poster ? await moveIntoPlace(poster, media, owned) : null;
    return {
      title: title.value.trim(),
      description: description?.value.trim() ?? '',
      video: videoName,
      poster: posterName,
    };
  } catch (error) {
    // A refusal, a broken connection or a full disk: no partial file is left behind.
    await Promise.all([...owned].map((file) => rm(file, { force: true })));
    throw multipartError(error);
  }
}

/**
 * Writes a part to `temp` once its first bytes tell a type `detect` accepts, counting bytes on the way.
 * Over the limit (counted here, and the parser stops delivering at the clip limit: `truncated`) or of the
 * wrong type, the rest is read and dropped and the partial file removed.
 */
async function saveStream(
  file: FileStream,
  temp: string,
  maxBytes: number,
  detect: (head: Buffer) => string | null,
): Promise<{ type: string } | { problem: 'empty' | 'too-big' | 'wrong-type' }> {
  let head = Buffer.alloc(0);
  let bytes = 0;
  let type: string | null = null;
  let refused: 'too-big' | 'wrong-type' | null = null;
  // Made with the first file a shop receives (MEDIA_DIR may not exist before).
  await mkdir(path.dirname(temp), { recursive: true });
  const handle = await open(temp, 'wx');
  let failed = true;
  try {
    for await (const chunk of file as AsyncIterable<Buffer>) {
      if (refused) continue;
      bytes += chunk.length;
      if (bytes > maxBytes) refused = 'too-big';
      else if (type) await handle.write(chunk);
      else {
        head = Buffer.concat([head, chunk]);
        if (head.length < MAGIC_BYTES) continue;
        type = detect(head);
        if (type) await handle.write(head);
        else refused = 'wrong-type';
      }
    }
    if (!refused && file.truncated) refused = 'too-big';
    if (!refused && !type && bytes > 0) {
      // Shorter than MAGIC_BYTES: too short for any of our types, but let detect decide.
      type = detect(head);
      if (type) await handle.write(head);
      else refused = 'wrong-type';
    }
    failed = false;
  } finally {
    await handle.close();
    // The connection broke mid-part: the caller never learns of this file.
    if (failed) await rm(temp, { force: true });
  }
  if (refused || !type) {
    await rm(temp, { force: true });
    return { problem: refused ?? 'empty' };
  }
  return { type };
}

/** Renames a complete file into MEDIA_DIR/reviews under a fresh name (same volume: atomic). */
async function moveIntoPlace(temp: TempFile, media: MediaFiles, owned: Set<string>): Promise<string> {
  const name = `${randomName()}.${temp.type}`;
  const target = path.join(media.reviewsDir, name);
  await rename(temp.path, target);
  owned.delete(temp.path);
  owned.add(target);
  return name;
}

/** Reads a part to its end, dropping it (the parser moves on to the next part only then). */
async function drain(file: FileStream): Promise<void> {
  file.resume();
  await finished(file);
}

/** The parser's own errors: a request that is not multipart is missing its fields. */
function multipartError(error: unknown): unknown {
  const code = (error as { code?: unknown }).code;
  if (code === 'FST_INVALID_MULTIPART_CONTENT_TYPE') return badRequest(adminMessages.videoFields);
  return error;
}
