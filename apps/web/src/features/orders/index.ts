/**
 * features/orders's public entry, the only one other features import: the customer's orders: the header's
 * shortcut to a placed order, status and sums (the admin shows them too).
 */
export { getOrders } from './api/get-orders.ts';
export { payOrder } from './api/pay-order.ts';
export { OrderSums } from './components/order-sums.tsx';
export { StatusLabel } from './components/status-label.tsx';
export { dismissOrderShortcut, markOrderPlaced, useOrderShortcut } from './model/order-shortcut.ts';
export { shownStatus } from './model/order-state.ts';
export { useOrderToPay } from './model/use-order-to-pay.ts';
