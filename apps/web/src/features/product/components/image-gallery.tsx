import { useRef, useState, type KeyboardEvent } from 'react';
import { ProductImage } from '@/components/product-image.tsx';
import styles from './image-gallery.module.css';

/**
 * The product's pictures: a large one and, when there are several, thumbnails to switch it. The thumbnails
 * are buttons (Tab, Enter/Space) and the arrow keys, Home and End move between them.
 */
export function ImageGallery({ images, title }: { images: readonly string[]; title: string }) {
  const [index, setIndex] = useState(0);
  const thumbs = useRef<(HTMLButtonElement | null)[]>([]);
  const current = Math.min(index, Math.max(0, images.length - 1));

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const last = images.length - 1;
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
          key={images[current]}
          className={styles.image}
          src={images[current]}
          alt={images.length > 1 ? `${title} — фото ${current + 1} из ${images.length}` : title}
          priority
        />
      </div>
      {images.length > 1 ? (
        <div className={styles.thumbs} role="group" aria-label="Фотографии товара" onKeyDown={onKeyDown}>
          {images.map((src, i) => (
            <button
              key={src}
              ref={(element) => {
                thumbs.current[i] = element;
              }}
              type="button"
              className={styles.thumb}
              aria-pressed={i === current}
              aria-label={`Фото ${i + 1} из ${images.length}`}
              tabIndex={i === current ? 0 : -1}
              onClick={() => setIndex(i)}
            >
              <ProductImage className={styles.thumbImage} src={src} alt="" />
            </button>
          ))}
        </div>
      ) : null}
    </div>
  );
}
