/** The catalogue section with a product's editor open (the dashboard's low-stock links). */
export const productEditPath = (productId: number): string => `/admin/catalogue?product=${productId}`;

/** The product named in the catalogue section's address, or null. */
export function productInAddress(search: string): number | null {
  const value = new URLSearchParams(search).get('product');
  return value && /^\d+$/.test(value) ? Number(value) : null;
}
