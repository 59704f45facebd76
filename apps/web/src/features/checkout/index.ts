/**
 * features/checkout's public entry, the only one other features import: the checkout's delivery time slots
 * (the admin's delivery section edits them).
 */
export { deliveryTimesQuery } from './api/get-delivery-times.ts';
