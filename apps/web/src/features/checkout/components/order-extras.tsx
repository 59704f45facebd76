import { bonusCap } from '@shop/shared/rules/order-totals';
import { Button } from '../../../components/button.tsx';
import { useBasketOptions, type BasketOptions } from '../../cart/model/basket-options.ts';
import { useUiStore } from '../../shell/model/ui-store.ts';
import { checkoutStrings } from '../model/strings.ts';
import type { Shopper } from '../model/use-shopper.ts';
import { CheckoutSection } from './checkout-section.tsx';
import styles from './options.module.css';

type Flag = keyof Pick<BasketOptions, 'useBonus' | 'addPackage' | 'addPresentPackage'>;

const setFlag = (flag: Flag, on: boolean) => useBasketOptions.setState({ [flag]: on });

/** A signed-in customer's bonuses: a switch, and how many the order can take (the level's share). */
function BonusSwitch({ shopper, goods }: { shopper: Shopper; goods: number }) {
  const useBonus = useBasketOptions((state) => state.useBonus);
  const cap = bonusCap(goods, shopper.balance, shopper.level);
  const note =
    cap > 0
      ? checkoutStrings.bonusAvailable(cap, shopper.balance, Math.round(shopper.level.maxBonusShare * 100))
      : shopper.balance > 0
        ? checkoutStrings.bonusNotApplicable(shopper.balance)
        : checkoutStrings.noBonuses;
  return (
    <label className={styles.label}>
      <span className={styles.text}>
        <span className={styles.title}>{checkoutStrings.useBonus}</span>
        <span className={styles.note}>{note}</span>
      </span>
      <span className={styles.switch}>
        <input
          type="checkbox"
          role="switch"
          name="use_bonus"
          checked={useBonus && cap > 0}
          disabled={cap === 0}
          onChange={(event) => setFlag('useBonus', event.target.checked)}
        />
        <span className={styles.track} aria-hidden="true" />
      </span>
    </label>
  );
}

/** A guest cannot spend bonuses: one line and the way to sign in. */
function GuestBonus() {
  const openModal = useUiStore((state) => state.openModal);
  return (
    <>
      <span className={styles.text}>
        <span className={styles.title}>{checkoutStrings.useBonus}</span>
        <span className={styles.note}>{checkoutStrings.guestBonus}</span>
      </span>
      <Button variant="secondary" className={styles.signIn} onClick={() => openModal('auth')}>
        {checkoutStrings.signIn}
      </Button>
    </>
  );
}

function PackageOption({
  flag,
  title,
  note,
  price,
}: {
  flag: Flag;
  title: string;
  note: string;
  price: string;
}) {
  const checked = useBasketOptions((state) => state[flag]);
  return (
    <label className={styles.label}>
      <input
        type="checkbox"
        className={styles.checkbox}
        name={flag}
        checked={checked}
        onChange={(event) => setFlag(flag, event.target.checked)}
      />
      <span className={styles.text}>
        <span className={styles.title}>{title}</span>
        <span className={styles.note}>{note}</span>
      </span>
      <span className={styles.price}>{price}</span>
    </label>
  );
}

/** Bonuses (signed-in customers) and packages (+30 ₽, gift +50 ₽), kept with the basket. */
export function OrderExtras({ shopper, goods }: { shopper: Shopper; goods: number }) {
  return (
    <CheckoutSection step={3} title={checkoutStrings.extrasTitle}>
      <ul className={styles.list}>
        <li className={styles.row}>
          {shopper.user ? <BonusSwitch shopper={shopper} goods={goods} /> : <GuestBonus />}
        </li>
        <li className={styles.row}>
          <PackageOption
            flag="addPackage"
            title={checkoutStrings.packageLabel}
            note={checkoutStrings.packageNote}
            price={checkoutStrings.packagePrice}
          />
        </li>
        <li className={styles.row}>
          <PackageOption
            flag="addPresentPackage"
            title={checkoutStrings.presentPackageLabel}
            note={checkoutStrings.presentPackageNote}
            price={checkoutStrings.presentPackagePrice}
          />
        </li>
      </ul>
    </CheckoutSection>
  );
}
