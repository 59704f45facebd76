/**
 * The fiscal receipt (54-FZ) of a payment in YooKassa's shape (docs/product/payments.md#receipts): one item
 * per order line with its unit price, courier delivery as a service item, and the bonus discount spread
 * over the goods, so that Σ unit price × quantity equals the payment amount to the kopeck.
 */

export interface ReceiptLine {
  description: string;
  /** Per-unit price in whole rubles. */
  price: number;
  quantity: number;
  /** Goods take a share of the bonus discount; packages do not (bonuses pay for goods only). */
  discountable: boolean;
}

export interface ReceiptInput {
  lines: readonly ReceiptLine[];
  /** Courier fee in rubles (0 for pickup). */
  delivery: number;
  /** Bonuses spent, in rubles: spread over the discountable lines. */
  discount: number;
  customer: { email: string } | { phone: string };
  vatCode: number;
  taxSystemCode?: number | undefined;
}

export interface ReceiptItem {
  description: string;
  quantity: string;
  amount: { value: string; currency: 'RUB' };
  vat_code: number;
  payment_mode: 'full_payment';
  payment_subject: 'commodity' | 'service';
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
  const item = (units: number, unitKopecks: number): ReceiptItem => ({
    description: description.slice(0, DESCRIPTION_MAX) || 'Товар',
    quantity: String(units),
    amount: { value: kopecksToValue(unitKopecks), currency: 'RUB' },
    vat_code: vatCode,
    payment_mode: 'full_payment',
    payment_subject: subject,
  });
  const unit = Math.floor(totalKopecks / quantity);
  const odd = totalKopecks - unit * quantity;
  if (odd === 0) return [item(quantity, unit)];
  return [...(quantity > 1 ? [item(quantity - 1, unit)] : []), item(1, unit + odd)];
}

/**
 * A very large order (over 80 items with the odd-kopeck splits) keeps its first items and folds the rest
 * into one 'Другие товары заказа' item of their sum, so the receipt is accepted and still sums exactly.
 */
function withinLimit(goods: ReceiptItem[], max: number, vatCode: number): ReceiptItem[] {
  if (goods.length <= max) return goods;
  const rest = goods.slice(max - 1);
  const restKopecks = rest.reduce(
    (sum, item) => sum + valueToKopecks(item.amount.value) * Number(item.quantity),
    0,
  );
  return [
    ...goods.slice(0, max - 1),
    ...itemsOf('Другие товары заказа', restKopecks, 1, 'commodity', vatCode),
  ];
}

/** The receipt of a payment of Σ lines + delivery − discount rubles. */
export function buildReceipt(input: ReceiptInput): Receipt {
  const totals = input.lines.map((line) => line.price * line.quantity * 100);
  const weights = input.lines.map((line, index) => (line.discountable ? totals[index]! : 0));
  const discounts = spread(input.discount * 100, weights);
  const goods = input.lines.flatMap((line, index) =>
    itemsOf(line.description, totals[index]! - discounts[index]!, line.quantity, 'commodity', input.vatCode),
  );
  const delivery =
    input.delivery > 0 ? itemsOf('Доставка курьером', input.delivery * 100, 1, 'service', input.vatCode) : [];
  const items = [...withinLimit(goods, RECEIPT_ITEMS_MAX - delivery.length, input.vatCode), ...delivery];
  const customer = 'phone' in input.customer ? { phone: e164Digits(input.customer.phone) } : input.customer;
  return {
    customer,
    items,
    ...(input.taxSystemCode === undefined ? {} : { tax_system_code: input.taxSystemCode }),
  };
}

/** Σ unit price × quantity of a receipt, in kopecks (what the provider checks against the amount). */
export const receiptKopecks = (receipt: Receipt): number =>
  receipt.items.reduce((sum, item) => sum + valueToKopecks(item.amount.value) * Number(item.quantity), 0);
