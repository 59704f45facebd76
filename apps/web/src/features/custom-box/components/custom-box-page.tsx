import { cartMessages } from '@shop/shared/cart/messages';
import { BOX_SIZES } from '@shop/shared/rules/prices';
import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { AppLink } from '@/components/app-link.tsx';
import { Page } from '@/components/page.tsx';
import { PageHeader } from '@/components/page-header.tsx';
import { QuantityOptions } from '@/components/quantity-options.tsx';
import chipStyles from '@/components/quantity-options.module.css';
import { useWindowWidth } from '@/lib/use-window-width.ts';
import { boxTitle } from '../model/box-builder.ts';
import { useBoxBuilder } from '../model/use-box-builder.ts';
import { BoxActions } from './box-actions.tsx';
import { BoxPreview } from './box-preview.tsx';
import { FlavourGrid } from './flavour-grid.tsx';
import styles from './custom-box-page.module.css';

const sizeOptions = BOX_SIZES.map((size) => ({ value: size, label: String(size), unit: 'шт' }));

/** Below this width the summary's actions move to a bar fixed at the bottom of the screen. */
const COMPACT_BELOW = 992;

function Step({ number, title, children }: { number: number; title: string; children: ReactNode }) {
  return (
    <section className={styles.step} aria-labelledby={`box-step-${number}`}>
      <h2 id={`box-step-${number}`} className={styles.stepTitle}>
        <span className={styles.stepNumber} aria-hidden="true">
          {number}
        </span>
        {title}
      </h2>
      {children}
    </section>
  );
}

export default function CustomBoxPage() {
  const [params] = useSearchParams();
  const editParam = Number(params.get('edit'));
  const editId = Number.isInteger(editParam) && editParam > 0 ? editParam : null;
  const builder = useBoxBuilder({ editId, preselect: params.get('product') });
  const { box, phase, products } = builder;
  const busy = phase !== 'choosing';
  const compact = useWindowWidth() < COMPACT_BELOW;

  return (
    <Page title="Собери свой бокс">
      <PageHeader
        title={builder.editing ? 'Изменить бокс' : 'Собери свой бокс'}
        lead="Выберите линейку и размер — 4, 8 или 12 штук — и сложите в коробку любимые вкусы: по 4 в каждом ряду."
      />
      {builder.catalog.isError || builder.editProblem ? (
        <p className={styles.problem} role="alert">
          {builder.editProblem ?? 'Не удалось загрузить вкусы.'}{' '}
          <AppLink to="/catalog/customBox">Собрать новый бокс</AppLink>
        </p>
      ) : null}
      <div className={styles.layout}>
        <div className={styles.steps}>
          <Step number={1} title="Линейка">
            <div className={chipStyles.options} role="group" aria-label="Продукт">
              {products.map((card) => (
                <button
                  key={card.id}
                  type="button"
                  className={chipStyles.option}
                  aria-pressed={box?.id === card.id}
                  // Editing keeps the box's own product: its flavours belong to it.
                  disabled={builder.editing || busy}
                  onClick={() => builder.chooseProduct(card)}
                >
                  {card.title}
                </button>
              ))}
            </div>
          </Step>
          <Step number={2} title="Размер">
            {builder.editing && box ? (
              <p className={styles.fixed}>{box.selectedQuantity} шт · размер бокса в корзине не меняется</p>
            ) : (
              <QuantityOptions
                label="Размер бокса"
                options={sizeOptions}
                value={builder.size}
                onChange={builder.chooseSize}
              />
            )}
          </Step>
          <Step number={3} title="Вкусы">
            {box ? (
              <FlavourGrid
                box={box}
                disabled={busy}
                onAdd={builder.addFlavor}
                onRemove={builder.removeFlavor}
              />
            ) : (
              <p className={styles.prompt}>{cartMessages.productRequired}</p>
            )}
          </Step>
        </div>
        <aside className={styles.summary} aria-label="Ваш бокс">
          {box ? (
            <>
              <h2 className={styles.summaryTitle}>{boxTitle(box)}</h2>
              <BoxPreview box={box} closing={phase === 'closing'} />
            </>
          ) : (
            <p className={styles.prompt}>Выберите линейку, размер и вкусы — бокс соберётся здесь.</p>
          )}
          {compact ? null : <BoxActions builder={builder} compact={false} />}
        </aside>
      </div>
      {compact ? (
        // On phones the flavours fill the screen: what is left, the price and the button stay in reach.
        <div className={styles.actionBar}>
          <BoxActions builder={builder} compact />
        </div>
      ) : null}
    </Page>
  );
}
