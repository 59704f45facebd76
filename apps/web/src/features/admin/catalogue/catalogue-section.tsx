import type { AdminProduct } from '@shop/shared/catalog/admin-product-api';
import { useCallback, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { Modal } from '@/components/modal.tsx';
import { useWindowWidth } from '@/lib/use-window-width.ts';
import { useAdminProducts } from './api/get-admin-products.ts';
import { LoadFailed } from '../kit/load-failed.tsx';
import { SectionHeading } from '../kit/section-heading.tsx';
import { SectionSkeleton } from '../kit/section-skeleton.tsx';
import { CatalogueFilters } from './catalogue-filters.tsx';
import { productEditPath, productInAddress } from './catalogue-path.ts';
import styles from './catalogue.module.css';
import { ProductCards } from './product-cards.tsx';
import { ProductForm } from './product-editor.tsx';
import { filterCounts, filterProducts } from './product-list.ts';
import { ProductTable } from './product-table.tsx';
import { catalogueStrings as t, type ProductFilter } from './strings.ts';
import type { ListResult } from './use-flag-toggle.ts';

/** From this width the products are a table; below it, cards. */
const TABLE_MIN_WIDTH = 1280;

/**
 * /admin/catalogue: every product with its price, stock, holds and flags; a flag switches at once, the
 * rest is edited in a dialog. The product being edited is in the address (?product=), so the dashboard's
 * low-stock links open it directly.
 */
export default function CatalogueSection() {
  const products = useAdminProducts();
  const [search, setSearch] = useState('');
  const [filter, setFilter] = useState<ProductFilter>('all');
  const [notice, setNotice] = useState<{ text: string; error: boolean } | null>(null);
  const wide = useWindowWidth() >= TABLE_MIN_WIDTH;
  const location = useLocation();
  const navigate = useNavigate();

  const editingId = productInAddress(location.search);
  const editing = products.data?.find((product) => product.id === editingId) ?? null;
  // While the dialog fades out it still shows the product it was opened for.
  const [shown, setShown] = useState<AdminProduct | null>(editing);
  if (editing && editing !== shown) setShown(editing);

  const openEditor = (product: AdminProduct) => {
    setNotice(null);
    void navigate(productEditPath(product.id), { replace: true });
  };
  const closeEditor = () => void navigate('/admin/catalogue', { replace: true });
  const onResult = useCallback(({ product, error }: ListResult) => {
    setNotice(
      error
        ? { text: t.saveFailed(product.name, error), error: true }
        : { text: t.saved(product.name), error: false },
    );
  }, []);

  const all = products.data ?? [];
  const visible = filterProducts(all, search, filter);
  const listProps = { products: visible, onEdit: openEditor, onResult };

  return (
    <div>
      <SectionHeading title={t.title} lead={t.lead} />
      {products.isError ? (
        <LoadFailed
          message={products.error.message}
          retrying={products.isFetching}
          onRetry={() => void products.refetch()}
        />
      ) : !products.data ? (
        <SectionSkeleton label="Загружаем каталог" />
      ) : (
        <>
          <CatalogueFilters
            search={search}
            filter={filter}
            counts={filterCounts(all)}
            onSearch={setSearch}
            onFilter={setFilter}
          />
          <p className={notice?.error ? styles.noticeError : styles.notice} role="status">
            {notice?.text ?? ''}
          </p>
          {visible.length === 0 ? (
            <p className={styles.empty}>{t.nothingFound}</p>
          ) : wide ? (
            <ProductTable {...listProps} />
          ) : (
            <ProductCards {...listProps} />
          )}
        </>
      )}
      <Modal open={editing !== null} onClose={closeEditor} title={shown?.name ?? t.edit}>
        {shown ? (
          <ProductForm
            key={shown.id}
            product={shown}
            onCancel={closeEditor}
            onSaved={(saved) => {
              setNotice({ text: t.saved(saved.name), error: false });
              closeEditor();
            }}
          />
        ) : null}
      </Modal>
    </div>
  );
}
