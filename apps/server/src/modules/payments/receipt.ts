/**
 * The fiscal receipts (54-FZ) of an order in YooKassa's shape (docs/product/payments.md#receipts): one item
 * per order line with its unit price, courier delivery as a service item, the bonus discount spread over
 * the goods, so that Σ unit price × quantity equals the payment amount to the kopeck. A gift card sold is
 * an advance ('advance' of a 'payment'), never discounted. What gift cards paid of an order is the offset
 * of their advance: it is spread over the rest of the order (delivery included) and listed in a receipt
 * of its own (`buildOffsetItems`, registered with a prepayment settlement); the payment's receipt lists
 * what is left. The two together list every line of the order exactly once.
 */

export interface ReceiptLine {
  description: string;
  /** Per-unit price in whole rubles. */
  price: number;
  quantity: number;
  /** Goods take a share of the bonus discount; packages do not (bonuses pay for goods only). */
  discountable: boolean;
  /** A gift card sold: an advance, paid in money only (no discount, no offset). */
  giftCard?: boolean;
}

export interface ReceiptInput {
  lines: readonly ReceiptLine[];
  /** Courier fee in rubles (0 for pickup). */
  delivery: number;
  /** Bonuses spent, in rubles: spread over the discountable lines. */
  discount: number;
  /** What gift cards paid, in rubles: spread over every line but gift cards sold, delivery included. */
  prepaid?: number;
  customer: { email: string } | { phone: string };
  vatCode: number;
  taxSystemCode?: number | undefined;
}

export interface ReceiptItem {
  description: string;
  quantity: string;
  amount: { value: string; currency: 'RUB' };
  vat_code: number;
  payment_mode: 'full_payment' | 'advance';
  payment_subject: 'commodity' | 'service' | 'payment';
}

export interface Receipt {
  customer: { email: string } | { phone: string };
  items: ReceiptItem[];
  tax_system_code?: number;
}

const DESCRIPTION_MAX = 128;
/** YooKassa takes at most 80 items in a receipt. */
export const RECEIPT_ITEMS_MAX = 80;

/** Kopecks as YooKassa's amount string: 123456 → "1234.56". */
export const kopecksToValue = (kopecks: number): string =>
  `${Math.floor(kopecks / 100)}.${String(kopecks % 100).padStart(2, '0')}`;

/** YooKassa's amount string as kopecks: "1234.56" → 123456. */
export const valueToKopecks = (value: string): number => {
  const [rubles, kopecks] = value.split('.').map(Number) as [number, number];
  return rubles * 100 + (kopecks ?? 0);
};

/** Whole rubles as YooKassa's amount string: 1234 → "1234.00". */
export const rublesToValue = (rubles: number): string => kopecksToValue(rubles * 100);

/** A phone as E.164 digits (no plus, spaces or brackets). */
export const e164Digits = (phone: string): string => phone.replace(/\D/g, '');

/**
 * Shares of `total` kopecks in proportion to `weights`, by the largest remainder: whole kopecks that add
 * up to `total` exactly, none above its line's weight when total ≤ Σ weights.
 */
export function spread(total: number, weights: readonly number[]): number[] {
  const sum = weights.reduce((s, w) => s + w, 0);
  if (sum === 0 || total === 0) return weights.map(() => 0);
  const exact = weights.map((w) => (total * w) / sum);
  const shares = exact.map(Math.floor);
  let left = total - shares.reduce((s, v) => s + v, 0);
  const byRemainder = exact
    .map((value, index) => ({ index, remainder: value - Math.floor(value) }))
    .sort((a, b) => b.remainder - a.remainder || a.index - b.index);
  for (const { index } of byRemainder) {
    if (left === 0) break;
    shares[index]! += 1;
    left -= 1;
  }
  return shares;
}

/**
 * One line as receipt items: its total (kopecks) as quantity × unit price; when the total does not divide
 * evenly by the quantity, one unit takes the odd kopecks as an item of its own.
 */
function itemsOf(
  description: string,
  totalKopecks: number,
  quantity: number,
  subject: ReceiptItem['payment_subject'],
  vatCode: number,
): ReceiptItem[] {
  if (totalKopecks <= 0) return [];
  const item = (units: number, unitKopecks: number): ReceiptItem => ({
    description: description.slice(0, DESCRIPTION_MAX) || 'Товар',
    quantity: String(units),
    amount: { value: kopecksToValue(unitKopecks), currency: 'RUB' },
    vat_code: vatCode,
    payment_mode: subject === 'payment' ? 'advance' : 'full_payment',
    payment_subject: subject,
  });
  // Fewer kopecks than units: the kopecks become single units (an item of 0.00 is refused).
  if (totalKopecks < quantity) return [item(1, totalKopecks)];
  const unit = Math.floor(totalKopecks / quantity);
  const odd = totalKopecks - unit * quantity;
  if (odd === 0) return [item(quantity, unit)];
  return [...(quantity > 1 ? [item(quantity - 1, unit)] : []), item(1, unit + odd)];
}

/**
 * A very large order (over 80 items with the odd-kopeck splits) keeps its first items and folds the rest
 * into one 'Другие товары заказа' item of their sum, so the receipt is accepted and still sums exactly.
 * Gift cards among the rest fold into an advance item of their own, never into the goods.
 */
function withinLimit(goods: ReceiptItem[], max: number, vatCode: number): ReceiptItem[] {
  if (goods.length <= max) return goods;
  const keep = max - new Set(goods.slice(max - 1).map((item) => item.payment_subject)).size;
  const rest = goods.slice(keep);
  const folded = (subject: ReceiptItem['payment_subject'], description: string) =>
    itemsOf(
      description,
      rest
        .filter((item) => item.payment_subject === subject)
        .reduce((sum, item) => sum + valueToKopecks(item.amount.value) * Number(item.quantity), 0),
      1,
      subject,
      vatCode,
    );
  return [
    ...goods.slice(0, keep),
    ...folded('commodity', 'Другие товары заказа'),
    ...folded('payment', 'Другие подарочные карты заказа'),
  ];
}

interface Part {
  description: string;
  quantity: number;
  subject: ReceiptItem['payment_subject'];
  /** Kopecks this part of the order comes to after the bonus discount. */
  total: number;
  /** Kopecks of it the gift cards paid. */
  prepaid: number;
}

/** Every line and the delivery, each with what it comes to and what gift cards paid of it. */
function parts(input: ReceiptInput): Part[] {
  const totals = input.lines.map((line) => line.price * line.quantity * 100);
  const weights = input.lines.map((line, i) => (line.discountable && !line.giftCard ? totals[i]! : 0));
  const discounts = spread(input.discount * 100, weights);
  const lines: Part[] = input.lines.map((line, i) => ({
    description: line.description,
    quantity: line.quantity,
    subject: line.giftCard ? 'payment' : 'commodity',
    total: totals[i]! - discounts[i]!,
    prepaid: 0,
  }));
  if (input.delivery > 0)
    lines.push({
      description: 'Доставка курьером',
      quantity: 1,
      subject: 'service',
      total: input.delivery * 100,
      prepaid: 0,
    });
  const prepaid = spread(
    (input.prepaid ?? 0) * 100,
    lines.map((part) => (part.subject === 'payment' ? 0 : part.total)),
  );
  return lines.map((part, i) => ({ ...part, prepaid: prepaid[i]! }));
}

/** Receipt items of `kopecksOf` each part, within YooKassa's item limit (delivery last, never folded). */
function itemsFor(parts: Part[], kopecksOf: (part: Part) => number, vatCode: number): ReceiptItem[] {
  const items = (chosen: Part[]) =>
    chosen.flatMap((part) =>
      itemsOf(part.description, kopecksOf(part), part.quantity, part.subject, vatCode),
    );
  const delivery = items(parts.filter((part) => part.subject === 'service'));
  const goods = items(parts.filter((part) => part.subject !== 'service'));
  return [...withinLimit(goods, RECEIPT_ITEMS_MAX - delivery.length, vatCode), ...delivery];
}

const customerOf = (input: ReceiptInput): Receipt['customer'] =>
  'phone' in input.customer ? { phone: e164Digits(input.customer.phone) } : input.customer;

/**
 * The receipt of a payment of Σ lines + delivery − discount − prepaid rubles: what was paid in money
 * (gift cards sold, and whatever the cards entered did not cover).
 */
export function buildReceipt(input: ReceiptInput): Receipt {
  return {
    customer: customerOf(input),
    items: itemsFor(parts(input), (part) => part.total - part.prepaid, input.vatCode),
    ...(input.taxSystemCode === undefined ? {} : { tax_system_code: input.taxSystemCode }),
  };
}

/**
 * The items of the offset receipt: what gift cards paid of each line and of the delivery, summing to
 * `prepaid` rubles exactly (none when no card paid).
 */
export function buildOffsetItems(input: ReceiptInput): ReceiptItem[] {
  return itemsFor(parts(input), (part) => part.prepaid, input.vatCode);
}

/** Σ unit price × quantity of a receipt, in kopecks (what the provider checks against the amount). */
export const receiptKopecks = (receipt: Receipt): number =>
  receipt.items.reduce((sum, item) => sum + valueToKopecks(item.amount.value) * Number(item.quantity), 0);
