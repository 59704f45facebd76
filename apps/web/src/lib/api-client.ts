/** An API call that failed: the HTTP status (0 for a network failure) and the server's detail. */
export class ApiError extends Error {
  readonly status: number;
  readonly detail: string;

  constructor(status: number, detail: string) {
    super(detail);
    this.name = 'ApiError';
    this.status = status;
    this.detail = detail;
  }
}

export interface ApiRequestOptions {
  /** The message when the server gives no detail (SPEC.md §8 names one per call). */
  fallbackMessage: string;
  signal?: AbortSignal | undefined;
}

async function readDetail(response: Response): Promise<string | null> {
  try {
    const body: unknown = await response.json();
    if (body && typeof body === 'object' && 'detail' in body && typeof body.detail === 'string') {
      return body.detail;
    }
  } catch {
    // Not JSON: the fallback message is used.
  }
  return null;
}

/** What to tell the shopper about a failed call: the server's detail, else the call's own message. */
export const errorMessage = (error: unknown, fallback: string): string =>
  error instanceof ApiError ? error.detail : fallback;

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
 * Calls the shop's API with a JSON body (or none); answers the parsed JSON (null for an empty answer such
 * as 204). Throws ApiError carrying the server's detail, or the fallback message when it gives none.
 */
export async function apiSend<T>(
  method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE',
  path: string,
  body: unknown,
  options: ApiRequestOptions,
): Promise<T> {
  let response: Response;
  try {
    response = await fetchFromApi(path, {
      method,
      headers: {
        Accept: 'application/json',
        ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      signal: options.signal ?? null,
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError(0, options.fallbackMessage);
  }
  if (!response.ok) {
    throw new ApiError(response.status, (await readDetail(response)) ?? options.fallbackMessage);
  }
  try {
    const text = await response.text();
    return (text === '' ? null : JSON.parse(text)) as T;
  } catch {
    throw new ApiError(response.status, options.fallbackMessage);
  }
}
