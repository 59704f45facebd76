import { bonusCap } from '@shop/shared/rules/order-totals';
import { Button } from '@/components/button.tsx';
import { useBasketOptions, type BasketOptions } from '@/features/cart';
import { useUiStore } from '@/lib/ui-store.ts';
import { checkoutStrings } from '../model/strings.ts';
import type { Shopper } from '../model/use-shopper.ts';
import { CheckoutSection } from './checkout-section.tsx';
import styles from './options.module.css';

type Flag = keyof Pick<BasketOptions, 'useBonus' | 'addPackage' | 'addPresentPackage'>;

const setFlag = (flag: Flag, on: boolean) => useBasketOptions.setState({ [flag]: on });

/** An extra's name and a line about it. */
function OptionText({ title, note }: { title: string; note: string }) {
  return (
    <span className={styles.text}>
      <span className={styles.title}>{title}</span>
      <span className={styles.note}>{note}</span>
    </span>
  );
}

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
      <OptionText title={checkoutStrings.useBonus} note={note} />
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
      <OptionText title={checkoutStrings.useBonus} note={checkoutStrings.guestBonus} />
      <Button variant="secondary" className={styles.signIn} onClick={() => openModal('auth')}>
        {checkoutStrings.signIn}
      </Button>
    </>
  );
}

/**
 * A package the order can come in (docs/product/checkout-and-orders.md#checkout-form): a checkbox with its
 * price.
 */
interface Package {
  flag: Flag;
  title: string;
  note: string;
  price: string;
}

const packages: Package[] = [
  {
    flag: 'addPackage',
    title: checkoutStrings.packageLabel,
    note: checkoutStrings.packageNote,
    price: checkoutStrings.packagePrice,
  },
  {
    flag: 'addPresentPackage',
    title: checkoutStrings.presentPackageLabel,
    note: checkoutStrings.presentPackageNote,
    price: checkoutStrings.presentPackagePrice,
  },
];

function PackageOption({ flag, title, note, price }: Package) {
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
      <OptionText title={title} note={note} />
      <span className={styles.price}>{price}</span>
    </label>
  );
}

/**
 * Bonuses (signed-in customers) and packages (+30 ₽, gift +50 ₽), kept with the basket. `goods` is what
 * bonuses may pay for (gift cards being bought are not). An order of e-mailed gift cards only has no such
 * section: bonuses cannot pay for cards, buying them earns no cash back, and they need no package.
 */
export function OrderExtras({ shopper, goods }: { shopper: Shopper; goods: number }) {
  return (
    <CheckoutSection step={3} title={checkoutStrings.extrasTitle}>
      <ul className={styles.list}>
        <li className={styles.row}>
          {shopper.user ? <BonusSwitch shopper={shopper} goods={goods} /> : <GuestBonus />}
        </li>
        {packages.map((option) => (
          <li key={option.flag} className={styles.row}>
            <PackageOption {...option} />
          </li>
        ))}
      </ul>
    </CheckoutSection>
  );
}
