import type { LoyaltyLevelName } from '@shop/shared/rules/loyalty';
import { levelTerms } from '../model/levels.ts';
import { loyaltyStrings } from '../model/strings.ts';
import styles from './levels-explanation.module.css';

/**
 * 'Как это работает': one card per level, written from the levels table (threshold range, cash back, the
 * share payable with bonuses), then the rules every level shares.
 */
export function LevelsExplanation({ current }: { current: LoyaltyLevelName | null }) {
  return (
    <section className={styles.section} aria-labelledby="loyalty-how-title">
      <h2 id="loyalty-how-title" className={styles.title}>
        {loyaltyStrings.howTitle}
      </h2>
      <p className={styles.lead}>{loyaltyStrings.howLead}</p>
      <ul className={styles.levels}>
        {levelTerms().map((terms) => (
          <li
            key={terms.name}
            className={`${styles.level} ${terms.name === current ? styles.current : ''}`}
            aria-label={terms.name}
          >
            <div className={styles.levelHead}>
              <h3 className={styles.levelName}>{terms.name}</h3>
              {terms.name === current ? (
                <span className={styles.badge}>{loyaltyStrings.yourLevel}</span>
              ) : null}
            </div>
            <p className={styles.range}>{loyaltyStrings.levelRange(terms.range)}</p>
            <ul className={styles.terms}>
              <li>{loyaltyStrings.cashBack(terms.cashBack)}</li>
              <li>{loyaltyStrings.maxBonusShare(terms.maxBonusShare)}</li>
            </ul>
          </li>
        ))}
      </ul>
      <ul className={styles.rules}>
        {loyaltyStrings.rules.map((rule) => (
          <li key={rule}>{rule}</li>
        ))}
      </ul>
    </section>
  );
}
