/** Delivery terms shown on product pages (docs/product/catalogue.md#product-pages). */
export { COURIER_FEE as courierFee } from '@shop/shared/rules/order-fees';
export const courierHours = { days: 'по будням', from: '12:00', to: '18:00' } as const;
export const nationwideCarrier = 'службой доставки маркетплейса';
