import type { BoxFlavor, FlavorFood } from '@shop/shared/rules/cards';
import { PHOTO_SIZES } from '@shop/shared/rules/photo-files';
import { ChevronDownIcon } from '@/components/icons.tsx';
import { ProductImage } from '@/components/product-image.tsx';
import styles from './box-card-view.module.css';
import { FactBlock, FoodFactsList, NutritionTable } from './nutrition-table.tsx';
import detailStyles from './product-details.module.css';

const hasFood = (food: FlavorFood | undefined): food is FlavorFood =>
  Boolean(
    food &&
    (food.ingredients ||
      food.allergens ||
      food.shelfLife ||
      food.storageConditions ||
      food.manufacturer ||
      Object.values(food.nutrition).some((value) => value !== null)),
  );

/**
 * The flavours a custom box takes, each opening to its food information: composition, allergens, nutrition,
 * shelf life, storage and manufacturer (docs/product/catalogue.md#food-information).
 */
export function BoxFlavors({ flavors }: { flavors: readonly BoxFlavor[] }) {
  if (flavors.length === 0) return null;
  return (
    <section className={detailStyles.block}>
      <h2 className={detailStyles.blockTitle}>Вкусы на выбор</h2>
      <ul className={styles.flavors}>
        {flavors.map((flavor) => {
          const face = (
            <>
              <ProductImage
                className={styles.flavorImage}
                src={flavor.image || undefined}
                photo={flavor.photo}
                sizes={PHOTO_SIZES.flavorIcon}
                alt=""
              />
              <span className={styles.flavorName}>{flavor.name}</span>
            </>
          );
          const food = flavor.food;
          return (
            <li key={flavor.id} className={styles.flavor}>
              {hasFood(food) ? (
                <details className={styles.details}>
                  <summary className={styles.summary}>
                    {face}
                    <span className={styles.more}>Состав</span>
                    <ChevronDownIcon className={styles.chevron} aria-hidden="true" />
                  </summary>
                  <div className={styles.food}>
                    <NutritionTable nutrition={food.nutrition} weight={food.weight} />
                    <FactBlock title="Состав" text={food.ingredients} headingLevel={3} />
                    <FactBlock title="Аллергены" text={food.allergens} headingLevel={3} />
                    <FoodFactsList facts={food} weight={food.weight} headingLevel={3} />
                  </div>
                </details>
              ) : (
                <div className={styles.summary}>{face}</div>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
