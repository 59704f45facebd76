import { maxLineQuantity } from '@shop/shared/rules/cart-rules';
import type { Card } from '@shop/shared/rules/cards';
import type { Tx } from '../../db/client.ts';
import * as inventory from '../inventory/inventory.service.ts';
import * as repo from './cart.repository.ts';
import type { CartOwner } from './owner.ts';

/**
 * Moves a guest's cart into their account's at sign-in, in one transaction that locks the guest's cart,
 * then the account's, then the client's address, then the products (the order every cart change uses).
 * Boxes and lines of products only the guest had move as they are. Where both had a line of a product the
 * quantities add up, to what the product allows, its free stock and what one client may hold of it
 * (inventory/hold-limits.ts), but never below what either cart had alone: nothing is lost, and nothing is doubled,
 * because the guest's cart is gone afterwards (a second sign-in finds nothing to move). The hold is renewed
 * when everything the account's cart then keeps is free and within those limits, as after any change.
 */
export async function adoptGuestCart(
  tx: Tx,
  cards: readonly Card[],
  { guest, account, ip }: { guest: CartOwner; account: CartOwner; ip: string | null },
  now: Date,
): Promise<void> {
  const guestCart = await repo.lockExistingCart(tx, guest.key);
  if (!guestCart) return;
  const client = { owner: account.key, ip: ip ?? guestCart.clientIp };
  const accountCart = await repo.lockCart(tx, account.key, now, client.ip);
  const guestLines = await repo.cartLines(tx, guestCart.id);
  const accountLines = await repo.cartLines(tx, accountCart.id);
  const ids = [
    ...new Set([
      ...(await inventory.productsHeldBy(tx, guestCart.id)),
      ...(await inventory.productsHeldBy(tx, accountCart.id)),
    ]),
  ];
  const locked = await inventory.lockForStock(tx, client.ip, ids);

  const shared = guestLines.flatMap((line) => {
    const own = accountLines.find((l) => l.productId === line.productId && l.variant === line.variant);
    return own ? [{ guest: line, own }] : [];
  });
  const moving = guestLines.filter((line) => !shared.some((s) => s.guest.id === line.id)).map((l) => l.id);
  await repo.moveContents(tx, guestCart.id, accountCart.id, moving);
  for (const { guest: line } of shared) await repo.deleteLine(tx, line.id);

  const room = await inventory.lineRoom(tx, {
    cartId: accountCart.id,
    client,
    products: locked,
    lines: shared.map((s) => s.own),
    now,
  });
  for (const { guest: guestLine, own: ownLine } of shared) {
    const product = locked.get(ownLine.productId)!;
    const quantity = Math.min(
      guestLine.quantity + ownLine.quantity,
      maxLineQuantity(cards, product.id),
      Math.max(room.get(product.id)!, guestLine.quantity, ownLine.quantity),
    );
    await repo.updateLine(tx, ownLine.id, quantity, repo.linePrice(product, quantity));
  }
  // Renewed when everything the cart now keeps is free and within the limits; a merge never refuses.
  await inventory.settleHold(tx, { cartId: accountCart.id, client, products: locked, grew: new Map(), now });
}
