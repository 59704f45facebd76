import { LOYALTY_LEVELS, LOYALTY_PROGRESS_END } from '@shop/shared/rules/loyalty';
import type { CSSProperties } from 'react';
import { formatPrice } from '@/lib/format.ts';
import { levelProgress } from '../model/levels.ts';
import { loyaltyStrings } from '../model/strings.ts';
import styles from './level-progress.module.css';

/** '15 000' (the bar's marks; the rubles sign is said once in the text below). */
const mark = (rubles: number) => formatPrice(rubles).replace(/\u00a0₽$/, '');

/** How far the paid orders have taken the customer: a bar over the levels and what is left to the next. */
export function LevelProgress({ paidTotal }: { paidTotal: number }) {
  const progress = levelProgress(paidTotal);
  const levels = LOYALTY_LEVELS.length;
  const marks = [...LOYALTY_LEVELS.map((level) => level.from), LOYALTY_PROGRESS_END];
  const paid = formatPrice(paidTotal);
  return (
    <section className={styles.panel} aria-labelledby="loyalty-progress-title">
      <h2 id="loyalty-progress-title" className={styles.title}>
        {loyaltyStrings.progressTitle}
      </h2>
      <div style={{ '--levels': levels } as CSSProperties}>
        <ol className={styles.names} aria-hidden="true">
          {LOYALTY_LEVELS.map((level) => (
            <li key={level.name} className={paidTotal >= level.from ? styles.reached : undefined}>
              {level.name}
            </li>
          ))}
        </ol>
        <div
          className={styles.bar}
          role="progressbar"
          aria-label={loyaltyStrings.progressLabel}
          aria-valuemin={0}
          aria-valuemax={LOYALTY_PROGRESS_END}
          aria-valuenow={Math.min(paidTotal, LOYALTY_PROGRESS_END)}
          aria-valuetext={
            progress.next
              ? loyaltyStrings.progressText(paid, formatPrice(progress.next.from), progress.next.name)
              : loyaltyStrings.topLevel(progress.level.name)
          }
        >
          {LOYALTY_LEVELS.map((level) => (
            <span key={level.name} className={styles.segment} />
          ))}
          <span className={styles.fill} style={{ '--fill': `${progress.fill * 100}%` } as CSSProperties} />
        </div>
        <ol className={styles.ticks} aria-hidden="true">
          {marks.map((rubles, index) => (
            <li key={rubles} style={{ '--at': `${(index / levels) * 100}%` } as CSSProperties}>
              {mark(rubles)}
            </li>
          ))}
        </ol>
      </div>
      <div className={styles.figures}>
        <p className={styles.paid}>{loyaltyStrings.paid(paid)}</p>
        <p className={styles.left}>
          {progress.next
            ? loyaltyStrings.leftToNext(formatPrice(progress.leftToNext), progress.next.name)
            : loyaltyStrings.topLevel(progress.level.name)}
        </p>
      </div>
    </section>
  );
}
