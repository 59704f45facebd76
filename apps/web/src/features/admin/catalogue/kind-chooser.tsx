import { productKindTitles } from '@shop/shared/catalog/admin-product-api';
import { useEffect, useId, useRef } from 'react';
import { AppLink } from '@/components/app-link.tsx';
import { Button } from '@/components/button.tsx';
import headingStyles from '@/features/admin/kit/section-heading.module.css';
import { newProductPath } from './catalogue-path.ts';
import styles from './catalogue.module.css';
import { catalogueStrings as t, creatableKinds, kindHints } from './strings.ts';

/** 'Добавить товар', step one: what kind of product (the form and the product's place in the shop follow). */
export function KindChooser({ onCancel }: { onCancel: () => void }) {
  const titleId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <div className={styles.chooser}>
      <Button variant="secondary" className={styles.back} aria-label={t.backLabel} onClick={onCancel}>
        <span aria-hidden="true">←</span> {t.back}
      </Button>
      <div className={headingStyles.text}>
        <h2
          id={titleId}
          ref={heading}
          tabIndex={-1}
          className={`${headingStyles.title} ${styles.focusTitle}`}
        >
          {t.chooseTitle}
        </h2>
        <p className={headingStyles.lead}>{t.chooseLead}</p>
      </div>
      <ul className={styles.kinds} aria-labelledby={titleId}>
        {creatableKinds.map((kind) => (
          <li key={kind}>
            <AppLink className={styles.kindLink} to={newProductPath(kind)}>
              <span className={styles.kindTitle}>{productKindTitles[kind]}</span>
              <span className={styles.kindHint}>{kindHints[kind]}</span>
            </AppLink>
          </li>
        ))}
      </ul>
    </div>
  );
}
