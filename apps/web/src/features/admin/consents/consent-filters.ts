import {
  consentPurposes,
  documentKinds,
  type ConsentPurpose,
  type DocumentKind,
} from '@shop/shared/legal/documents';

/** The log's search and filters: what the address, the query key and the CSV link hold. */
export interface ConsentFilters {
  q: string;
  kind: DocumentKind | '';
  purpose: ConsentPurpose | '';
  /** 'YYYY-MM-DD' Moscow days, inclusive; '' for none. */
  from: string;
  to: string;
}

export const noFilters: ConsentFilters = { q: '', kind: '', purpose: '', from: '', to: '' };

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const oneOf = <T extends string>(list: readonly T[], value: string | null): T | '' =>
  value !== null && (list as readonly string[]).includes(value) ? (value as T) : '';

/** The filters of an address (?q=&kind=&purpose=&from=&to=), so a reload keeps them. */
export function addressOf(params: URLSearchParams): { filters: ConsentFilters } {
  const day = (name: string) => {
    const value = params.get(name) ?? '';
    return DAY.test(value) ? value : '';
  };
  return {
    filters: {
      q: params.get('q') ?? '',
      kind: oneOf(documentKinds, params.get('kind')),
      purpose: oneOf(consentPurposes, params.get('purpose')),
      from: day('from'),
      to: day('to'),
    },
  };
}

/** The search part for `filters`: only what is set. */
export function searchOf(filters: ConsentFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.q.trim()) params.set('q', filters.q.trim());
  if (filters.kind) params.set('kind', filters.kind);
  if (filters.purpose) params.set('purpose', filters.purpose);
  if (filters.from) params.set('from', filters.from);
  if (filters.to) params.set('to', filters.to);
  return params;
}

export const hasFilters = (filters: ConsentFilters): boolean =>
  Boolean(filters.q.trim() || filters.kind || filters.purpose || filters.from || filters.to);

const withSearch = (path: string, params: URLSearchParams) => {
  const search = params.toString();
  return search ? `${path}?${search}` : path;
};

/**
 * GET /api/admin/consents for `filters`: the first page, or the page after `cursor` (the next_cursor of the
 * page before; docs/product/checkout-and-orders.md#paging).
 */
export function consentLogUrl(filters: ConsentFilters, cursor: string | null = null): string {
  const params = searchOf(filters);
  if (cursor !== null) params.set('cursor', cursor);
  return withSearch('/api/admin/consents', params);
}

/** The CSV of every row matching `filters` (no page: the whole log). */
export const consentCsvUrl = (filters: ConsentFilters): string =>
  withSearch('/api/admin/consents/export.csv', searchOf(filters));
