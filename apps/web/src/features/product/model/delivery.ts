/** Delivery terms shown on product pages (SPEC.md §1, §9). */
export const courierFee = 300;
export const courierHours = { days: 'по будням', from: '12:00', to: '18:00' } as const;
export const nationwideCarrier = 'службой доставки маркетплейса';
