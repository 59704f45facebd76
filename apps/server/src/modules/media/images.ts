import { mkdir, open, rename } from 'node:fs/promises';
import path from 'node:path';
import sharp, { type Sharp } from 'sharp';
import { photoMessages } from '@shop/shared/catalog/photo-messages';
import { unprocessable, unsupportedMedia } from '../../lib/refusals.ts';
import { imageType, MAGIC_BYTES, type ImageType } from './file-types.ts';
import { decodeHeic } from './heic.ts';
import { newMediaKey, removeFiles } from './media-files.ts';

/**
 * Pictures as the shop serves them (docs/product/catalogue.md#photos): turned upright by their EXIF
 * orientation, every piece of metadata dropped (sharp writes none unless asked: no EXIF, no GPS, no XMP, no
 * ICC profile — colours are converted to sRGB first), transparency laid on white, then encoded in a few
 * widths as AVIF, WebP and a progressive JPEG, each written under .tmp/ and renamed into place.
 */

/** The widths a photo is made in, as far as the original is wide (srcset). */
export const PHOTO_WIDTHS = [160, 320, 480, 720, 1080, 1440] as const;
/** The link preview's picture (og:image), cropped to cover. */
export const SHARE_SIZE = { width: 1200, height: 630 } as const;
/** A bigger picture is refused before it is decoded (a 48-megapixel phone photo is well below). */
export const MAX_MEGAPIXELS = 100;
/** A review clip's poster frame: never wider or taller than this. */
export const POSTER_MAX_SIZE = 1280;

// Uploads are read once: caching their decoded pixels or open files would only hold memory (and deleted files).
sharp.cache(false);

/**
 * The widths to make of a picture `width` pixels wide: those of PHOTO_WIDTHS it covers, and its own width
 * on top when that falls well between two (a 1000-pixel photo is not shown at most 720 wide).
 */
export function photoWidths(width: number): number[] {
  const fit: number[] = PHOTO_WIDTHS.filter((w) => w <= width);
  const top = Math.min(width, PHOTO_WIDTHS.at(-1)!);
  return top > (fit.at(-1) ?? 0) * 1.1 ? [...fit, top] : fit;
}

/** A photo made: the name of its files, its upright size, the widths made (ascending). */
export interface ProcessedPhoto {
  key: string;
  width: number;
  height: number;
  widths: number[];
}

/** Decoded pixels, upright, sRGB, 3 channels of 8 bits, at most `maxWidth` wide. */
interface Pixels {
  data: Buffer;
  width: number;
  height: number;
  /** The upright size of the original. */
  original: { width: number; height: number };
}

const unreadable = () => unprocessable(photoMessages.unreadable);
const MAX_PIXELS = MAX_MEGAPIXELS * 1_000_000;

/** The type a file's first bytes tell. */
async function typeOf(file: string): Promise<ImageType | null> {
  const handle = await open(file, 'r');
  try {
    const head = Buffer.alloc(MAGIC_BYTES);
    const { bytesRead } = await handle.read(head, 0, MAGIC_BYTES, 0);
    return imageType(head.subarray(0, bytesRead));
  } finally {
    await handle.close();
  }
}

/**
 * Decodes a picture file once, upright and at most `box` pixels wide (and `box.height` high, when given).
 * Everything that can be wrong with the file shows here, as a refusal: 422 for a corrupt file or more than
 * MAX_MEGAPIXELS, 415 for a HEIC this machine cannot decode, `unreadableAs` for the rest.
 */
async function decode(
  file: string,
  box: { width: number; height?: number },
  unreadableAs = unreadable,
): Promise<Pixels> {
  const type = await typeOf(file);
  if (!type) throw unreadableAs();
  // The header alone tells the size: a picture over the limit is refused before any pixel is decoded.
  const meta = await sharp(file, { limitInputPixels: false })
    .metadata()
    .catch(() => null);
  if (!meta && type !== 'heic') throw unreadableAs();
  const size = meta?.autoOrient ?? null;
  if (size && size.width * size.height > MAX_PIXELS)
    throw unprocessable(photoMessages.tooManyPixels(MAX_MEGAPIXELS));

  let input: Sharp;
  if (type === 'heic') {
    const heic = await decodeHeic(file).catch(() => null);
    if (!heic) throw unsupportedMedia(photoMessages.heicUnsupported);
    if (heic.width * heic.height > MAX_PIXELS)
      throw unprocessable(photoMessages.tooManyPixels(MAX_MEGAPIXELS));
    // libheif has already applied the HEIF's own rotation and mirroring.
    input = sharp(heic.data, { raw: { width: heic.width, height: heic.height, channels: 4 } });
  } else {
    input = sharp(file, { limitInputPixels: MAX_PIXELS, failOn: 'error', sequentialRead: true }).rotate();
  }
  try {
    const { data, info } = await input
      .resize({ ...box, fit: 'inside', withoutEnlargement: true })
      .flatten({ background: '#ffffff' })
      .toColourspace('srgb')
      .raw({ depth: 'uchar' })
      .toBuffer({ resolveWithObject: true });
    const original = size ?? { width: info.width, height: info.height };
    return { data, width: info.width, height: info.height, original };
  } catch {
    throw unreadableAs();
  }
}

/** A pipeline over decoded pixels. */
const from = (pixels: Pixels) =>
  sharp(pixels.data, { raw: { width: pixels.width, height: pixels.height, channels: 3 } });

type Encoder = (image: Sharp) => Sharp;
const encoders: Record<'avif' | 'webp' | 'jpg', Encoder> = {
  avif: (image) => image.avif({ quality: 45, effort: 1 }),
  webp: (image) => image.webp({ quality: 75, effort: 4 }),
  jpg: (image) => image.jpeg({ quality: 78, mozjpeg: true, progressive: true }),
};

/**
 * Writes `image` to `target` through a temporary file in `tmpDir` (the same volume: the rename is atomic), so
 * a half-written file is never served; records the target in `made` before it exists.
 */
async function write(image: Sharp, target: string, tmpDir: string, made: string[]): Promise<void> {
  const temp = path.join(tmpDir, `${newMediaKey()}.${path.basename(target)}`);
  made.push(temp, target);
  await image.toFile(temp);
  await rename(temp, target);
}

export interface PhotoDirs {
  /** Where the files go: MEDIA_DIR/products. */
  productsDir: string;
  /** MEDIA_DIR/.tmp: the same volume. */
  tmpDir: string;
}

/**
 * Makes a product photo's files from an uploaded picture (JPEG, PNG, WebP, AVIF or HEIC, told by its bytes):
 * `{key}-{w}.avif|webp|jpg` for each width of photoWidths, and `{key}-share.jpg` (1200×630). The encodings run
 * one after another (one of libuv's threads per photo). On any failure no file of it is left.
 */
export async function processPhoto(file: string, dirs: PhotoDirs): Promise<ProcessedPhoto> {
  const pixels = await decode(file, { width: Math.max(...PHOTO_WIDTHS) });
  await Promise.all([mkdir(dirs.productsDir, { recursive: true }), mkdir(dirs.tmpDir, { recursive: true })]);
  const key = newMediaKey();
  const widths = photoWidths(pixels.width);
  const made: string[] = [];
  try {
    for (const width of widths) {
      for (const [ext, encode] of Object.entries(encoders)) {
        const image = encode(from(pixels).resize({ width }));
        await write(image, path.join(dirs.productsDir, `${key}-${width}.${ext}`), dirs.tmpDir, made);
      }
    }
    const share = from(pixels).resize({ ...SHARE_SIZE, fit: 'cover', position: 'attention' });
    await write(encoders.jpg(share), path.join(dirs.productsDir, `${key}-share.jpg`), dirs.tmpDir, made);
  } catch (error) {
    await removeFiles(made);
    throw error;
  }
  return { key, ...pixels.original, widths };
}

/**
 * Re-encodes a review clip's poster frame as a JPEG of at most POSTER_MAX_SIZE pixels a side, upright and
 * without metadata, named `{key}.jpg` in `dir`; answers the name.
 */
export async function processPoster(file: string, dirs: { dir: string; tmpDir: string }): Promise<string> {
  const box = { width: POSTER_MAX_SIZE, height: POSTER_MAX_SIZE };
  const pixels = await decode(file, box, () => unprocessable(photoMessages.posterUnreadable));
  await Promise.all([mkdir(dirs.dir, { recursive: true }), mkdir(dirs.tmpDir, { recursive: true })]);
  const name = `${newMediaKey()}.jpg`;
  const made: string[] = [];
  try {
    await write(encoders.jpg(from(pixels)), path.join(dirs.dir, name), dirs.tmpDir, made);
  } catch (error) {
    await removeFiles(made);
    throw error;
  }
  return name;
}
