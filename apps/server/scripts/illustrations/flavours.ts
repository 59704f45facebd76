/** Flavour palettes: the colours and ingredients each illustration is painted with. */
import type { MiniTreat } from './mini-treats.ts';
import type { ReadyBoxSpec } from './ready-box.ts';
import type { Topping } from './toppings.ts';

export interface BarFlavour {
  key: string;
  /** Russian product name used in <title>. */
  title: string;
  /** Short flavour line printed on the wrapper. */
  label: string;
  /** Chocolate / yoghurt coating of the bar itself. */
  coat: string;
  drizzle: string;
  toppings: Topping[];
  /** Wrapper gradient, top then bottom. */
  wrapper: [string, string];
  /** Text colour on the wrapper. */
  ink: string;
  accent: string;
}

export const barFlavours: BarFlavour[] = [
  {
    key: 'chocolate-peanut',
    title: 'Протеиновый батончик humblbar шоколад-арахис',
    label: 'шоколад · арахис',
    coat: '#5e3826',
    drizzle: '#e8ae62',
    toppings: ['peanut', 'peanut', 'chocolate'],
    wrapper: ['#74493a', '#4a2e20'],
    ink: '#fff4e6',
    accent: '#d98b3a',
  },
  {
    key: 'salted-caramel',
    title: 'Протеиновый батончик humblbar солёная карамель',
    label: 'солёная карамель',
    coat: '#7a4a2e',
    drizzle: '#f2b45c',
    toppings: ['caramelDrop', 'salt', 'caramelDrop'],
    wrapper: ['#e9a255', '#c4701f'],
    ink: '#fff8ee',
    accent: '#5b3a29',
  },
  {
    key: 'coconut',
    title: 'Протеиновый батончик humblbar кокос',
    label: 'кокос · шоколад',
    coat: '#f6eee2',
    drizzle: '#5b3a29',
    toppings: ['coconut', 'coconut', 'chocolate'],
    wrapper: ['#5aaba2', '#3a7d76'],
    ink: '#fff8ee',
    accent: '#ffd3b0',
  },
  {
    key: 'raspberry-yogurt',
    title: 'Протеиновый батончик humblbar малина-йогурт',
    label: 'малина · йогурт',
    coat: '#fbeaf0',
    drizzle: '#d1295e',
    toppings: ['raspberry', 'raspberry', 'raspberry'],
    wrapper: ['#d9376f', '#a3134b'],
    ink: '#fff4f7',
    accent: '#ffd3b0',
  },
  {
    key: 'pistachio',
    title: 'Протеиновый батончик humblbar фисташка',
    label: 'фисташка',
    coat: '#4a2a1d',
    drizzle: '#f7efe1',
    toppings: ['pistachio', 'pistachio', 'pistachio'],
    wrapper: ['#a4c461', '#75953a'],
    ink: '#2f3b14',
    accent: '#fff4e6',
  },
  {
    key: 'coffee-latte',
    title: 'Протеиновый батончик humblbar кофе-латте',
    label: 'кофе · латте',
    coat: '#8a5a3c',
    drizzle: '#f7efe1',
    toppings: ['coffeeBean', 'coffeeBean', 'chocolate'],
    wrapper: ['#c49671', '#92623e'],
    ink: '#fff8ee',
    accent: '#3e271b',
  },
  {
    key: 'cherry-almond',
    title: 'Протеиновый батончик humblbar вишня-миндаль',
    label: 'вишня · миндаль',
    coat: '#4e2c1f',
    drizzle: '#f3a6b4',
    toppings: ['cherry', 'almond', 'almond'],
    wrapper: ['#b32b42', '#7d1428'],
    ink: '#fff4f0',
    accent: '#f2c7a0',
  },
];

export interface BrownieFlavour {
  key: string;
  title: string;
  /** Crumb colour of the sponge. */
  sponge: string;
  glaze: string;
  drizzle: string | null;
  toppings: Topping[];
}

export const brownieFlavours: BrownieFlavour[] = [
  {
    key: 'brownie-classic',
    title: 'Брауни humblpie классический шоколадный',
    sponge: '#4b2a1c',
    glaze: '#35190f',
    drizzle: '#f3e6d3',
    toppings: ['walnut', 'chocolate', 'walnut'],
  },
  {
    key: 'brownie-cherry',
    title: 'Брауни humblpie с вишней',
    sponge: '#4f2a22',
    glaze: '#3a1a14',
    drizzle: '#e77a92',
    toppings: ['cherry', 'cherry', 'chocolate'],
  },
  {
    key: 'brownie-salted-caramel',
    title: 'Брауни humblpie солёная карамель и арахис',
    sponge: '#553020',
    glaze: '#d98b3a',
    drizzle: '#4a2a1d',
    toppings: ['peanut', 'salt', 'peanut'],
  },
];

export interface PieFlavour {
  key: string;
  title: string;
  filling: string;
  /** Pieces inside the filling, shown on the cut face. */
  chunk: string;
  top: 'crumble' | 'lattice' | 'cream';
  /** Top surface colour for the cream style. */
  surface: string;
  toppings: Topping[];
  drizzle: string | null;
}

export const pieFlavours: PieFlavour[] = [
  {
    key: 'pie-apple-cinnamon',
    title: 'Пирог humblpie яблоко-корица',
    filling: '#e5a24a',
    chunk: '#f7dc98',
    top: 'crumble',
    surface: '#e9b566',
    toppings: ['appleSlice', 'cinnamon'],
    drizzle: '#fff4e6',
  },
  {
    key: 'pie-blueberry',
    title: 'Пирог humblpie черничный',
    filling: '#51306f',
    chunk: '#3a2266',
    top: 'lattice',
    surface: '#51306f',
    toppings: ['blueberry', 'blueberry', 'leaf'],
    drizzle: null,
  },
  {
    key: 'pie-cheesecake-raspberry',
    title: 'Творожный пирог humblpie с малиной',
    filling: '#fbeedc',
    chunk: '#d8306a',
    top: 'cream',
    surface: '#fdf3e6',
    toppings: ['raspberry', 'raspberry', 'leaf'],
    drizzle: null,
  },
];

export interface DrinkFlavour {
  key: string;
  title: string;
  kind: 'bottle' | 'can';
  /** Shake colour seen through the bottle, or the can's paint. */
  body: string;
  /** Label accent colour. */
  band: string;
  ink: string;
  name: string;
  line: string;
  garnish: Topping[];
}

export const drinkFlavours: DrinkFlavour[] = [
  {
    key: 'drink-shake-chocolate',
    title: 'Протеиновый коктейль humbl шоколад',
    kind: 'bottle',
    body: '#6b4130',
    band: '#5b3a29',
    ink: '#fff4e6',
    name: 'ШОКОЛАД',
    line: 'protein shake',
    garnish: ['chocolate', 'chocolate'],
  },
  {
    key: 'drink-shake-strawberry',
    title: 'Протеиновый коктейль humbl клубника-банан',
    kind: 'bottle',
    body: '#f29bb0',
    band: '#c2185b',
    ink: '#fff4f7',
    name: 'КЛУБНИКА',
    line: 'protein shake',
    garnish: ['strawberry', 'strawberry'],
  },
  {
    key: 'drink-cold-brew',
    title: 'Холодный кофе humbl cold brew',
    kind: 'can',
    body: '#3e271b',
    band: '#d98b3a',
    ink: '#fff4e6',
    name: 'COLD BREW',
    line: 'кофе · карамель',
    garnish: ['coffeeBean', 'coffeeBean'],
  },
  {
    key: 'drink-matcha-latte',
    title: 'Матча латте humbl',
    kind: 'can',
    body: '#86a845',
    band: '#fff4e6',
    ink: '#fff8ee',
    name: 'МАТЧА ЛАТТЕ',
    line: 'кокосовое молоко',
    garnish: ['leaf', 'leaf'],
  },
];

const bar = (wrapper: string, ink = '#fff4e6'): MiniTreat => ({ kind: 'bar', wrapper, ink });
const brownieTreat = (glaze: string, dot: string): MiniTreat => ({ kind: 'brownie', glaze, dot });
const tart = (filling: string, dot: string): MiniTreat => ({ kind: 'tart', filling, dot });

const BAR = {
  chocolate: bar('#6b4330'),
  caramel: bar('#d98b3a'),
  coconut: bar('#4f9d95'),
  raspberry: bar('#c92a64'),
  pistachio: bar('#8bab4a', '#2f3b14'),
  latte: bar('#b0815c'),
  cherry: bar('#9b2236'),
};
const BROWNIE = {
  classic: brownieTreat('#35190f', '#b98352'),
  cherry: brownieTreat('#3a1a14', '#b0152f'),
  caramel: brownieTreat('#d98b3a', '#dba464'),
};
const TART = {
  apple: tart('#e5a24a', '#f7dc98'),
  blueberry: tart('#51306f', '#3f3384'),
  cheesecake: tart('#fbeedc', '#d82d63'),
};

export const readyBoxes: ReadyBoxSpec[] = [
  {
    key: 'ready-box-4',
    title: 'Готовый бокс humbl mini на 4 десерта',
    sticker: 'mini 4',
    cols: 4,
    rows: 1,
    width: 250,
    rowH: 56,
    treats: [BROWNIE.cherry, TART.cheesecake, BROWNIE.caramel, TART.apple],
  },
  {
    key: 'ready-box-8',
    title: 'Готовый бокс humblbar на 8 батончиков',
    sticker: 'humblbar 8',
    cols: 2,
    rows: 4,
    width: 250,
    rowH: 27,
    treats: [
      BAR.pistachio,
      BAR.caramel,
      BAR.raspberry,
      BAR.coconut,
      BAR.chocolate,
      BAR.cherry,
      BAR.latte,
      BAR.caramel,
    ],
  },
  {
    key: 'ready-box-12',
    title: 'Готовый бокс humbl fancy на 12 десертов',
    sticker: 'fancy 12',
    cols: 4,
    rows: 3,
    width: 262,
    rowH: 34,
    treats: [
      TART.blueberry,
      BAR.caramel,
      BROWNIE.classic,
      TART.cheesecake,
      BAR.raspberry,
      BROWNIE.cherry,
      BAR.pistachio,
      TART.apple,
      BROWNIE.caramel,
      BAR.chocolate,
      TART.blueberry,
      BAR.coconut,
    ],
  },
];
