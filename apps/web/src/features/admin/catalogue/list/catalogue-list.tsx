import {
  productKinds,
  type AdminProduct,
  type AdminProductGroup,
} from '@shop/shared/catalog/admin-product-api';
import { ConfirmDialog } from '@/features/admin/kit/confirm-dialog.tsx';
import { useWindowWidth } from '@/lib/use-window-width.ts';
import styles from '../catalogue.module.css';
import { filterCounts, filterProducts, groupProducts, type ListFilters } from '../model/product-list.ts';
import { catalogueStrings as t } from '../strings.ts';
import { ArchiveList } from './archive-list.tsx';
import { CatalogueFilters } from './catalogue-filters.tsx';
import { ProductCards } from './product-cards.tsx';
import { ProductTable } from './product-table.tsx';
import { useListActions, type ListNotice } from './use-list-actions.ts';
import type { ListResult } from './use-flag-toggle.ts';

/** From this width the products are a table; below it, cards. */
const TABLE_MIN_WIDTH = 1280;

/**
 * The catalogue's list: filters, then the products group by group in the shop's order (a table on a laptop,
 * cards on a phone) with their switches and actions, or the archive.
 */
export function CatalogueList({
  products,
  archived,
  groups,
  filters,
  notice,
  onFilters,
  onNotice,
  onEdit,
}: {
  products: AdminProduct[];
  /** The archive, once read. */
  archived: AdminProduct[] | undefined;
  groups: readonly AdminProductGroup[];
  filters: ListFilters;
  notice: ListNotice;
  onFilters: (change: Partial<ListFilters>) => void;
  onNotice: (notice: ListNotice) => void;
  onEdit: (product: AdminProduct) => void;
}) {
  const wide = useWindowWidth() >= TABLE_MIN_WIDTH;
  const actions = useListActions(products, onNotice);
  const inArchive = filters.filter === 'archive';
  const visible = filterProducts(inArchive ? (archived ?? []) : products, filters);
  const present = new Set([...products, ...(archived ?? [])].map((product) => product.kind));
  const kinds = productKinds.filter((kind) => present.has(kind));
  const rowActions = {
    onEdit,
    onMove: actions.move,
    onArchive: actions.askArchive,
    canReorder: filters.filter === 'all' && filters.search.trim() === '',
  };
  const onResult = ({ product, error, hidden }: ListResult) =>
    onNotice(
      error
        ? { text: t.saveFailed(product.name, error), error: true }
        : hidden
          ? {
              text: t.hiddenFromShop(product.name),
              error: false,
              undo: { label: t.undoHide, run: () => actions.show(product) },
            }
          : { text: t.saved(product.name), error: false },
    );
  const asked = actions.archiving?.product;

  return (
    <>
      <CatalogueFilters
        filters={filters}
        kinds={kinds}
        counts={filterCounts(products, archived, filters.kind)}
        onChange={onFilters}
      />
      <p className={notice?.error ? styles.noticeError : styles.notice} role="status">
        {notice?.text ?? ''}
        {notice?.undo ? (
          <>
            {' '}
            <button type="button" className={styles.undo} onClick={notice.undo.run}>
              {notice.undo.label}
            </button>
          </>
        ) : null}
      </p>
      {inArchive && !archived ? (
        <p className={styles.empty}>{t.loading}…</p>
      ) : visible.length === 0 ? (
        <p className={styles.empty}>{inArchive && filters.search === '' ? t.archiveEmpty : t.nothingFound}</p>
      ) : inArchive ? (
        <ArchiveList products={visible} restoring={actions.restoring} onRestore={actions.restore} />
      ) : wide ? (
        <ProductTable groups={groupProducts(visible, groups)} actions={rowActions} onResult={onResult} />
      ) : (
        <ProductCards groups={groupProducts(visible, groups)} actions={rowActions} onResult={onResult} />
      )}
      {!inArchive && !rowActions.canReorder ? <p className={styles.hint}>{t.reorderHint}</p> : null}
      <ConfirmDialog
        open={actions.archiving?.open ?? false}
        title={t.archiveTitle(asked?.name ?? '')}
        confirmLabel={t.archive}
        danger
        onCancel={actions.cancelArchive}
        onConfirm={() => {
          if (asked) actions.archive(asked);
        }}
      >
        <p>
          {asked ? `${asked.group}. ` : ''}
          {t.archiveText}
        </p>
        <p>{t.archiveRestoreNote}</p>
      </ConfirmDialog>
    </>
  );
}
