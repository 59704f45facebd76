import { pagePaths } from '@shop/shared/storefront/page-paths';
import type { RouteObject } from 'react-router';
import { expect, it } from 'vitest';
import { routes } from './router.tsx';

function fullPaths(list: RouteObject[], parent = ''): string[] {
  return list.flatMap((route) => {
    const path = route.index
      ? parent || '/'
      : `${parent.replace(/\/$/, '')}/${route.path ?? ''}`.replace(/\/+/g, '/');
    return [...(route.index || route.path ? [path] : []), ...fullPaths(route.children ?? [], path)];
  });
}

/** The test payment provider's page (payment_url of PAYMENT_PROVIDER=test), beside the shop's pages. */
const providerPages = ['/pay/:paymentId'];

it('routes exactly the pages the server knows, plus the 404 catch-all', () => {
  const paths = fullPaths(routes).filter((p) => p !== '/*');
  expect(new Set(paths)).toEqual(new Set([...pagePaths, ...providerPages]));
  expect(fullPaths(routes)).toContain('/*');
});
