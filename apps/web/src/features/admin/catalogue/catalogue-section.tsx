import type { AdminProduct } from '@shop/shared/catalog/admin-product-api';
import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { AppLink } from '@/components/app-link.tsx';
import { buttonClassName } from '@/components/button.tsx';
import { LoadFailed } from '../kit/load-failed.tsx';
import { SectionHeading } from '../kit/section-heading.tsx';
import { SectionSkeleton } from '../kit/section-skeleton.tsx';
import { useAdminProducts, useArchivedProducts, useProductGroups } from './api/get-admin-products.ts';
import { catalogueView, cataloguePath, newProductPath, productEditPath } from './catalogue-path.ts';
import styles from './catalogue.module.css';
import { ProductEditor } from './editor/product-editor.tsx';
import { KindChooser } from './kind-chooser.tsx';
import { CatalogueList } from './list/catalogue-list.tsx';
import type { ListNotice } from './list/use-list-actions.ts';
import type { ListFilters } from './model/product-list.ts';
import { catalogueStrings as t } from './strings.ts';

/**
 * /admin/catalogue (docs/product/admin.md#catalogue): the products group by group with price, stock, holds,
 * flags and actions; 'Добавить товар' (?new, then ?new={kind}); a product's editor (?product={id}, which the
 * dashboard's low-stock links open). The list keeps its filters while the editor is open.
 */
export default function CatalogueSection() {
  const products = useAdminProducts();
  const archived = useArchivedProducts();
  const groups = useProductGroups();
  const location = useLocation();
  const navigate = useNavigate();
  const [filters, setFilters] = useState<ListFilters>({ search: '', filter: 'all', kind: '' });
  const [notice, setNotice] = useState<ListNotice>(null);
  // A product just created keeps the editor that made it (its photos may still be going up).
  const [created, setCreated] = useState<{ productId: number; editorKey: string } | null>(null);

  const view = catalogueView(location.search);
  const go = (path: string) => void navigate(path);
  // Back to the list in place of the editor (the browser's back from the list leaves the section).
  const toList = (next: ListNotice = null) => {
    setNotice(next);
    void navigate(cataloguePath, { replace: true });
  };

  const failed = products.isError ? products : groups.isError ? groups : null;
  const heading = <SectionHeading title={t.title} lead={t.lead} />;
  if (failed) {
    return (
      <div>
        {heading}
        <LoadFailed
          message={failed.error!.message}
          retrying={failed.isFetching}
          onRetry={() => void failed.refetch()}
        />
      </div>
    );
  }
  if (!products.data || !groups.data) {
    return (
      <div>
        {heading}
        <SectionSkeleton label={t.loading} />
      </div>
    );
  }

  if (view.view === 'choose') return <KindChooser onCancel={() => toList()} />;

  const editorProps = {
    groups: groups.data,
    products: products.data,
    onCancel: () => toList(),
    onDone: (outcome: { notice: string } | null) =>
      toList(outcome ? { text: outcome.notice, error: false } : null),
  };
  if (view.view === 'new') {
    const editorKey = `new-${view.kind}-${location.key}`;
    return (
      <ProductEditor
        key={editorKey}
        kind={view.kind}
        product={null}
        {...editorProps}
        onCreated={(product: AdminProduct) => {
          setCreated({ productId: product.id, editorKey });
          void navigate(productEditPath(product.id), { replace: true });
        }}
      />
    );
  }
  if (view.view === 'edit') {
    const product = products.data.find((entry) => entry.id === view.productId);
    if (!product) {
      const gone = archived.data?.find((entry) => entry.id === view.productId);
      return (
        <div>
          {heading}
          <p className={styles.empty}>{gone ? t.archivedProduct : t.notFound}</p>
          <p className={styles.backRow}>
            <AppLink className={buttonClassName({ variant: 'secondary' })} to={cataloguePath}>
              {t.backLabel}
            </AppLink>
          </p>
        </div>
      );
    }
    const editorKey = created?.productId === product.id ? created.editorKey : `product-${product.id}`;
    return (
      <ProductEditor
        key={editorKey}
        kind={product.kind}
        product={product}
        {...editorProps}
        onCreated={() => undefined}
      />
    );
  }

  return (
    <div>
      <SectionHeading title={t.title} lead={t.lead}>
        <AppLink className={buttonClassName()} to={newProductPath()} onClick={() => setNotice(null)}>
          <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
            <path
              d="M12 5v14M5 12h14"
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
              strokeLinecap="round"
            />
          </svg>
          {t.add}
        </AppLink>
      </SectionHeading>
      <CatalogueList
        products={products.data}
        archived={archived.data}
        groups={groups.data}
        filters={filters}
        notice={notice}
        onFilters={(change) => setFilters((current) => ({ ...current, ...change }))}
        onNotice={setNotice}
        onEdit={(product) => {
          setNotice(null);
          go(productEditPath(product.id));
        }}
      />
    </div>
  );
}
