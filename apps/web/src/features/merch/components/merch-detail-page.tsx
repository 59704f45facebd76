import { groupMerchVariants } from '@shop/shared/rules/merch-variants';
import { Navigate, useParams } from 'react-router';
import { Breadcrumbs } from '../../../components/breadcrumbs.tsx';
import { Page, pageStyles } from '../../../components/page.tsx';
import { formatPrice } from '../../../lib/format.ts';
import { useCatalogProducts } from '../../catalog/api/get-grouped-products.ts';
import { ProductImage } from '../../catalog/components/product-image.tsx';
import styles from '../../product/components/product-page.module.css';
import merchStyles from './merch.module.css';

export default function MerchDetailPage() {
  const { id } = useParams();
  const products = useCatalogProducts();
  const productId = Number(id);
  if (!id || !Number.isInteger(productId)) return <Navigate to="/merch" replace />;

  const merch = products.data?.filter((item) => item.kind === 'merch');
  const current = merch?.find((item) => item.product.id === productId);
  if (merch && !current) return <Navigate to="/merch" replace />;

  const group =
    current && merch
      ? groupMerchVariants(merch.map((item) => item.product)).find((g) =>
          g.variants.some((v) => v.product.id === productId),
        )
      : undefined;
  const name = group?.name ?? current?.product.name;
  const sized = group?.variants.filter((v) => v.size !== null && v.size !== 'ONE') ?? [];

  return (
    <Page title={name ?? 'Мерч'}>
      {current || products.isError ? <Breadcrumbs className={styles.crumbs} lastLabel={name} /> : null}
      {products.isError ? (
        <>
          <h1 className={pageStyles.title}>Мерч</h1>
          <p className={pageStyles.note}>
            Не удалось загрузить товар. Попробуйте обновить страницу чуть позже.
          </p>
        </>
      ) : current ? (
        <div className={styles.layout}>
          <div className={styles.gallery}>
            <ProductImage
              className={styles.image}
              src={current.product.image_urls[0]}
              alt={name ?? ''}
              eager
            />
          </div>
          <div className={styles.info}>
            {current.product.label ? <span className={styles.badge}>{current.product.label}</span> : null}
            <h1 className={styles.title}>{name}</h1>
            <p className={styles.priceLine}>
              <span className={styles.price}>{formatPrice(current.product.price)}</span>
            </p>
            {current.product.description ? (
              <p className={styles.description}>{current.product.description}</p>
            ) : null}
            {sized.length > 0 ? (
              <div className={styles.block}>
                <h2 className={styles.blockTitle}>Размеры</h2>
                <ul className={merchStyles.sizes}>
                  {sized.map((v) => (
                    <li
                      key={v.product.id}
                      className={`${merchStyles.size} ${v.available ? '' : merchStyles.unavailable}`}
                    >
                      {v.size}
                      {v.available ? null : <span className="visually-hidden"> — нет в наличии</span>}
                    </li>
                  ))}
                </ul>
              </div>
            ) : null}
            <p className={styles.note}>
              Онлайн-заказ мерча откроется совсем скоро, а пока его можно купить в наших магазинах.
            </p>
          </div>
        </div>
      ) : (
        <div className={styles.loading} aria-busy="true" />
      )}
    </Page>
  );
}
