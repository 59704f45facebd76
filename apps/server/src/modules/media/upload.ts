import { mkdir, open, rm } from 'node:fs/promises';
import path from 'node:path';
import { finished } from 'node:stream/promises';
import fastifyMultipart, { type MultipartFile } from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { findUnfitText, unfitText } from '../../lib/input-hygiene.ts';
import type { Refusal } from '../../lib/refusals.ts';
import { MAGIC_BYTES } from './file-types.ts';
import type { MediaFiles } from './media-files.ts';

/**
 * The one upload receiver (review clips and posters, product photos; docs/product/catalogue.md#photos): a
 * multipart request's file parts are streamed to temporary files under MEDIA_DIR/.tmp as they arrive, their
 * type told by their first bytes, their size counted against each part's own cap; nothing is kept in memory
 * and nothing of the client's file name is used. Every part is read to the end even once the upload is
 * refused, so the browser gets the answer instead of a broken connection. Any failure (a refusal, a dropped
 * connection, a full disk) removes every temporary file of the request.
 */

/** A limit in MB (the config may give a fraction) as whole bytes. */
export const bytesOf = (mb: number) => Math.floor(mb * 1024 * 1024);

/** What one file field takes. */
export interface FilePart<T extends string = string> {
  maxBytes: number;
  /** The type its first bytes tell, or null: not one this field takes. */
  detect: (head: Buffer) => T | null;
  tooBig: () => Refusal;
  wrongType: () => Refusal;
}

/** A file received whole, under .tmp/ until the caller moves or processes it. */
export interface ReceivedFile<T extends string = string> {
  path: string;
  type: T;
  bytes: number;
}

export interface TextField {
  value: string;
  /** Cut at the parser's field size limit. */
  truncated: boolean;
}

export interface Received<Parts extends Record<string, FilePart>> {
  fields: Map<string, TextField>;
  files: { [K in keyof Parts]?: ReceivedFile<Parts[K] extends FilePart<infer T> ? T : string> };
  /** Removes the temporary files not moved away (call it in a finally: removing a moved one is a no-op). */
  discard(): Promise<void>;
}

/**
 * Registers the multipart parser on this route's plugin only (no other route accepts multipart bodies). The
 * parser cuts a file at `maxFileBytes` and flags it `truncated` (a 413 once the request has been read) rather
 * than throwing in the middle of the request.
 */
export async function acceptUploads(
  app: FastifyInstance,
  limits: { maxFileBytes: number; files: number; fields: number },
): Promise<void> {
  await app.register(fastifyMultipart, {
    throwFileSizeLimit: false,
    limits: {
      fileSize: limits.maxFileBytes,
      files: limits.files,
      fields: limits.fields,
      parts: limits.files + limits.fields + 2,
      fieldSize: 8 * 1024,
      headerPairs: 100,
    },
  });
}

/**
 * Reads a multipart request: its text fields (checked for characters no field takes), and each file part
 * named in `parts` (the first of each name; any other file is read and dropped) to a temporary file.
 * `notMultipart` is thrown for a request that is not multipart at all.
 */
export async function receiveUpload<Parts extends Record<string, FilePart>>(
  request: FastifyRequest,
  media: MediaFiles,
  parts: Parts,
  notMultipart: () => Refusal,
): Promise<Received<Parts>> {
  const owned = new Set<string>();
  const discard = async () => {
    await Promise.all([...owned].map((file) => rm(file, { force: true })));
    owned.clear();
  };
  try {
    const fields = new Map<string, TextField>();
    const files: Record<string, ReceivedFile> = {};
    let refusal: Refusal | null = null;

    for await (const part of request.parts()) {
      if (part.type === 'field') {
        fields.set(part.fieldname, { value: String(part.value), truncated: part.valueTruncated });
        continue;
      }
      const wanted = Object.hasOwn(parts, part.fieldname) ? parts[part.fieldname] : undefined;
      if (!wanted || files[part.fieldname] || refusal) {
        await drain(part.file);
        continue;
      }
      const temp = media.tmpFile();
      const saved = await saveStream(part.file, temp, wanted.maxBytes, wanted.detect);
      // An empty part is a file input left empty: as if it had not been sent.
      if (saved.problem === 'too-big') refusal = wanted.tooBig();
      if (saved.problem === 'wrong-type') refusal = wanted.wrongType();
      if (saved.type) {
        owned.add(temp);
        files[part.fieldname] = { path: temp, type: saved.type, bytes: saved.bytes };
      }
    }

    if (refusal) throw refusal;
    // Multipart fields are not seen by the NUL check of JSON bodies (input-hygiene.ts): checked here.
    for (const [name, field] of fields) {
      const where = findUnfitText(field.value, name);
      if (where) throw unfitText(where);
    }
    return { fields, files: files as Received<Parts>['files'], discard };
  } catch (error) {
    await discard();
    const code = (error as { code?: unknown }).code;
    if (code === 'FST_INVALID_MULTIPART_CONTENT_TYPE') throw notMultipart();
    throw error;
  }
}

/** A text field, trimmed, checked against its length: null when missing or blank. */
export function textField(
  fields: Map<string, TextField>,
  name: string,
  max: number,
  tooLong: () => Refusal,
): string | null {
  const field = fields.get(name);
  if (!field) return null;
  const value = field.value.trim();
  if (field.truncated || value.length > max) throw tooLong();
  return value === '' ? null : value;
}

type FileStream = MultipartFile['file'];
type Saved = { type: string; bytes: number; problem?: undefined } | { type?: undefined; problem: Problem };
type Problem = 'empty' | 'too-big' | 'wrong-type';

/**
 * Writes a part to `temp` once its first bytes tell a type `detect` accepts, counting bytes on the way.
 * Over the limit (counted here, and the parser stops delivering at its own limit: `truncated`) or of the
 * wrong type, the rest is read and dropped and the partial file removed.
 */
async function saveStream(
  file: FileStream,
  temp: string,
  maxBytes: number,
  detect: (head: Buffer) => string | null,
): Promise<Saved> {
  let head = Buffer.alloc(0);
  let bytes = 0;
  let type: string | null = null;
  let refused: Problem | null = null;
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
      // Shorter than MAGIC_BYTES: let detect decide on what there is.
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
  return { type, bytes };
}

/** Reads a part to its end, dropping it (the parser moves on to the next part only then). */
async function drain(file: FileStream): Promise<void> {
  file.resume();
  await finished(file);
}
