/**
 * features/gift-cards's public entry, the only one other features import: checking a gift card by its code
 * (the checkout applies cards with it) and how a card's dates read.
 */
export { checkGiftCard } from './api/check-gift-card.ts';
export { longDate } from './model/strings.ts';
