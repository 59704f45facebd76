import type { Photo } from '@shop/shared/catalog/product-api';
import { PHOTO_SIZES } from '@shop/shared/rules/photo-files';
import { useRef, useState, type KeyboardEvent } from 'react';
import { ProductImage } from '@/components/product-image.tsx';
import styles from './image-gallery.module.css';

/** One picture of the gallery: an uploaded photo, or a seeded illustration. */
type Picture = { key: string; photo?: Photo; src?: string };

const picturesOf = (images: readonly string[], photos: readonly Photo[] | undefined): Picture[] =>
  photos && photos.length > 0
    ? photos.map((photo) => ({ key: photo.base, photo }))
    : images.map((src) => ({ key: src, src }));

/**
 * The product's pictures: a large one and, when there are several, thumbnails to switch it. Uploaded photos
 * (main first) replace the illustrations; the large one loads first, the thumbnails lazily. The thumbnails
 * are buttons (Tab, Enter/Space) and the arrow keys, Home and End move between them.
 */
export function ImageGallery({
  images,
  photos,
  title,
}: {
  images: readonly string[];
  photos?: readonly Photo[] | undefined;
  title: string;
}) {
  const pictures = picturesOf(images, photos);
  const [index, setIndex] = useState(0);
  const thumbs = useRef<(HTMLButtonElement | null)[]>([]);
  const current = Math.min(index, Math.max(0, pictures.length - 1));
  const shown = pictures[current];

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const last = pictures.length - 1;
    const moves: Record<string, number> = {
      ArrowRight: current === last ? 0 : current + 1,
      ArrowDown: current === last ? 0 : current + 1,
      ArrowLeft: current === 0 ? last : current - 1,
      ArrowUp: current === 0 ? last : current - 1,
      Home: 0,
      End: last,
    };
    const next = moves[event.key];
    if (next === undefined) return;
    event.preventDefault();
    setIndex(next);
    thumbs.current[next]?.focus();
  };

  return (
    <div className={styles.gallery}>
      <div className={styles.main}>
        <ProductImage
          key={shown?.key}
          className={styles.image}
          src={shown?.src}
          photo={shown?.photo}
          sizes={PHOTO_SIZES.productMain}
          alt={pictures.length > 1 ? `${title} — фото ${current + 1} из ${pictures.length}` : title}
          priority
        />
      </div>
      {pictures.length > 1 ? (
        <div className={styles.thumbs} role="group" aria-label="Фотографии товара" onKeyDown={onKeyDown}>
          {pictures.map((picture, i) => (
            <button
              key={picture.key}
              ref={(element) => {
                thumbs.current[i] = element;
              }}
              type="button"
              className={styles.thumb}
              aria-pressed={i === current}
              aria-label={`Фото ${i + 1} из ${pictures.length}`}
              tabIndex={i === current ? 0 : -1}
              onClick={() => setIndex(i)}
            >
              <ProductImage
                className={styles.thumbImage}
                src={picture.src}
                photo={picture.photo}
                sizes={PHOTO_SIZES.thumb}
                alt=""
              />
            </button>
          ))}
        </div>
      ) : null}
    </div>
  );
}
