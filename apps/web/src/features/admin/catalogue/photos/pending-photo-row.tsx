import { PHOTO_ALT_MAX } from '@shop/shared/catalog/admin-product-api';
import { Button } from '@/components/button.tsx';
import { TextField } from '@/components/text-field.tsx';
import panel from '@/features/admin/kit/panel.module.css';
import { catalogueStrings as t } from '../strings.ts';
import { PendingThumb } from './photo-thumb.tsx';
import styles from './photos.module.css';
import type { PendingPhoto } from './use-pending-photos.ts';

export interface PendingPhotoRowProps {
  row: PendingPhoto;
  place: number;
  first: boolean;
  last: boolean;
  /** The product exists: the photo can go up by its own button. */
  canUpload: boolean;
  disabled: boolean;
  onAlt: (alt: string) => void;
  onMove: (step: -1 | 1) => void;
  onUpload: () => void;
  onRemove: () => void;
}

const small = `${panel.small}`;
/** '840 КБ', '3,2 МБ'. */
const fileSize = (bytes: number) =>
  bytes < 1024 * 1024
    ? `${Math.max(1, Math.round(bytes / 1024))} КБ`
    : `${(bytes / 1024 / 1024).toFixed(1).replace('.', ',')} МБ`;

/** A chosen photo: preview, its required alt text, where it stands (waiting, uploading, refused). */
export function PendingPhotoRow({
  row,
  place,
  first,
  last,
  canUpload,
  disabled,
  onAlt,
  onMove,
  onUpload,
  onRemove,
}: PendingPhotoRowProps) {
  const uploading = row.state === 'uploading';
  const percent = Math.round(row.progress * 100);
  const statusId = `${row.key}-status`;
  return (
    <li className={`${styles.row} ${styles.pending}`} aria-busy={uploading || undefined}>
      <PendingThumb preview={row.preview} file={row.file} />
      <div className={styles.rowTitle}>
        <p>{t.photoN(place)}</p>
        <p className={styles.fileName}>
          {row.file.name} · {fileSize(row.file.size)}
        </p>
        <div id={statusId} className={styles.status}>
          {uploading ? (
            <span className={styles.progress}>
              <progress max={100} value={percent} aria-label={t.uploading} />
              <span aria-live="polite">{percent < 100 ? `${percent}%` : t.processing}</span>
            </span>
          ) : row.error ? (
            <span className={styles.failed} role="alert">
              {row.error}
            </span>
          ) : (
            <span className={styles.waiting}>{t.waiting}</span>
          )}
        </div>
      </div>
      <div className={styles.rowAlt}>
        <TextField
          label={t.alt}
          className={styles.alt}
          hint={place === 1 ? t.altHint : undefined}
          maxLength={PHOTO_ALT_MAX + 20}
          value={row.alt}
          error={row.altError}
          aria-required="true"
          aria-describedby={statusId}
          disabled={uploading || disabled}
          onChange={(event) => onAlt(event.target.value)}
        />
      </div>
      <div className={styles.rowActions}>
        <Button
          variant="secondary"
          className={small}
          id={`${row.key}-up`}
          aria-label={t.photoUp(place)}
          disabled={disabled || uploading || first}
          onClick={() => onMove(-1)}
        >
          {t.moveUp}
        </Button>
        <Button
          variant="secondary"
          className={small}
          id={`${row.key}-down`}
          aria-label={t.photoDown(place)}
          disabled={disabled || uploading || last}
          onClick={() => onMove(1)}
        >
          {t.moveDown}
        </Button>
        {canUpload ? (
          <Button
            variant="primary"
            className={small}
            aria-label={t.uploadLabel(place)}
            disabled={disabled || uploading}
            onClick={onUpload}
          >
            {t.upload}
          </Button>
        ) : null}
        <Button
          variant="secondary"
          className={`${small} ${panel.danger}`}
          aria-label={t.removePending(place)}
          disabled={disabled || uploading}
          onClick={onRemove}
        >
          {t.remove}
        </Button>
      </div>
    </li>
  );
}
