/** Every product illustration the shop ships: output file name → drawing. */
import { brownie } from './brownie.ts';
import { drinkBottle } from './drink-bottle.ts';
import { drinkCan } from './drink-can.ts';
import { barFlavours, brownieFlavours, drinkFlavours, pieFlavours, readyBoxes } from './flavours.ts';
import { giftCard, rubles, type GiftCardSpec } from './gift-card.ts';
import { giftPackage } from './gift-package.ts';
import { hoodie } from './hoodie.ts';
import { mug } from './mug.ts';
import { paperBag } from './paper-bag.ts';
import { pie } from './pie.ts';
import { proteinBar } from './protein-bar.ts';
import { readyBox } from './ready-box.ts';
import { sportBottle } from './sport-bottle.ts';
import { palette } from './svg.ts';
import { toteBag } from './tote-bag.ts';
import { tshirt } from './tshirt.ts';

export interface Illustration {
  /** File name inside assets/products, served as /static/products/<file>. */
  file: string;
  render: () => string;
}

const giftCards: Array<Omit<GiftCardSpec, 'key' | 'title'>> = [
  { amount: 1000, colors: ['#e9a255', '#c4701f'], ink: '#fff8ee', accent: palette.berry },
  { amount: 2000, colors: ['#d9376f', '#a3134b'], ink: '#fff4f7', accent: palette.peach },
  { amount: 3000, colors: ['#a4c461', '#6f8f35'], ink: '#26310f', accent: palette.cream },
  { amount: 5000, colors: ['#74493a', '#3e271b'], ink: palette.cream, accent: '#e8b86a' },
];

const forBox = (title: string) => `${title} — вкус для своего бокса`;

export const illustrations: Illustration[] = [
  ...barFlavours.flatMap((f) => [
    { file: `bar-${f.key}.svg`, render: () => proteinBar(f, 'wrapped') },
    { file: `box-bar-${f.key}.svg`, render: () => proteinBar(f, 'bare', 'square', forBox(f.title)) },
  ]),
  ...brownieFlavours.flatMap((f) => [
    { file: `${f.key}.svg`, render: () => brownie(f) },
    { file: `box-${f.key}.svg`, render: () => brownie(f, 'square', forBox(f.title)) },
  ]),
  ...pieFlavours.flatMap((f) => [
    { file: `${f.key}.svg`, render: () => pie(f) },
    { file: `box-${f.key}.svg`, render: () => pie(f, 'square', forBox(f.title)) },
  ]),
  ...drinkFlavours.map((f) => ({
    file: `${f.key}.svg`,
    render: () => (f.kind === 'bottle' ? drinkBottle(f) : drinkCan(f)),
  })),
  ...readyBoxes.map((spec) => ({ file: `${spec.key}.svg`, render: () => readyBox(spec) })),
  {
    file: 'merch-tshirt-cream.svg',
    render: () =>
      tshirt({
        key: 'tshirt-cream',
        title: 'Футболка humbl кремовая',
        cloth: palette.cream,
        print: palette.cocoa,
        accent: palette.caramel,
      }),
  },
  {
    file: 'merch-tshirt-cocoa.svg',
    render: () =>
      tshirt({
        key: 'tshirt-cocoa',
        title: 'Футболка humbl цвета какао',
        cloth: palette.cocoa,
        print: palette.cream,
        accent: palette.caramel,
      }),
  },
  {
    file: 'merch-hoodie-caramel.svg',
    render: () =>
      hoodie({
        key: 'hoodie-caramel',
        title: 'Худи humbl карамельное',
        cloth: palette.caramel,
        print: palette.cream,
        accent: palette.cream,
      }),
  },
  {
    file: 'merch-hoodie-pistachio.svg',
    render: () =>
      hoodie({
        key: 'hoodie-pistachio',
        title: 'Худи humbl фисташковое',
        cloth: palette.pistachio,
        print: '#3e271b',
        accent: palette.cream,
      }),
  },
  { file: 'merch-mug.svg', render: () => mug('Керамическая кружка humbl', 'mug') },
  {
    file: 'merch-bottle.svg',
    render: () => sportBottle('Бутылка для воды humbl', 'bottle', palette.pistachio),
  },
  { file: 'merch-tote.svg', render: () => toteBag('Шопер humbl из хлопка', 'tote') },
  ...giftCards.map((g) => ({
    file: `gift-card-${g.amount}.svg`,
    render: () =>
      giftCard({
        ...g,
        key: `gift-card-${g.amount}`,
        title: `Подарочная карта humbl на ${rubles(g.amount)}`,
      }),
  })),
  { file: 'package-bag.svg', render: () => paperBag('Фирменный бумажный пакет humbl') },
  { file: 'package-gift.svg', render: () => giftPackage('Подарочная упаковка humbl с лентой и бантом') },
];
