import { PHOTO_ALT_MAX, type ProductPhoto } from '@shop/shared/catalog/admin-product-api';
import { useState } from 'react';
import { Button } from '@/components/button.tsx';
import { TextField } from '@/components/text-field.tsx';
import panel from '@/features/admin/kit/panel.module.css';
import { altProblem } from '../model/photo-files.ts';
import { catalogueStrings as t } from '../strings.ts';
import { SavedThumb } from './photo-thumb.tsx';
import styles from './photos.module.css';

export interface SavedPhotoRowProps {
  photo: ProductPhoto;
  /** 1-based place; 1 is the main photo. */
  place: number;
  count: number;
  busy: boolean;
  onMove: (step: -1 | 1) => void;
  onMakeMain: () => void;
  onSaveAlt: (alt: string) => Promise<boolean>;
  onDelete: () => void;
}

const small = `${panel.small}`;

/** An uploaded photo: thumbnail, its alt text (saved with its own button), order, main, delete. */
export function SavedPhotoRow({
  photo,
  place,
  count,
  busy,
  onMove,
  onMakeMain,
  onSaveAlt,
  onDelete,
}: SavedPhotoRowProps) {
  const [alt, setAlt] = useState(photo.alt);
  const [altError, setAltError] = useState<string | null>(null);
  const changed = alt.trim() !== photo.alt;

  const saveAlt = async () => {
    const problem = altProblem(alt);
    setAltError(problem);
    if (!problem && (await onSaveAlt(alt))) setAlt(alt.trim());
  };

  return (
    <li className={styles.row} data-photo-id={photo.id}>
      <SavedThumb photo={photo} />
      <p className={styles.rowTitle}>
        {t.photoN(place)}
        {place === 1 ? <span className={`${panel.badge} ${panel.badgeOk}`}>{t.mainPhoto}</span> : null}
      </p>
      <div className={styles.rowAlt}>
        <TextField
          label={t.alt}
          className={styles.alt}
          maxLength={PHOTO_ALT_MAX + 20}
          value={alt}
          error={altError}
          aria-required="true"
          onChange={(event) => {
            setAlt(event.target.value);
            setAltError(null);
          }}
          onKeyDown={(event) => {
            // Enter saves this photo's text, not the product's form around it.
            if (event.key !== 'Enter') return;
            event.preventDefault();
            if (changed) void saveAlt();
          }}
        />
        {changed ? (
          <Button
            variant="secondary"
            className={`${small} ${styles.saveAlt}`}
            disabled={busy}
            onClick={() => void saveAlt()}
          >
            {t.saveAlt}
          </Button>
        ) : null}
      </div>
      <div className={styles.rowActions}>
        <Button
          variant="secondary"
          className={small}
          id={`photo-${photo.id}-up`}
          aria-label={t.photoUp(place)}
          disabled={busy || place === 1}
          onClick={() => onMove(-1)}
        >
          {t.moveUp}
        </Button>
        <Button
          variant="secondary"
          className={small}
          id={`photo-${photo.id}-down`}
          aria-label={t.photoDown(place)}
          disabled={busy || place === count}
          onClick={() => onMove(1)}
        >
          {t.moveDown}
        </Button>
        {place > 1 ? (
          <Button
            variant="secondary"
            className={small}
            aria-label={t.makeMainLabel(place)}
            disabled={busy}
            onClick={onMakeMain}
          >
            {t.makeMain}
          </Button>
        ) : null}
        <Button
          variant="secondary"
          className={`${small} ${panel.danger}`}
          aria-label={t.deletePhotoLabel(place)}
          disabled={busy}
          onClick={onDelete}
        >
          {t.deletePhoto}
        </Button>
      </div>
    </li>
  );
}
