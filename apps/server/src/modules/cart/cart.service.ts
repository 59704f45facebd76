import { boxTypeSize, type BoxType } from '@shop/shared/boxes/box-types';
import type { Box, CartAnswer, CartItem } from '@shop/shared/cart/cart-api';
import { cartMessages, holdMessages } from '@shop/shared/cart/messages';
import { giftCardOf, type GiftChoice } from '@shop/shared/gift-cards/rules';
import { checkBox, quantityProblem } from '@shop/shared/rules/cart-rules';
import type { Db } from '../../db/client.ts';
import { notFound, tooManyRequests, unprocessable } from '../../lib/refusals.ts';
import type { RateLimiter } from '../../lib/rate-limit.ts';
import type { CatalogService } from '../catalog/catalog.service.ts';
import * as inventory from '../inventory/inventory.service.ts';
import { adoptGuestCart } from './adopt-guest-cart.ts';
import { giftLine } from './gift-card-choice.ts';
import { toBox, toCartItem } from './cart-view.ts';
import { takeCartForOrder, type CartContents, type ExtraUnits, type TakeRefusal } from './take-for-order.ts';
import * as repo from './cart.repository.ts';
import type { CartOwner } from './owner.ts';

interface FlavourInput {
  product_id: number;
  quantity: number;
}

/**
 * Cart lines and boxes with their stock holds. Every change runs in one transaction that locks the owner's
 * cart row, then the client's address (an advisory lock) and then the products involved (in id order), so
 * holds on a product are taken one at a time on PostgreSQL and PGlite alike. A cart holds its units until
 * 15 minutes after its last change; a lapsed hold just stops counting, no background job needed. What one
 * client may hold is bounded (the inventory module decides it); a cart belongs to the address of its last
 * change.
 */
export class CartService {
  constructor(
    private readonly db: Db,
    private readonly catalog: CatalogService,
    private readonly limiter: RateLimiter,
    private readonly now: () => Date = () => new Date(),
  ) {}

  async cart(owner: CartOwner): Promise<CartAnswer> {
    const cart = await repo.findCart(this.db, owner.key);
    if (!cart) return { items: [], reserved_until: null };
    const [lines, boxes] = await Promise.all([
      repo.cartLines(this.db, cart.id),
      repo.cartBoxes(this.db, cart.id),
    ]);
    const empty = lines.length === 0 && boxes.length === 0;
    return { items: lines.map(toCartItem), reserved_until: empty ? null : cart.heldUntil.toISOString() };
  }

  /** Adds units of a product (a gift card with its recipient details: gift-card-choice.ts). */
  async add(
    owner: CartOwner,
    ip: string,
    productId: number,
    quantity: number,
    gift?: GiftChoice,
  ): Promise<CartItem> {
    const { cards } = await this.catalog.groupedSnapshot();
    return this.change(owner, ip, [productId], async (tx, cartId, locked, now) => {
      const product = locked.get(productId);
      if (!product?.active) throw notFound(cartMessages.productNotFound);
      const details = giftLine(cards, productId, gift, now);
      const existing = await repo.lineOfProduct(tx, cartId, productId, details.variant);
      const total = (existing?.quantity ?? 0) + quantity;
      // Each add is one choice of the page; a gift card line also stays within its maximum in all.
      const problem =
        quantityProblem(cards, productId, quantity) ??
        (details.variant !== '' || giftCardOf(cards, productId)
          ? quantityProblem(cards, productId, total)
          : null);
      if (problem) throw unprocessable(problem);
      const price = repo.linePrice(product, total);
      const lineId = existing
        ? (await repo.updateLine(tx, existing.id, total, price), existing.id)
        : await repo.insertLine(tx, {
            cartId,
            productId,
            quantity: total,
            price,
            createdAt: now,
            ...details,
          });
      return { result: lineId, grew: new Map([[productId, quantity]]) };
    }).then(async ({ cartId, result }) =>
      toCartItem((await repo.cartLines(this.db, cartId)).find((l) => l.id === result)!),
    );
  }

  async setQuantity(
    owner: CartOwner,
    ip: string,
    lineId: number,
    quantity: number,
  ): Promise<{ id: number; price: number; quantity: number }> {
    const { cards } = await this.catalog.groupedSnapshot();
    const line = await this.ownLine(owner, lineId);
    return this.change(owner, ip, [line.productId], async (tx, cartId, locked) => {
      const problem = quantityProblem(cards, line.productId, quantity);
      if (problem) throw unprocessable(problem);
      // Read again in the locked cart: a sign-in may have moved the line to the account's cart since.
      const current = await repo.findLine(tx, cartId, lineId);
      if (!current) throw notFound(cartMessages.lineNotFound);
      const price = repo.linePrice(locked.get(current.productId)!, quantity);
      if (!(await repo.updateCartLine(tx, cartId, lineId, quantity, price)))
        throw notFound(cartMessages.lineNotFound);
      return {
        result: { id: lineId, price, quantity },
        grew: new Map([[current.productId, quantity - current.quantity]]),
      };
    }).then(({ result }) => result);
  }

  async remove(owner: CartOwner, ip: string, lineId: number): Promise<void> {
    await this.ownLine(owner, lineId);
    await this.change(owner, ip, [], async (tx, cartId) => {
      if (!(await repo.deleteCartLine(tx, cartId, lineId))) throw notFound(cartMessages.lineNotFound);
      return { result: undefined, grew: new Map() };
    });
  }

  async boxes(owner: CartOwner): Promise<Box[]> {
    const cart = await repo.findCart(this.db, owner.key);
    return cart ? (await repo.cartBoxes(this.db, cart.id)).map((box) => toBox(box, owner)) : [];
  }

  async box(owner: CartOwner, boxId: number): Promise<Box> {
    const cart = await repo.findCart(this.db, owner.key);
    const [box] = cart ? await repo.cartBoxes(this.db, cart.id, boxId) : [];
    if (!box) throw notFound(cartMessages.boxNotFound);
    return toBox(box, owner);
  }

  async createBox(
    owner: CartOwner,
    ip: string,
    boxType: BoxType,
    items: readonly FlavourInput[],
  ): Promise<Box> {
    const flavours = await this.checkedBox(boxType, items);
    const { result } = await this.change(
      owner,
      ip,
      flavours.map((f) => f.productId),
      async (tx, cartId, _locked, now) => {
        const boxId = await repo.insertBox(tx, cartId, boxType, now);
        await repo.replaceBoxItems(tx, boxId, flavours);
        return { result: boxId, grew: new Map(flavours.map((f) => [f.productId, f.quantity])) };
      },
    );
    return this.box(owner, result);
  }

  async updateBoxItems(
    owner: CartOwner,
    ip: string,
    boxId: number,
    items: readonly FlavourInput[],
  ): Promise<Box> {
    const current = await this.box(owner, boxId);
    const flavours = await this.checkedBox(current.box_type, items);
    const ids = [
      ...new Set([...current.items.map((i) => i.product_id), ...flavours.map((f) => f.productId)]),
    ];
    const { cartId } = await this.change(owner, ip, ids, async (tx, cartId) => {
      // Read again in the locked cart: a sign-in may have moved the box to the account's cart since.
      const [box] = await repo.cartBoxes(tx, cartId, boxId);
      if (!box || box.boxType !== current.box_type) throw notFound(cartMessages.boxNotFound);
      await repo.replaceBoxItems(tx, boxId, flavours);
      const grew = new Map<number, number>();
      for (const f of flavours) grew.set(f.productId, f.quantity);
      for (const item of box.items) grew.set(item.productId, (grew.get(item.productId) ?? 0) - item.quantity);
      return { result: undefined, grew };
    });
    const [box] = await repo.cartBoxes(this.db, cartId, boxId);
    if (!box) throw notFound(cartMessages.boxNotFound);
    return toBox(box, owner);
  }

  async deleteBox(owner: CartOwner, ip: string, boxId: number): Promise<void> {
    await this.box(owner, boxId);
    await this.change(owner, ip, [], async (tx, cartId) => {
      if (!(await repo.deleteCartBox(tx, cartId, boxId))) throw notFound(cartMessages.boxNotFound);
      return { result: undefined, grew: new Map() };
    });
  }

  /**
   * Moves a guest's cart into the account's at sign-in (adopt-guest-cart.ts); `ip` is the sign-in's address
   * (unknown: the guest cart's).
   */
  async adoptGuestCart(guest: CartOwner, account: CartOwner, ip?: string): Promise<void> {
    const { cards } = await this.catalog.groupedSnapshot();
    await this.db.transaction((tx) =>
      adoptGuestCart(tx, cards, { guest, account, ip: ip ?? null }, this.now()),
    );
  }

  /**
   * Takes the owner's cart for an order placed from `ip` in one transaction (take-for-order.ts): the
   * cart's holds become what `build` makes of them in that transaction, or the answer says why not (and
   * the transaction still commits, so a repriced cart keeps its new prices).
   */
  async takeForOrder<T extends object>(
    owner: CartOwner,
    ip: string,
    extras: readonly ExtraUnits[],
    now: Date,
    build: (tx: repo.Tx, contents: CartContents) => Promise<T | TakeRefusal>,
  ): Promise<T | TakeRefusal> {
    // Read before the transaction: on the embedded database a query outside it would wait for it to end.
    const { cards } = await this.catalog.groupedSnapshot();
    return this.db.transaction((tx) =>
      takeCartForOrder(tx, cards, { owner: owner.key, ip }, extras, now, (contents) => build(tx, contents)),
    );
  }

  private async ownLine(owner: CartOwner, lineId: number): Promise<repo.LineRow> {
    const cart = await repo.findCart(this.db, owner.key);
    const line = cart ? (await repo.cartLines(this.db, cart.id)).find((l) => l.id === lineId) : undefined;
    // Another caller's line looks exactly like a missing one.
    if (!line) throw notFound(cartMessages.lineNotFound);
    return line;
  }

  private async checkedBox(boxType: BoxType, items: readonly FlavourInput[]) {
    const { cards } = await this.catalog.groupedSnapshot();
    const checked = checkBox(cards, boxTypeSize[boxType], items);
    if ('error' in checked) throw unprocessable(checked.error);
    return checked.flavours;
  }

  /**
   * Runs one change of the owner's cart, made from `ip`, and settles its holds (inventory.settleHold).
   * `grew` says how many units of which products the change added (negative when it gave some back).
   */
  private async change<T>(
    owner: CartOwner,
    ip: string,
    productIds: readonly number[],
    apply: (
      tx: repo.Tx,
      cartId: number,
      locked: Map<number, inventory.StockedProduct>,
      now: Date,
    ) => Promise<{ result: T; grew: Map<number, number> }>,
  ): Promise<{ cartId: number; result: T }> {
    const now = this.now();
    const newCarts = inventory.HOLD_LIMITS.newCartsPerAddress;
    const newCartsKey = `carts-ip:${ip}`;
    // Looked at before the transaction (on the embedded database a query outside it would wait for it),
    // and counted only once a cart was really made: a refused change makes none and uses up nothing.
    if (!(await repo.findCart(this.db, owner.key))) {
      const made = await this.limiter.peek(newCartsKey, newCarts.windowMs, now);
      if (made.hits >= newCarts.limit)
        throw tooManyRequests(holdMessages.tooManyCarts(made.retryAfter), made.retryAfter);
    }
    const { created, ...outcome } = await this.db.transaction(async (tx) => {
      const cart = await repo.lockCart(tx, owner.key, now, ip);
      const held = await inventory.productsHeldBy(tx, cart.id);
      const locked = await inventory.lockForStock(tx, ip, [...new Set([...held, ...productIds])]);
      const { result, grew } = await apply(tx, cart.id, locked, now);
      const client = { owner: owner.key, ip };
      await inventory.settleHold(tx, { cartId: cart.id, client, products: locked, grew, now });
      return { cartId: cart.id, result, created: cart.created };
    });
    if (created) await this.limiter.hit(newCartsKey, newCarts.limit, newCarts.windowMs, now);
    return outcome;
  }
}
