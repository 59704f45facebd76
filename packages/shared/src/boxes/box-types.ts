/**
 * The sizes of a custom box (docs/product/boxes.md) and the names it is shown by in the cart, the order and
 * its receipt, without zod, so storefront pages can use them without building the API schemas.
 */

import { pluralRu } from '../rules/plural-ru.ts';

export const boxTypes = ['box4', 'box8', 'box12'] as const;
export type BoxType = (typeof boxTypes)[number];
export const boxTypeSize: Record<BoxType, 4 | 8 | 12> = { box4: 4, box8: 8, box12: 12 };
export const boxTypeOfSize = (size: 4 | 8 | 12): BoxType => `box${size}`;

const flavoursWord = (count: number) => pluralRu(count, ['вкус', 'вкуса', 'вкусов']);

/** A box of flavours of the shopper's choice: 'Бокс на 4 вкуса', 'Бокс на 12 вкусов'. */
export const boxOfFlavours = (size: number) => `Бокс на ${size} ${flavoursWord(size)}`;

/**
 * A custom box's name in the cart, the order and its receipt, saying what is in it: pieces and distinct
 * flavours, 'Свой бокс: 8 шт, 4 вкуса'.
 */
export const customBoxName = (pieces: number, flavours: number) =>
  `Свой бокс: ${pieces} шт, ${flavours} ${flavoursWord(flavours)}`;
