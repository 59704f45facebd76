/** The gift cards section's address: ?q= the search, ?card= the card open (orders link to one this way). */
export const GIFT_CARDS_PATH = '/admin/gift-cards';

export interface GiftCardsAddress {
  q: string;
  card: number | null;
}

export function addressOf(params: URLSearchParams): GiftCardsAddress {
  const card = params.get('card');
  return { q: params.get('q') ?? '', card: card && /^\d{1,9}$/.test(card) ? Number(card) : null };
}

/** The address's search for `address`: only what is set. */
export function paramsOf({ q, card }: GiftCardsAddress): URLSearchParams {
  const params = new URLSearchParams();
  if (q.trim()) params.set('q', q.trim());
  if (card !== null) params.set('card', String(card));
  return params;
}

/** A link to a card's page (from the list, or from an order that bought it). */
export const giftCardPath = (id: number, q = ''): string =>
  `${GIFT_CARDS_PATH}?${paramsOf({ q, card: id }).toString()}`;

/** The list, with its search. */
export const giftCardListPath = (q: string): string => {
  const search = paramsOf({ q, card: null }).toString();
  return search ? `${GIFT_CARDS_PATH}?${search}` : GIFT_CARDS_PATH;
};

/** The orders section searched for an order number (the card's order, a ledger row's order). */
export const orderSearchPath = (orderNumber: string): string =>
  `/admin/orders?${new URLSearchParams({ q: orderNumber }).toString()}`;
