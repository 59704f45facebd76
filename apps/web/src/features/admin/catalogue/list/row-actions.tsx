import type { AdminProduct } from '@shop/shared/catalog/admin-product-api';
import { Button } from '@/components/button.tsx';
import panel from '@/features/admin/kit/panel.module.css';
import { catalogueStrings as t } from '../strings.ts';
import styles from './row-actions.module.css';

/** What a product's row or card can do, and where it stands in its group. */
export interface RowActions {
  onEdit: (product: AdminProduct) => void;
  onMove: (product: AdminProduct, step: -1 | 1) => void;
  onArchive: (product: AdminProduct) => void;
  /** The list shows whole groups (no search, no filter): the order can be changed. */
  canReorder: boolean;
}

export interface Place {
  first: boolean;
  last: boolean;
}

export const moveButtonId = (productId: number, step: -1 | 1) =>
  `catalogue-move-${step < 0 ? 'up' : 'down'}-${productId}`;

const icon = (path: string) => (
  <svg
    viewBox="0 0 24 24"
    width="20"
    height="20"
    fill="none"
    stroke="currentColor"
    strokeWidth="1.8"
    strokeLinecap="round"
    strokeLinejoin="round"
    aria-hidden="true"
    focusable="false"
  >
    <path d={path} />
  </svg>
);
const pencil = icon('M4 20h4L19 9a2.8 2.8 0 0 0-4-4L4 16zM13.5 6.5l4 4');
const up = icon('M12 19V5M6 11l6-6 6 6');
const down = icon('M12 5v14M6 13l6 6 6-6');
const box = icon('M3 4h18v4H3zM5 8v12h14V8M10 12h4');

/** The table's row: small icon buttons named for screen readers and by their title for the eye. */
export function IconActions({
  product,
  place,
  actions,
  withEdit = true,
}: {
  product: AdminProduct;
  place: Place;
  actions: RowActions;
  withEdit?: boolean;
}) {
  return (
    <div className={styles.icons}>
      {withEdit ? (
        <button
          type="button"
          className={styles.iconButton}
          aria-label={t.editLabel(product.name, product.group)}
          title={t.edit}
          onClick={() => actions.onEdit(product)}
        >
          {pencil}
        </button>
      ) : null}
      {actions.canReorder ? (
        <span className={styles.moves}>
          <button
            type="button"
            id={moveButtonId(product.id, -1)}
            className={styles.iconButton}
            aria-label={t.moveUpLabel(product.name, product.group)}
            title={t.moveUp}
            disabled={place.first}
            onClick={() => actions.onMove(product, -1)}
          >
            {up}
          </button>
          <button
            type="button"
            id={moveButtonId(product.id, 1)}
            className={styles.iconButton}
            aria-label={t.moveDownLabel(product.name, product.group)}
            title={t.moveDown}
            disabled={place.last}
            onClick={() => actions.onMove(product, 1)}
          >
            {down}
          </button>
        </span>
      ) : null}
      <button
        type="button"
        className={`${styles.iconButton} ${styles.archive}`}
        aria-label={t.archiveAction(product.name, product.group)}
        title={t.archive}
        onClick={() => actions.onArchive(product)}
      >
        {box}
      </button>
    </div>
  );
}

/**
 * A card's buttons: 'Изменить' with its word, then the moves and the archive as round buttons (named for
 * screen readers and by their title), all in one row on a phone.
 */
export function CardActions({
  product,
  place,
  actions,
}: {
  product: AdminProduct;
  place: Place;
  actions: RowActions;
}) {
  return (
    <div className={styles.card}>
      <Button
        variant="secondary"
        className={`${panel.small} ${styles.edit}`}
        aria-label={t.editLabel(product.name, product.group)}
        onClick={() => actions.onEdit(product)}
      >
        {pencil}
        {t.edit}
      </Button>
      <IconActions product={product} place={place} actions={actions} withEdit={false} />
    </div>
  );
}
