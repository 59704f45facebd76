import { boxOfFlavours } from '@shop/shared/boxes/box-types';
import type { BoxCard } from '@shop/shared/rules/cards';
import { boxLayers } from '../model/box-builder.ts';
import styles from './box-preview.module.css';

/**
 * The box as it fills: rows of 4 places, each showing the flavour put there or an empty hollow. While
 * `closing`, the lid comes down and the box leaves for the cart (1400 ms).
 */
export function BoxPreview({ box, closing }: { box: BoxCard; closing: boolean }) {
  const images = new Map(box.flavors.map((flavor) => [flavor.id, flavor]));
  return (
    <div
      className={`${styles.stage} ${closing ? styles.closing : ''}`}
      data-box-animation={closing ? 'closing' : undefined}
    >
      <div className={styles.lid} aria-hidden="true">
        <span className={styles.ribbon} />
      </div>
      <ol className={styles.box} aria-label={boxOfFlavours(box.selectedQuantity)}>
        {boxLayers(box).map((layer, layerIndex) => (
          <li key={layerIndex} className={styles.layer}>
            <ol className={styles.places}>
              {layer.map((flavorId, index) => {
                const flavor = flavorId === null ? undefined : images.get(flavorId);
                return (
                  <li key={index} className={styles.place}>
                    {flavor ? (
                      <img src={flavor.image} alt={flavor.name} width={64} height={64} />
                    ) : (
                      <span className="visually-hidden">Пустое место</span>
                    )}
                  </li>
                );
              })}
            </ol>
          </li>
        ))}
      </ol>
    </div>
  );
}
