import type { ClassifiedProduct } from '@shop/shared/rules/classification';
import { Navigate, useParams } from 'react-router';
import { Breadcrumbs } from '../../../components/breadcrumbs.tsx';
import { Page, pageStyles } from '../../../components/page.tsx';
import { formatPrice, formatWeight } from '../../../lib/format.ts';
import { useCatalogProducts } from '../../catalog/api/get-grouped-products.ts';
import { ProductGrid } from '../../catalog/components/product-grid.tsx';
import { ProductImage } from '../../catalog/components/product-image.tsx';
import { recommendationsFor } from '../model/recommendations.ts';
import styles from './product-page.module.css';

const nutrientsOf = (item: ClassifiedProduct) =>
  [
    { label: 'ккал', value: item.product.calories },
    { label: 'белки, г', value: item.product.protein },
    { label: 'жиры, г', value: item.product.fat },
    { label: 'углеводы, г', value: item.product.carbohydrates },
  ].filter((n): n is { label: string; value: number } => n.value !== null);

function ProductDetails({ item, all }: { item: ClassifiedProduct; all: readonly ClassifiedProduct[] }) {
  const { product } = item;
  const nutrients = nutrientsOf(item);
  const recommended = recommendationsFor(all, item);
  return (
    <>
      <div className={styles.layout}>
        <div className={styles.gallery}>
          <ProductImage className={styles.image} src={product.image_urls[0]} alt={product.name} eager />
        </div>
        <div className={styles.info}>
          {product.label ? <span className={styles.badge}>{product.label}</span> : null}
          <h1 className={styles.title}>{product.name}</h1>
          <p className={styles.priceLine}>
            <span className={styles.price}>{formatPrice(product.price)}</span>
            {product.weight ? <span className={styles.weight}>{formatWeight(product.weight)}</span> : null}
          </p>
          {product.description ? <p className={styles.description}>{product.description}</p> : null}
          {nutrients.length > 0 ? (
            <div className={styles.block}>
              <h2 className={styles.blockTitle}>Пищевая ценность</h2>
              <dl className={styles.nutrition}>
                {nutrients.map((n) => (
                  <div key={n.label} className={styles.nutrient}>
                    <dt>{n.label}</dt>
                    <dd>{n.value}</dd>
                  </div>
                ))}
              </dl>
            </div>
          ) : null}
          {product.composition_1 ? (
            <div className={styles.block}>
              <h2 className={styles.blockTitle}>Состав</h2>
              <p>{product.composition_1}</p>
            </div>
          ) : null}
          {product.composition_2 ? (
            <div className={styles.block}>
              <h2 className={styles.blockTitle}>Аллергены</h2>
              <p>{product.composition_2}</p>
            </div>
          ) : null}
          <div className={styles.block}>
            <h2 className={styles.blockTitle}>Доставка</h2>
            <ul className={styles.delivery}>
              <li>Самовывоз из трёх наших магазинов — бесплатно</li>
              <li>Курьером по будням с 12:00 до 18:00</li>
              <li>По всей России — службой доставки маркетплейса</li>
            </ul>
          </div>
          <p className={styles.note}>
            Онлайн-заказ откроется совсем скоро, а пока этот вкус ждёт вас в наших магазинах.
          </p>
        </div>
      </div>
      {recommended.length > 0 ? (
        <section className={styles.recommend} aria-labelledby="recommend-title">
          <h2 id="recommend-title" className={styles.recommendTitle}>
            Рекомендуем также
          </h2>
          <ProductGrid items={recommended} />
        </section>
      ) : null}
    </>
  );
}

export default function ProductPage() {
  const { id } = useParams();
  const products = useCatalogProducts();
  const productId = Number(id);
  if (!id || !Number.isInteger(productId)) return <Navigate to="/catalog" replace />;

  const all = products.data;
  const item = all?.find((candidate) => candidate.product.id === productId && candidate.kind !== 'merch');
  if (all && !item) return <Navigate to="/catalog" replace />;

  return (
    <Page title={item?.product.name ?? 'Товар'}>
      {item || products.isError ? (
        <Breadcrumbs className={styles.crumbs} lastLabel={item?.product.name} />
      ) : null}
      {products.isError ? (
        <>
          <h1 className={pageStyles.title}>Товар</h1>
          <p className={pageStyles.note}>
            Не удалось загрузить товар. Попробуйте обновить страницу чуть позже.
          </p>
        </>
      ) : item && all ? (
        <ProductDetails item={item} all={all} />
      ) : (
        <div className={styles.loading} aria-busy="true" />
      )}
    </Page>
  );
}
