import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp, { type Sharp } from 'sharp';

/**
 * Real pictures for the media tests and the bench, made with sharp: photo-like detail at every scale (noise
 * laid over at three sizes on a gradient, so resizing and encoding work as hard as on a photo), with EXIF
 * and GPS where a phone would write them. The HEIC is a file (sharp cannot encode HEVC): iphone-gps.heic,
 * 640×480, made by libheif's heif-enc (x265) from a JPEG carrying Make 'Apple', Model 'iPhone 15' and GPS.
 */

export const heicFixture = path.join(path.dirname(fileURLToPath(import.meta.url)), 'iphone-gps.heic');

/** Where the fixtures' GPS puts the photographer: Moscow, Red Square. */
export const FIXTURE_GPS = { latitude: 55.75, longitude: 37.62 };

const gpsExif = {
  IFD0: { Make: 'Apple', Model: 'iPhone 15', Software: 'fixture' },
  IFD3: {
    GPSLatitudeRef: 'N',
    GPSLatitude: '55/1 45/1 0/1',
    GPSLongitudeRef: 'E',
    GPSLongitude: '37/1 37/1 12/1',
  },
};

/** Noise at a coarse size, scaled up: blotches of that size (raw RGB pixels). */
async function noiseLayer(width: number, height: number, scale: number, sigma: number): Promise<Buffer> {
  const w = Math.max(1, Math.round(width / scale));
  const h = Math.max(1, Math.round(height / scale));
  const noise = sharp({
    create: {
      width: w,
      height: h,
      channels: 3,
      background: '#808080',
      noise: { type: 'gaussian', mean: 128, sigma },
    },
  });
  return noise.resize({ width, height, fit: 'fill', kernel: 'cubic' }).raw().toBuffer();
}

/** A photo-like picture, as raw RGB pixels in a sharp pipeline. */
export async function photoPixels(width: number, height: number): Promise<Sharp> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="#2a3350"/><stop offset="1" stop-color="#f0c070"/></linearGradient></defs>
    <rect width="${width}" height="${height}" fill="url(#g)"/>
    <circle cx="${width * 0.35}" cy="${height * 0.5}" r="${Math.min(width, height) * 0.3}" fill="#b8433a"/>
    <rect x="${width * 0.6}" y="${height * 0.2}" width="${width * 0.27}" height="${height * 0.6}" fill="#3b8a5a"/>
  </svg>`;
  const layers = await Promise.all([
    noiseLayer(width, height, 64, 40),
    noiseLayer(width, height, 8, 24),
    // Finer than 2 px would look the same after resizing, and take seconds to make.
    noiseLayer(width, height, 2, 16),
  ]);
  const raw = { width, height, channels: 3 as const };
  const flat = await sharp(Buffer.from(svg))
    .removeAlpha()
    .composite(layers.map((input) => ({ input, raw, blend: 'overlay' as const })))
    .raw()
    .toBuffer();
  return sharp(flat, { raw });
}

/** A phone's JPEG: photo-like, with EXIF (camera, GPS) and an orientation tag when given. */
export async function phoneJpeg(width: number, height: number, orientation?: number): Promise<Buffer> {
  const image = (await photoPixels(width, height)).withExif(gpsExif);
  const oriented = orientation ? image.withMetadata({ orientation }) : image;
  return oriented.jpeg({ quality: 88 }).toBuffer();
}

/** A PNG with transparency (a product cut out), EXIF and GPS in its eXIf chunk. */
export async function transparentPng(width: number, height: number): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <circle cx="${width / 2}" cy="${height / 2}" r="${Math.min(width, height) / 3}" fill="#c0392b"/></svg>`;
  return sharp(Buffer.from(svg)).withExif(gpsExif).png().toBuffer();
}

export async function webpImage(width: number, height: number): Promise<Buffer> {
  return (await photoPixels(width, height)).withExif(gpsExif).webp({ quality: 80 }).toBuffer();
}

export async function avifImage(width: number, height: number): Promise<Buffer> {
  return (await photoPixels(width, height)).withExif(gpsExif).avif({ quality: 50, effort: 0 }).toBuffer();
}
