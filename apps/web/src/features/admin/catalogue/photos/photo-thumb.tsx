import type { ProductPhoto } from '@shop/shared/catalog/admin-product-api';
import { thumbnailOf } from '../model/photo-files.ts';
import { catalogueStrings as t } from '../strings.ts';
import styles from './photos.module.css';

/** A saved photo's thumbnail: its smallest WebP, else JPEG (the alt text is written beside it). */
export function SavedThumb({ photo }: { photo: ProductPhoto }) {
  const thumb = thumbnailOf(photo);
  return (
    <picture className={styles.thumb}>
      <source type="image/webp" srcSet={thumb.webp} />
      <img
        src={thumb.jpeg}
        alt=""
        width={thumb.width}
        height={thumb.height}
        loading="lazy"
        decoding="async"
      />
    </picture>
  );
}

/** A chosen file's preview, or its kind written out when the browser cannot show it (HEIC). */
export function PendingThumb({ preview, file }: { preview: string | null; file: File }) {
  if (preview) {
    return (
      <span className={styles.thumb}>
        <img src={preview} alt="" />
      </span>
    );
  }
  const extension = /\.([a-z0-9]+)$/i.exec(file.name)?.[1]?.toUpperCase() ?? '';
  return (
    <span className={`${styles.thumb} ${styles.noPreview}`}>
      <span>{extension || t.noPreview}</span>
    </span>
  );
}
