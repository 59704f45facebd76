/**
 * The sizes of a custom box (docs/product/boxes.md) and the names it is shown by in the cart, the order and
 * its receipt, without zod, so storefront pages can use them without building the API schemas.
 */

export const boxTypes = ['box4', 'box8', 'box12'] as const;
export type BoxType = (typeof boxTypes)[number];
export const boxTypeSize: Record<BoxType, 4 | 8 | 12> = { box4: 4, box8: 8, box12: 12 };
export const boxTypeOfSize = (size: 4 | 8 | 12): BoxType => `box${size}`;

/** 'вкуса' after 2–4 (but not 12–14), else 'вкусов' (box sizes are 4, 8 and 12). */
const flavoursWord = (size: number) =>
  size % 10 >= 2 && size % 10 <= 4 && (size % 100 < 12 || size % 100 > 14) ? 'вкуса' : 'вкусов';

/** A box of flavours of the shopper's choice: 'Бокс на 4 вкуса', 'Бокс на 12 вкусов'. */
export const boxOfFlavours = (size: number) => `Бокс на ${size} ${flavoursWord(size)}`;

/** A custom box's name in the cart, the order and its receipt: 'Свой бокс на 4 вкуса'. */
export const customBoxName = (size: number) => `Свой ${boxOfFlavours(size).toLowerCase()}`;
