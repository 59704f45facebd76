import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import type { AdminProduct, ProductCreate } from '@shop/shared/catalog/admin-product-api';
import type { Product, ProductGroup } from '@shop/shared/catalog/product-api';
import { buildCatalogCards } from '@shop/shared/rules/card-builders';
import type { Card } from '@shop/shared/rules/cards';
import { productGroups, products } from '../../db/schema.ts';
import type { TestApp } from '../../test/test-app.ts';
import type { AdminCalls } from './admin-test-kit.ts';

/** Test helpers of the catalogue editor's API (catalog-*.test.ts). */

/** The food information a food product needs before it is published. */
export const foodInformation = {
  composition_1: 'Финики, арахисовая паста, изолят сывороточного белка, какао.',
  composition_2: 'Содержит арахис и молоко.',
  calories: 380,
  protein: 30,
  fat: 14,
  carbohydrates: 32,
  weight: 50,
  shelf_life: '9 месяцев',
  storage_conditions: 'При температуре от +5 до +25 °C',
  manufacturer: 'ООО «Хамбл», 191002, Санкт-Петербург, ул. Рубинштейна, д. 15/17',
} satisfies Partial<ProductCreate>;

/** 'Чтобы опубликовать товар, заполните: …' naming every field. */
export const allFoodMissing =
  'Чтобы опубликовать товар, заполните: состав, аллергены, калорийность, белки, жиры, углеводы, вес нетто, ' +
  'срок годности, условия хранения, изготовитель';

export async function grouped(t: TestApp): Promise<ProductGroup[]> {
  const res = await t.app.inject({ method: 'GET', url: '/api/products/grouped' });
  expect(res.statusCode).toBe(200);
  return res.json();
}

export function findIn(groups: readonly ProductGroup[], id: number): Product | undefined {
  for (const group of groups) {
    const found = group.products.find((p) => p.id === id) ?? findIn(group.children, id);
    if (found) return found;
  }
  return undefined;
}

export function findGroup(groups: readonly ProductGroup[], id: number): ProductGroup | undefined {
  for (const group of groups) {
    if (group.id === id) return group;
    const found = findGroup(group.children, id);
    if (found) return found;
  }
  return undefined;
}

/** The storefront's cards now. */
export const cardsOf = async (t: TestApp): Promise<Card[]> => buildCatalogCards(await grouped(t));

/** The editor's list (`archived`: the archive). */
export async function listed(admin: AdminCalls, archived = false): Promise<AdminProduct[]> {
  const res = await admin.get(`/api/admin/products${archived ? '?archived=1' : ''}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

/** Creates products (201) and answers them. */
export async function create(admin: AdminCalls, body: ProductCreate): Promise<AdminProduct[]> {
  const res = await admin.post('/api/admin/products', body);
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}

/** A new bar flavour, on sale, with stock. */
export const newBar = (name: string, extra: Partial<ProductCreate> = {}): ProductCreate => ({
  kind: 'bar',
  name,
  price: 199,
  quantity: 40,
  active: true,
  ...foodInformation,
  ...extra,
});

/** PUT as a signed-in caller (token null: nobody). */
export const put = (t: TestApp, token: string | null, url: string, payload: object) =>
  t.app.inject({
    method: 'PUT',
    url,
    headers: token ? { authorization: `Bearer ${token}` } : {},
    payload,
  });

export const productRow = async (t: TestApp, id: number) =>
  (await t.database.db.select().from(products).where(eq(products.id, id)))[0]!;

export const groupNamed = async (t: TestApp, name: string) =>
  (await t.database.db.select().from(productGroups).where(eq(productGroups.name, name)))[0]!;

/** A creation refused with `status` (and `detail`), making nothing. */
export async function refusedCreate(
  t: TestApp,
  admin: AdminCalls,
  body: object,
  status: number,
  detail?: string,
) {
  const count = async () => (await t.database.db.select({ id: products.id }).from(products)).length;
  const before = await count();
  const res = await admin.post('/api/admin/products', body);
  expect(res.statusCode, `${JSON.stringify(body)} → ${res.body}`).toBe(status);
  if (detail) expect(res.json().detail).toBe(detail);
  expect(await count()).toBe(before);
}
