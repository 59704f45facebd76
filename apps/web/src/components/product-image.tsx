import type { Photo } from '@shop/shared/catalog/product-api';
import {
  PHOTO_TYPES,
  photoFile,
  photoSrcSet,
  photoWidthFor,
  type PhotoFormat,
} from '@shop/shared/rules/photo-files';
import { preload } from 'react-dom';
import styles from './product-image.module.css';

/** Sources the browser chooses from, best first; the JPEG is the <img> itself (docs/product/catalogue.md#images). */
const sourceFormats: readonly PhotoFormat[] = ['avif', 'webp'];

/** The width the <img>'s plain src names, for a browser that reads no srcset. */
const FALLBACK_WIDTH = 640;

export interface ProductImageProps {
  /** The illustration (400×400 SVG from the server), shown when there is no photo. */
  src: string | undefined;
  /** An uploaded photo: a <picture> of AVIF, WebP and JPEG in every width it was made in. */
  photo?: Photo | undefined;
  /**
   * The illustration's words. A photo speaks with its own alt text, except where the picture is decoration
   * (alt="": the words are beside it, or on the button it sits in).
   */
  alt: string;
  /**
   * How wide the picture is shown at each viewport (the `sizes` attribute), true to the place's layout: the
   * browser picks the width to fetch from it. Used only with a photo.
   */
  sizes?: string | undefined;
  className?: string | undefined;
  /** Above the fold: load at once instead of lazily. */
  eager?: boolean;
  /** The page's main picture (the largest paint): fetched before other images, preloaded with the page. */
  priority?: boolean;
}

/** A product's photo, else its illustration, else a drawn cookie. */
export function ProductImage({
  src,
  photo,
  alt,
  sizes = '100vw',
  className,
  eager = false,
  priority = false,
}: ProductImageProps) {
  if (photo && photo.widths.length > 0) {
    return (
      <PhotoPicture
        photo={photo}
        alt={alt === '' ? '' : photo.alt}
        sizes={sizes}
        className={className}
        eager={eager}
        priority={priority}
      />
    );
  }
  if (!src) {
    return (
      <svg
        className={className}
        viewBox="0 0 400 400"
        width="400"
        height="400"
        // Without words (alt=""), a decoration, as an <img alt=""> would be.
        {...(alt ? { role: 'img', 'aria-label': alt } : { 'aria-hidden': true })}
      >
        <circle cx="200" cy="200" r="130" fill="var(--color-caramel)" />
        <g fill="var(--color-cocoa)">
          <circle cx="160" cy="160" r="16" />
          <circle cx="240" cy="190" r="18" />
          <circle cx="180" cy="250" r="14" />
          <circle cx="250" cy="270" r="10" />
        </g>
      </svg>
    );
  }
  return (
    <img
      className={className}
      src={src}
      alt={alt}
      width={400}
      height={400}
      loading={eager || priority ? 'eager' : 'lazy'}
      // The page's main picture is decoded with the first paint rather than after it (largest paint).
      decoding={priority ? 'sync' : 'async'}
      {...(priority ? { fetchPriority: 'high' as const } : {})}
    />
  );
}

function PhotoPicture({
  photo,
  alt,
  sizes,
  className,
  eager,
  priority,
}: {
  photo: Photo;
  alt: string;
  sizes: string;
  className: string | undefined;
  eager: boolean;
  priority: boolean;
}) {
  if (priority) {
    // React preloads no <img> inside a <picture> (it cannot know the source): the main photo is preloaded
    // here, in the best format, so the server-painted page asks for it with its first bytes.
    preload(photoFile(photo, photoWidthFor(photo, FALLBACK_WIDTH), 'avif'), {
      as: 'image',
      imageSrcSet: photoSrcSet(photo, 'avif'),
      imageSizes: sizes,
      type: PHOTO_TYPES.avif,
      fetchPriority: 'high',
    });
  }
  return (
    <picture className={styles.picture}>
      {sourceFormats.map((format) => (
        <source key={format} type={PHOTO_TYPES[format]} srcSet={photoSrcSet(photo, format)} sizes={sizes} />
      ))}
      <img
        className={[className, styles.photo].filter(Boolean).join(' ')}
        src={photoFile(photo, photoWidthFor(photo, FALLBACK_WIDTH), 'jpg')}
        srcSet={photoSrcSet(photo, 'jpg')}
        sizes={sizes}
        alt={alt}
        width={photo.width}
        height={photo.height}
        loading={eager || priority ? 'eager' : 'lazy'}
        decoding={priority ? 'sync' : 'async'}
        data-photo=""
        {...(priority ? { fetchPriority: 'high' as const } : {})}
      />
    </picture>
  );
}
