import type { Order } from '@shop/shared/orders/order-api';
import { ordersStrings } from './strings.ts';

/** How an order is received, in a word: 'Самовывоз', 'Доставка курьером' or 'Электронная доставка на e-mail'. */
export const deliveryLabels: Record<Order['delivery']['delivery_type'], string> = {
  pickup: ordersStrings.pickUp,
  courier: ordersStrings.courier,
  email: ordersStrings.email,
};
