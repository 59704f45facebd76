import type { ClassifiedProduct } from '@shop/shared/rules/classification';
import { heroPieces } from '@shop/shared/rules/hero';
import { AppLink } from '@/components/app-link.tsx';
import { buttonClassName } from '@/components/button.tsx';
import { ProductImage } from '@/components/product-image.tsx';
import styles from './hero.module.css';

function Backdrop() {
  return (
    <svg className={styles.backdrop} viewBox="0 0 400 400" aria-hidden="true" focusable="false">
      <circle cx="200" cy="205" r="170" fill="var(--color-peach)" />
      <circle
        cx="200"
        cy="205"
        r="128"
        fill="none"
        stroke="var(--color-caramel)"
        strokeWidth="3"
        strokeDasharray="2 12"
        strokeLinecap="round"
      />
      <circle cx="330" cy="330" r="34" fill="var(--color-pistachio)" opacity="0.85" />
      <circle cx="62" cy="88" r="18" fill="var(--color-caramel)" />
      <g fill="var(--color-berry)">
        <rect x="300" y="120" width="16" height="6" rx="3" transform="rotate(35 308 123)" />
        <rect x="80" y="260" width="16" height="6" rx="3" transform="rotate(-25 88 263)" />
        <rect x="250" y="360" width="14" height="6" rx="3" transform="rotate(70 257 363)" />
      </g>
      <g fill="var(--color-cocoa)">
        <circle cx="120" cy="40" r="5" />
        <circle cx="360" cy="210" r="6" />
        <circle cx="40" cy="200" r="4" />
      </g>
    </svg>
  );
}

export function Hero({ items, loading }: { items: readonly ClassifiedProduct[]; loading: boolean }) {
  const pieces = heroPieces(items);
  return (
    <section className={styles.hero} aria-labelledby="hero-title">
      <div className={styles.inner}>
        <div className={styles.text}>
          <p className={styles.eyebrow}>Пекарня протеиновых сладостей</p>
          <h1 id="hero-title" className={styles.title}>
            Сладкое, которое <span className={styles.accent}>работает на вас</span>
          </h1>
          <p className={styles.sub}>
            Протеиновые батончики, брауни и напитки без добавленного сахара. Печём каждый день в нашем городе
            — заходите в магазины или закажите доставку.
          </p>
          <div className={styles.actions}>
            <AppLink
              className={buttonClassName({ variant: 'accent', size: 'large', width: 'phone' })}
              to="/catalog"
            >
              Смотреть каталог
            </AppLink>
            <AppLink
              className={buttonClassName({ variant: 'secondary', size: 'large', width: 'phone' })}
              to="/#our-stores"
            >
              Наши магазины
            </AppLink>
          </div>
          <ul className={styles.facts}>
            <li>Много белка</li>
            <li>Без добавленного сахара</li>
            <li>3 магазина в городе</li>
          </ul>
        </div>
        <div className={styles.art}>
          <Backdrop />
          {pieces.length > 0
            ? pieces.map((piece, index) => (
                <img
                  key={piece.src}
                  className={`${styles.piece} ${styles[`piece${index}`]}`}
                  src={piece.src}
                  alt={index === 0 ? piece.alt : ''}
                  width={400}
                  height={400}
                  fetchPriority={index === 0 ? 'high' : 'auto'}
                  // The main piece is the page's largest paint: decoded with the first paint, not after.
                  decoding={index === 0 ? 'sync' : 'async'}
                />
              ))
            : !loading && (
                <ProductImage
                  className={`${styles.piece} ${styles.piece0}`}
                  src={undefined}
                  alt="Печенье humbl"
                />
              )}
        </div>
      </div>
    </section>
  );
}
