/**
 * File types of uploads, told by their first bytes (magic numbers), never by the client's name or mimetype:
 * what is stored or processed is what the bytes really are (docs/product/catalogue.md#photos).
 */

/** How many leading bytes the checks look at (an ISO-BMFF 'ftyp' box with its compatible brands fits). */
export const MAGIC_BYTES = 64;

export type VideoType = 'mp4' | 'webm';
export type ImageType = 'jpg' | 'png' | 'webp' | 'avif' | 'heic';

const ascii = (bytes: Buffer, from: number, to: number) => bytes.toString('latin1', from, to);
const startsWith = (bytes: Buffer, magic: number[]) => magic.every((byte, i) => bytes[i] === byte);

/** HEIF stills coded in HEVC (iPhone and Android photos) and the generic HEIF brands. */
const heicBrands = new Set(['heic', 'heix', 'heim', 'heis', 'hevc', 'hevx', 'mif1', 'msf1']);
const avifBrands = new Set(['avif', 'avis']);

/**
 * The brands of an ISO base media file's leading 'ftyp' box (major first, then the compatible ones that the
 * head holds), or null when the bytes do not start with one.
 */
function ftypBrands(head: Buffer): string[] | null {
  if (head.length < 12 || ascii(head, 4, 8) !== 'ftyp') return null;
  const boxEnd = Math.min(head.readUInt32BE(0), head.length);
  const brands = [ascii(head, 8, 12)];
  // Bytes 12..15 are the minor version; the compatible brands follow, four bytes each.
  for (let at = 16; at + 4 <= boxEnd; at += 4) brands.push(ascii(head, at, at + 4));
  return brands;
}

/** What still-image family an ISO-BMFF file is: AVIF if it says so anywhere, else HEIC for HEIF brands. */
function isoImageType(brands: string[]): 'avif' | 'heic' | null {
  if (brands.some((brand) => avifBrands.has(brand))) return 'avif';
  if (brands.some((brand) => heicBrands.has(brand))) return 'heic';
  return null;
}

/** MP4 (and its ISO-BMFF kin that are not still images); WebM (Matroska): EBML header 1A 45 DF A3. */
export function videoType(head: Buffer): VideoType | null {
  const brands = ftypBrands(head);
  if (brands) return isoImageType(brands.slice(0, 1)) ? null : 'mp4';
  if (startsWith(head, [0x1a, 0x45, 0xdf, 0xa3])) return 'webm';
  return null;
}

/**
 * JPEG FF D8 FF, PNG 89 'PNG' 0D 0A 1A 0A, WebP 'RIFF' …. 'WEBP', AVIF and HEIC by their 'ftyp' brands.
 */
export function imageType(head: Buffer): ImageType | null {
  if (startsWith(head, [0xff, 0xd8, 0xff])) return 'jpg';
  if (startsWith(head, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (head.length >= 12 && ascii(head, 0, 4) === 'RIFF' && ascii(head, 8, 12) === 'WEBP') return 'webp';
  const brands = ftypBrands(head);
  return brands ? isoImageType(brands) : null;
}

/** A review clip's poster frame: the images a browser's canvas makes (JPEG, PNG, WebP). */
export function posterType(head: Buffer): 'jpg' | 'png' | 'webp' | null {
  const type = imageType(head);
  return type === 'jpg' || type === 'png' || type === 'webp' ? type : null;
}
