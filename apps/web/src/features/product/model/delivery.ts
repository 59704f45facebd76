/** Delivery terms shown on product pages (SPEC.md §1, §9). */
export { COURIER_FEE as courierFee } from '@shop/shared/rules/order-totals';
export const courierHours = { days: 'по будням', from: '12:00', to: '18:00' } as const;
export const nationwideCarrier = 'службой доставки маркетплейса';
