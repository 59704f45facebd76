import { addCartLine, refreshBasket } from '@/features/cart';
import { recreateBox } from '../api/recreate-box.ts';
import type { RepeatPlan } from './repeat-plan.ts';

/**
 * Puts a repeat plan into the cart, one call after another (lines of one product add up on the server),
 * then shows the new basket. Answers the names that did not go in (sold out meanwhile, or never could).
 */
export async function repeatOrder(plan: RepeatPlan): Promise<string[]> {
  const missing = [...plan.skipped];
  for (const line of plan.lines) {
    try {
      await addCartLine(line.productId, line.quantity, line.giftCard);
    } catch {
      missing.push(line.name);
    }
  }
  for (const box of plan.boxes) {
    try {
      await recreateBox(box.boxType, box.items);
    } catch {
      missing.push(box.name);
    }
  }
  await refreshBasket().catch(() => undefined);
  return [...new Set(missing)];
}
