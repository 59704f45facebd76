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

/** The filters and page of an address (?q=&kind=&purpose=&from=&to=&page=), so a reload keeps them. */
export function addressOf(params: URLSearchParams): { filters: ConsentFilters; page: number } {
  const day = (name: string) => {
    const value = params.get(name) ?? '';
    return DAY.test(value) ? value : '';
  };
  const page = Number(params.get('page'));
  return {
    filters: {
      q: params.get('q') ?? '',
      kind: oneOf(documentKinds, params.get('kind')),
      purpose: oneOf(consentPurposes, params.get('purpose')),
      from: day('from'),
      to: day('to'),
    },
    page: Number.isInteger(page) && page >= 1 && page <= 100_000 ? page : 1,
  };
}

/** The search part for `filters` (and a page past the first): only what is set. */
export function searchOf(filters: ConsentFilters, page = 1): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.q.trim()) params.set('q', filters.q.trim());
  if (filters.kind) params.set('kind', filters.kind);
  if (filters.purpose) params.set('purpose', filters.purpose);
  if (filters.from) params.set('from', filters.from);
  if (filters.to) params.set('to', filters.to);
  if (page > 1) params.set('page', String(page));
  return params;
}

export const hasFilters = (filters: ConsentFilters): boolean =>
  Boolean(filters.q.trim() || filters.kind || filters.purpose || filters.from || filters.to);

const withSearch = (path: string, params: URLSearchParams) => {
  const search = params.toString();
  return search ? `${path}?${search}` : path;
};

/** The section's address for a page of `filters`. */
export const consentsPath = (filters: ConsentFilters, page = 1): string =>
  withSearch('/admin/consents', searchOf(filters, page));

/** GET /api/admin/consents for a page of `filters`. */
export function consentLogUrl(filters: ConsentFilters, page: number): string {
  const params = searchOf(filters);
  params.set('page', String(page));
  return `/api/admin/consents?${params.toString()}`;
}

/** The CSV of every row matching `filters` (no page: the whole log). */
export const consentCsvUrl = (filters: ConsentFilters): string =>
  withSearch('/api/admin/consents/export.csv', searchOf(filters));
