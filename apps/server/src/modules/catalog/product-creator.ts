import { adminMessages } from '@shop/shared/admin/messages';
import {
  productKindTitles,
  type AdminProduct,
  type ProductCreate,
  type ProductKind,
} from '@shop/shared/catalog/admin-product-api';
import type { Tx } from '../../db/client.ts';
import { conflict, unprocessable } from '../../lib/refusals.ts';
import type { GroupRow } from './catalog.repository.ts';
import { fieldsOf, type RecordAudit } from './product-fields.ts';
import {
  blankToNull,
  checkBoxPrices,
  checkContents,
  checkPublishable,
  contentsDefaults,
  groupBoxPrices,
  groupOfKind,
} from './product-rules.ts';
import { slugOf, uniqueSlug } from './product-slugs.ts';
import { adminViews, loadGroupTree, type GroupTree, type HeldUnits } from './product-view.ts';
import {
  insertGroup,
  insertProducts,
  lastSortOrder,
  lockCreation,
  lockGroups,
  productsOfGroup,
  slugsStartingWith,
  type NewProduct,
} from './products.repository.ts';

export interface CreateContext {
  held: HeldUnits;
  now: Date;
  /** Writes an audit row in the creation's transaction (one per product made). */
  record: RecordAudit;
}

const isECard = (label: string | null | undefined) => /^электрон/iu.test(label?.trim() ?? '');

/**
 * Makes a new product of a kind (docs/product/catalogue.md#creating-and-archiving) in the caller's
 * transaction, taking turns with every other creation (slugs and places in a group are decided one at a
 * time): filed in `group_id` (a group of that kind) or the kind's first group without sub-groups (a new one
 * named by the kind when there is none), last in its group, hidden unless `active`. Merch with sizes makes
 * one product per size. Answers every product made.
 */
export async function createProducts(
  tx: Tx,
  body: ProductCreate,
  context: CreateContext,
): Promise<AdminProduct[]> {
  await lockCreation(tx);
  const tree = await loadGroupTree(tx);
  const { kind } = body;
  checkKindFields(body);

  const group = await groupFor(tx, tree, body);
  await lockGroups(tx, [group.id]);
  const base: NewProduct = {
    slug: '',
    groupId: group.id,
    sortOrder: 0,
    name: body.name,
    price: body.price,
    quantity: body.quantity ?? 0,
    active: body.active ?? false,
    popular: body.popular ?? false,
    novelty: body.novelty ?? false,
    recommended: body.recommended ?? false,
    label: blankToNull(body.label) ?? null,
    description: body.description ?? '',
    calories: body.calories ?? null,
    protein: body.protein ?? null,
    fat: body.fat ?? null,
    carbohydrates: body.carbohydrates ?? null,
    weight: body.weight ?? null,
    composition1: blankToNull(body.composition_1) ?? null,
    composition2: blankToNull(body.composition_2) ?? null,
    shelfLife: blankToNull(body.shelf_life) ?? null,
    storageConditions: blankToNull(body.storage_conditions) ?? null,
    manufacturer: blankToNull(body.manufacturer) ?? null,
    boxPrices: body.box_prices ?? null,
    contents: null,
    imageUrls: [],
  };

  if (kind === 'box_flavour') {
    base.boxPrices = body.box_prices ?? groupBoxPrices(tree, group.id);
    if (!base.boxPrices) throw unprocessable(adminMessages.boxPricesRequired);
  }
  if (kind === 'ready_box') {
    if (!body.contents) throw unprocessable(adminMessages.contentsRequired);
    const rows = await checkContents(tx, tree, body.contents, null);
    const worked = contentsDefaults(rows, body.contents);
    base.contents = body.contents;
    base.composition1 ??= worked.composition1;
    for (const field of ['calories', 'protein', 'fat', 'carbohydrates', 'weight'] as const)
      base[field] ??= worked[field];
  }
  if (kind === 'gift_card') await checkGiftCard(tx, group, body);
  if (base.active) checkPublishable(kind, base);

  const variants = body.sizes
    ? body.sizes.map(({ size, quantity }) => ({ ...base, name: `${body.name} ${size}`, size, quantity }))
    : [base];
  let sortOrder = await lastSortOrder(tx, { groupId: group.id });
  const stem = slugOf(body.name, kind.replace('_', '-'));
  const taken = await slugsStartingWith(tx, 'products', stem);
  for (const variant of variants) {
    variant.slug = uniqueSlug(variant.size ? `${stem}-${variant.size.toLowerCase()}` : stem, taken);
    taken.add(variant.slug);
    sortOrder += 10;
    variant.sortOrder = sortOrder;
  }

  const made = await insertProducts(tx, variants);
  for (const row of made) {
    await context.record(tx, {
      action: 'product.create',
      target: `product:${row.id}`,
      before: null,
      after: fieldsOf(row),
    });
  }
  return adminViews(tx, made, context.held, context.now);
}

/** Fields only some kinds carry: sizes for merch (each once, each with its own stock), contents for ready boxes. */
function checkKindFields(body: ProductCreate): void {
  const { kind } = body;
  if (body.sizes) {
    if (kind !== 'merch') throw unprocessable(adminMessages.sizesNotForKind);
    if (body.quantity !== undefined) throw unprocessable(adminMessages.sizesWithQuantity);
    if (new Set(body.sizes.map((s) => s.size)).size !== body.sizes.length)
      throw unprocessable(adminMessages.sizesRepeated);
  }
  if (body.contents && kind !== 'ready_box') throw unprocessable(adminMessages.contentsNotForKind);
  checkBoxPrices(kind, body.box_prices);
}

/**
 * The group a new product goes in: the one asked for (of its kind), else the kind's first group without
 * sub-groups in catalogue order (for gift cards, one holding cards of the same type — e-card or plastic — or
 * none), else a new top-level group named by the kind.
 */
async function groupFor(tx: Tx, tree: GroupTree, body: ProductCreate): Promise<GroupRow> {
  const { kind } = body;
  if (body.group_id !== undefined) return groupOfKind(tree, body.group_id, kind);
  const parents = new Set([...tree.groups.values()].map((group) => group.parentId));
  for (const group of tree.groups.values()) {
    if (tree.kinds.get(group.id) !== kind || parents.has(group.id)) continue;
    if (kind !== 'gift_card' || (await giftCardTypeFits(tx, group, body))) return group;
  }
  return newGroupFor(tx, kind, body);
}

async function newGroupFor(tx: Tx, kind: ProductKind, body: ProductCreate): Promise<GroupRow> {
  const stem = `kind-${kind.replace('_', '-')}`;
  const slug = uniqueSlug(stem, await slugsStartingWith(tx, 'groups', stem));
  return insertGroup(tx, {
    slug,
    name: productKindTitles[kind],
    kind,
    parentId: null,
    sortOrder: (await lastSortOrder(tx, 'groups')) + 10,
    boxPrices: kind === 'box_flavour' ? (body.box_prices ?? null) : null,
  });
}

/** A gift-card group shows one card: all its cards e-cards or all plastic. */
async function giftCardTypeFits(tx: Tx, group: GroupRow, body: ProductCreate): Promise<boolean> {
  const cards = await productsOfGroup(tx, group.id);
  return cards.every((card) => isECard(card.label) === isECard(body.label));
}

/** One card per amount in a group, of one type (catalogue.md#gift-cards): the amount is the price. */
async function checkGiftCard(tx: Tx, group: GroupRow, body: ProductCreate): Promise<void> {
  if (!(await giftCardTypeFits(tx, group, body))) throw unprocessable(adminMessages.giftCardOtherType);
  const cards = await productsOfGroup(tx, group.id);
  if (cards.some((card) => card.price === body.price))
    throw conflict(adminMessages.giftCardTaken(body.price));
}
