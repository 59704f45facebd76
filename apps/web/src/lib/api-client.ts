import type { RefreshAnswer } from '@shop/shared/accounts/account-api';
import { ApiError, detailIn } from './api-error.ts';
import { sessionHeaderValue } from './session-id.ts';
import type { RefreshCall } from './token-refresh.ts';
import { storedTokens } from './tokens.ts';

export { ApiError, errorMessage } from './api-error.ts';

export interface ApiRequestOptions {
  /**
   * The message when the server gives no detail (each docs/product page's Errors section names one per call).
   */
  fallbackMessage: string;
  signal?: AbortSignal | undefined;
  /** false: sent without the stored access token (the refresh call itself). */
  bearer?: boolean;
  /** Extra request headers (e.g. Idempotency-Key); they cannot replace Accept, Content-Type or Authorization. */
  headers?: Readonly<Record<string, string>> | undefined;
}

export type ApiFetch = (path: string, init: RequestInit) => Promise<Response>;

let fetchFromApi: ApiFetch = (path, init) => fetch(path, init);

/**
 * Where API calls go. The browser fetches over HTTP; the server, rendering a page before any JavaScript
 * runs in the browser, answers them in-process (entry-server.tsx).
 */
export function setApiFetch(fetchImplementation: ApiFetch): void {
  fetchFromApi = fetchImplementation;
}

/** GETs a JSON answer from the shop's API; throws ApiError carrying the server's detail. */
export const apiGet = <T>(path: string, options: ApiRequestOptions): Promise<T> =>
  apiSend<T>('GET', path, undefined, options);

/**
 * GETs a JSON answer with the answer's headers: a list answered as a bare array says where its next page
 * starts in a header (X-Next-Cursor; docs/product/checkout-and-orders.md#paging).
 */
export async function apiGetWithHeaders<T>(
  path: string,
  options: ApiRequestOptions,
): Promise<{ body: T; headers: Headers }> {
  const response = await answered('GET', path, undefined, options);
  try {
    return { body: (await response.json()) as T, headers: response.headers };
  } catch {
    throw new ApiError(response.status, options.fallbackMessage);
  }
}

type Method = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';

/**
 * Calls the shop's API with a JSON body (or none); answers the parsed JSON (null for an empty answer such
 * as 204). Throws ApiError carrying the server's detail, or the fallback message when it gives none.
 *
 * A signed-in caller's calls carry the stored access token. When one is refused (401) the token is renewed
 * once and the call repeated once; `body` may be a function, evaluated for each attempt, when it carries a
 * token the renewal replaces.
 */
export async function apiSend<T>(
  method: Method,
  path: string,
  body: unknown,
  options: ApiRequestOptions,
): Promise<T> {
  const response = await answered(method, path, body, options);
  try {
    const text = await response.text();
    return (text === '' ? null : JSON.parse(text)) as T;
  } catch {
    throw new ApiError(response.status, options.fallbackMessage);
  }
}

/**
 * GETs a file the API makes (an admin's CSV export) as a Blob, signed in like apiGet: a refused token is
 * renewed once; an error answer throws ApiError carrying the server's detail.
 */
export async function apiGetFile(path: string, options: ApiRequestOptions): Promise<Blob> {
  const response = await answered('GET', path, undefined, options);
  try {
    return await response.blob();
  } catch {
    throw new ApiError(0, options.fallbackMessage);
  }
}

/** The successful answer of a call (after renewing a refused token once); throws ApiError for any other. */
async function answered(
  method: Method,
  path: string,
  body: unknown,
  options: ApiRequestOptions,
): Promise<Response> {
  const token = options.bearer === false ? null : storedTokens().access;
  let response = await request(method, path, body, options, token);
  if (response.status === 401 && token) {
    response = await request(method, path, body, options, await renewAccessToken(token));
  }
  if (!response.ok) {
    const text = await response.text().catch(() => '');
    throw new ApiError(response.status, detailIn(text) ?? options.fallbackMessage, {
      statusText: response.statusText,
      body: text,
    });
  }
  return response;
}

async function request(
  method: Method,
  path: string,
  body: unknown,
  options: ApiRequestOptions,
  token: string | null,
): Promise<Response> {
  const payload: unknown = typeof body === 'function' ? (body as () => unknown)() : body;
  const session = sessionHeaderValue();
  try {
    return await fetchFromApi(path, {
      method,
      headers: {
        ...options.headers,
        // The guest's cart and orders are named in a header, never in a URL (URLs end up in logs).
        ...(session ? { 'X-Session-Id': session } : {}),
        Accept: 'application/json',
        ...(payload === undefined ? {} : { 'Content-Type': 'application/json' }),
        ...(token ? { Authorization: `Bearer ${token}` } : {}),
      },
      ...(payload === undefined ? {} : { body: JSON.stringify(payload) }),
      signal: options.signal ?? null,
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError(0, options.fallbackMessage);
  }
}

const callRefresh: RefreshCall = (refreshToken, fallbackMessage) =>
  apiSend<RefreshAnswer>(
    'POST',
    '/api/auth/refresh',
    { refresh_token: refreshToken },
    {
      fallbackMessage,
      bearer: false,
    },
  );

// The renewal's code loads only when a token needs renewing (signed-in visitors), not with every page.
const loadTokenRefresh = () => import('./token-refresh.ts');

/**
 * A new access token in place of `rejected` (one the server refused, or at start the stored one). A failed
 * renewal ends the session (both tokens cleared, the auth store told) and throws ApiError 'Ошибка
 * обновления токена' (docs/product/accounts.md#sessions).
 */
export async function renewAccessToken(rejected: string | null): Promise<string> {
  const { renewAccessToken: renew } = await loadTokenRefresh();
  return renew(rejected, callRefresh);
}
