import { errorBodySchema } from '@shop/shared/api/error-body';

/** The `{"detail": …}` answers a route may give, for its response schema (and the OpenAPI document). */
export const errorAnswers = <S extends number>(...statuses: S[]) =>
  Object.fromEntries(statuses.map((status) => [status, errorBodySchema])) as Record<
    S,
    typeof errorBodySchema
  >;

/** Answers about one caller's cart, tokens or profile are never kept by a cache. */
export const noStore = { 'cache-control': 'no-store' } as const;
