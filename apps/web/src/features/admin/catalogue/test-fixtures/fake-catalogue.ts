// Test helper (imported by tests only): the admin catalogue API as a stateful fake over the fetch stub.
import type {
  AdminProduct,
  AdminProductGroup,
  ProductCreate,
  ProductPhoto,
  ProductUpdate,
} from '@shop/shared/catalog/admin-product-api';
import { bodyOf, type Answer, type Reply } from '@/test/fetch-stub.ts';

export const groups: AdminProductGroup[] = [
  { id: 1, name: 'Протеиновые батончики humblbar', kind: 'bar' },
  { id: 4, name: 'Готовые боксы (ready box)', kind: 'ready_box' },
  { id: 6, name: 'Box humblbar', kind: 'box_flavour' },
  { id: 7, name: 'Box humblpie', kind: 'box_flavour' },
  { id: 8, name: 'Merch футболки', kind: 'merch' },
  { id: 9, name: 'Merch подарочные карты', kind: 'gift_card' },
];

const food = {
  composition_1: 'Финики, кокос, протеин',
  composition_2: 'Не содержит',
  shelf_life: '9 месяцев',
  storage_conditions: 'От +5 до +25 °C',
  manufacturer: 'ООО «Хамбл», Санкт-Петербург',
  calories: 210,
  protein: 12.5,
  fat: 9,
  carbohydrates: 20,
  weight: 45,
};

export function adminProduct(
  overrides: Partial<AdminProduct> & Pick<AdminProduct, 'id' | 'name'>,
): AdminProduct {
  return {
    kind: 'bar',
    group_id: 1,
    group: 'Протеиновые батончики humblbar',
    sort_order: overrides.id,
    image: null,
    photos: [],
    price: 179,
    quantity: 40,
    held: 5,
    active: true,
    archived: false,
    popular: false,
    novelty: false,
    recommended: false,
    label: null,
    description: 'Кокос и тёмный шоколад',
    ...food,
    size: null,
    box_prices: null,
    contents: null,
    ...overrides,
  };
}

export const photo = (id: number, alt: string): ProductPhoto => ({
  id,
  base: `/media/products/${'0'.repeat(31)}${id}`,
  alt,
  width: 1440,
  height: 1080,
  widths: [320, 640, 960, 1440],
});

export const coconut = adminProduct({ id: 12, name: 'humblbar Кокос', popular: true });
export const pistachio = adminProduct({ id: 13, name: 'humblbar Фисташка', active: false });
export const boxCoconut = adminProduct({
  id: 30,
  name: 'humblbar Кокос',
  kind: 'box_flavour',
  group_id: 6,
  group: 'Box humblbar',
  sort_order: 1,
  box_prices: { '4': 169, '8': 159, '12': 149 },
});
export const boxPistachio = adminProduct({
  id: 31,
  name: 'humblbar Фисташка',
  kind: 'box_flavour',
  group_id: 6,
  group: 'Box humblbar',
  sort_order: 2,
  box_prices: { '4': 169, '8': 159, '12': 149 },
});
export const shirt = adminProduct({
  id: 15,
  name: 'Футболка humbl L',
  kind: 'merch',
  group_id: 8,
  group: 'Merch футболки',
  price: 1990,
  quantity: 8,
  held: 2,
  size: 'L',
  composition_1: null,
  composition_2: null,
  shelf_life: null,
  storage_conditions: null,
  manufacturer: null,
  calories: null,
  protein: null,
  fat: null,
  carbohydrates: null,
  weight: null,
});
export const oldBar = adminProduct({ id: 40, name: 'humblbar Старый', archived: true, active: false });

export interface FakeCatalogue {
  answers: Record<string, Answer>;
  products: Map<number, AdminProduct>;
  archived: Map<number, AdminProduct>;
}

/**
 * The catalogue as the server keeps it: writes change what the lists answer next. `refuse` answers a call
 * ('POST /api/admin/products', 'PATCH /api/admin/products/12', …) with a refusal instead.
 */
export function fakeCatalogue(
  start: AdminProduct[] = [coconut, pistachio, boxCoconut, boxPistachio, shirt],
  { archive = [oldBar], refuse = {} }: { archive?: AdminProduct[]; refuse?: Record<string, Reply> } = {},
): FakeCatalogue {
  const products = new Map(start.map((product) => [product.id, { ...product }]));
  const archived = new Map(archive.map((product) => [product.id, { ...product }]));
  let nextId = 100;
  const answers: Record<string, Answer> = {
    'GET /api/admin/products': () => ({ body: [...products.values()] }),
    'GET /api/admin/products?archived=1': () => ({ body: [...archived.values()] }),
    'GET /api/admin/product-groups': { body: groups },
    'POST /api/admin/products': (init) => {
      const body = bodyOf(init) as ProductCreate;
      const group =
        groups.find((entry) => entry.id === body.group_id) ??
        groups.find((entry) => entry.kind === body.kind)!;
      const made = (body.sizes ?? [null]).map((size) => {
        const id = (nextId += 1);
        const { kind, sizes: _sizes, ...fields } = body;
        const product = adminProduct({
          id,
          kind,
          group_id: group.id,
          group: group.name,
          held: 0,
          active: false,
          description: '',
          label: null,
          composition_1: null,
          composition_2: null,
          shelf_life: null,
          storage_conditions: null,
          manufacturer: null,
          calories: null,
          protein: null,
          fat: null,
          carbohydrates: null,
          weight: null,
          ...fields,
          name: size ? `${body.name} ${size.size}` : body.name,
          quantity: size ? size.quantity : (body.quantity ?? 0),
          size: size?.size ?? null,
        });
        products.set(id, product);
        return product;
      });
      return { status: 201, body: made };
    },
  };
  for (const id of [...products.keys(), ...archived.keys(), 101, 102, 103]) {
    answers[`PATCH /api/admin/products/${id}`] = (init) => {
      const saved = { ...products.get(id)!, ...(bodyOf(init) as ProductUpdate) } as AdminProduct;
      products.set(id, saved);
      return { body: saved };
    };
    answers[`POST /api/admin/products/${id}/archive`] = () => {
      const product = { ...products.get(id)!, archived: true, active: false };
      products.delete(id);
      archived.set(id, product);
      return { body: product };
    };
    answers[`POST /api/admin/products/${id}/restore`] = () => {
      const product = { ...archived.get(id)!, archived: false };
      archived.delete(id);
      products.set(id, product);
      return { body: product };
    };
    answers[`PUT /api/admin/products/${id}/photos/order`] = (init) => {
      const { photo_ids } = bodyOf(init) as { photo_ids: number[] };
      const product = products.get(id)!;
      product.photos = photo_ids.map((photoId) => product.photos.find((entry) => entry.id === photoId)!);
      return { body: product.photos };
    };
  }
  for (const group of groups) {
    answers[`PUT /api/admin/product-groups/${group.id}/order`] = (init) => {
      const { product_ids } = bodyOf(init) as { product_ids: number[] };
      product_ids.forEach((id, index) => {
        products.set(id, { ...products.get(id)!, sort_order: index + 1 });
      });
      return { body: null };
    };
  }
  Object.assign(answers, refuse);
  return { answers, products, archived };
}
