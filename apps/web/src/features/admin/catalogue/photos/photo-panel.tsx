import { PHOTOS_PER_PRODUCT, type AdminProduct } from '@shop/shared/catalog/admin-product-api';
import { useId, useState, type ChangeEvent } from 'react';
import { ConfirmDialog } from '@/features/admin/kit/confirm-dialog.tsx';
import { FormNote, type Note } from '@/features/admin/kit/form-note.tsx';
import panel from '@/features/admin/kit/panel.module.css';
import { focusIfLost } from '../model/focus-if-lost.ts';
import { acceptedPhotoTypes } from '../model/photo-files.ts';
import { catalogueStrings as t } from '../strings.ts';
import { PendingPhotoRow } from './pending-photo-row.tsx';
import { SavedPhotoRow } from './saved-photo-row.tsx';
import styles from './photos.module.css';
import { usePhotoActions } from './use-photo-actions.ts';
import type { PendingPhotos } from './use-pending-photos.ts';

const noProduct = { id: 0, photos: [] } as unknown as AdminProduct;

/** Moves the keyboard's focus back to a row's button after the row moved (its node may have been moved). */
function refocus(id: string, fallback: string) {
  requestAnimationFrame(() => {
    const button = document.getElementById(id);
    const target =
      button instanceof HTMLButtonElement && !button.disabled ? button : document.getElementById(fallback);
    target?.focus();
  });
}

/**
 * 'Фотографии': the product's photos (main first) and the ones chosen to add. Saved photos change at once;
 * chosen ones go up with the form's button — or, for a product that exists, with their own.
 */
export function PhotoPanel({
  product,
  pending,
  saving,
  onUploaded,
}: {
  /** Null while the product is being created. */
  product: AdminProduct | null;
  pending: PendingPhotos;
  /** The form is being saved: nothing here changes meanwhile. */
  saving: boolean;
  onUploaded: () => Promise<unknown>;
}) {
  const titleId = useId();
  const inputId = useId();
  const actions = usePhotoActions(product ?? noProduct);
  const [pickNote, setPickNote] = useState<Note | null>(null);
  // The photo asked about stays named while the dialog fades out.
  const [deleting, setDeleting] = useState<{ id: number; place: number; open: boolean } | null>(null);
  const saved = product?.photos ?? [];
  const room = PHOTOS_PER_PRODUCT - saved.length - pending.rows.length;
  const busy = actions.busy || saving;

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const files = [...(event.target.files ?? [])];
    event.target.value = '';
    const problems = pending.add(files, room);
    setPickNote(problems.length > 0 ? { text: problems.join(' '), tone: 'error' } : null);
    actions.clearNote();
  };

  const note = pickNote ?? actions.note;
  return (
    <section className={`${panel.panel} ${styles.panel}`} aria-labelledby={titleId}>
      <div className={panel.panelTitles}>
        <h3 id={titleId} className={panel.panelTitle}>
          {t.photos}
        </h3>
        <p className={panel.lead}>{t.photosLead}</p>
      </div>
      {saved.length === 0 && pending.rows.length === 0 ? <p className={styles.none}>{t.photosNone}</p> : null}
      {saved.length + pending.rows.length > 0 ? (
        <ol className={styles.list} aria-label={t.photoList}>
          {saved.map((photo, index) => (
            <SavedPhotoRow
              key={photo.id}
              photo={photo}
              place={index + 1}
              count={saved.length}
              busy={busy}
              onMove={(step) => {
                void actions.move(photo.id, step);
                refocus(
                  `photo-${photo.id}-${step < 0 ? 'up' : 'down'}`,
                  `photo-${photo.id}-${step < 0 ? 'down' : 'up'}`,
                );
              }}
              onMakeMain={() => {
                void actions.makeMain(photo.id);
                refocus(`photo-${photo.id}-down`, `photo-${photo.id}-down`);
              }}
              onSaveAlt={(alt) => actions.saveAlt(photo.id, alt)}
              onDelete={() => setDeleting({ id: photo.id, place: index + 1, open: true })}
            />
          ))}
          {pending.rows.map((row, index) => (
            <PendingPhotoRow
              key={row.key}
              row={row}
              place={saved.length + index + 1}
              first={index === 0}
              last={index === pending.rows.length - 1}
              canUpload={product !== null}
              disabled={saving}
              onAlt={(alt) => pending.setAlt(row.key, alt)}
              onMove={(step) => {
                pending.move(row.key, step);
                refocus(`${row.key}-${step < 0 ? 'up' : 'down'}`, `${row.key}-${step < 0 ? 'down' : 'up'}`);
              }}
              onUpload={() => {
                if (product) void pending.uploadOne(product.id, row.key, onUploaded);
              }}
              onRemove={() => pending.remove(row.key)}
            />
          ))}
        </ol>
      ) : null}
      <div className={styles.pick}>
        <input
          id={inputId}
          className={styles.fileInput}
          type="file"
          multiple
          accept={acceptedPhotoTypes}
          disabled={room <= 0 || saving}
          onChange={choose}
        />
        <label
          htmlFor={inputId}
          className={styles.pickButton}
          aria-disabled={room <= 0 || saving || undefined}
        >
          <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
            <path
              d="M12 5v14M5 12h14"
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
              strokeLinecap="round"
            />
          </svg>
          {t.addPhotos}
        </label>
        {room <= 0 ? <span className={styles.full}>{t.tooManyPhotos}</span> : null}
      </div>
      <FormNote note={note} />
      <ConfirmDialog
        open={deleting?.open ?? false}
        title={t.deletePhotoTitle(deleting?.place ?? 1)}
        confirmLabel={t.deletePhoto}
        danger
        onCancel={() => setDeleting((asked) => asked && { ...asked, open: false })}
        onConfirm={() => {
          if (!deleting) return;
          setDeleting({ ...deleting, open: false });
          // The row goes with its photo: the keyboard then stays in the panel, on 'Добавить фото'.
          void actions.remove(deleting.id).then(() => focusIfLost(() => document.getElementById(inputId)));
        }}
      >
        <p>{t.deletePhotoText}</p>
      </ConfirmDialog>
    </section>
  );
}
