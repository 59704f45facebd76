import type { AdminProduct } from '@shop/shared/catalog/admin-product-api';
import { errorMessage } from '@/lib/api-client.ts';
import { useUpdateProduct } from '../api/update-product.ts';
import type { ProductFlag } from '../strings.ts';

/**
 * What became of a change made from the list: said once in the section's message line. `hidden`: the
 * change took the product out of the shop (the line offers to put it back).
 */
export type ListResult = { product: AdminProduct; error: string | null; hidden?: boolean };

/**
 * A row's flag switches: a click sends that one flag at once; while it travels the switch already shows
 * the new position (busy) and the row's other switches wait.
 */
export function useFlagToggle(product: AdminProduct, onResult: (result: ListResult) => void) {
  const update = useUpdateProduct(product.id);
  const pendingFlag = update.isPending
    ? (Object.keys(update.variables ?? {})[0] as ProductFlag | undefined)
    : undefined;
  return {
    checked: (flag: ProductFlag) =>
      pendingFlag === flag ? Boolean(update.variables?.[flag]) : product[flag],
    busy: (flag: ProductFlag) => pendingFlag === flag,
    disabled: update.isPending,
    toggle: (flag: ProductFlag, next: boolean) =>
      update.mutate(
        { [flag]: next },
        {
          onSuccess: (saved) =>
            onResult({ product: saved ?? product, error: null, hidden: flag === 'active' && !next }),
          onError: (error) => onResult({ product, error: errorMessage(error, 'Не удалось сохранить товар') }),
        },
      ),
  };
}
