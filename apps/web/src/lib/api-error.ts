/**
 * An API call that failed: the HTTP status (0 for a network failure) and the server's detail; for an answer
 * the server gave, also its status text and raw body (what the logged messages of docs/product quote).
 */
export class ApiError extends Error {
  readonly status: number;
  readonly detail: string;
  readonly statusText: string;
  readonly body: string;

  constructor(status: number, detail: string, answer: { statusText?: string; body?: string } = {}) {
    super(detail);
    this.name = 'ApiError';
    this.status = status;
    this.detail = detail;
    this.statusText = answer.statusText ?? '';
    this.body = answer.body ?? '';
  }
}

/** What to tell the shopper about a failed call: the server's detail, else the call's own message. */
export const errorMessage = (error: unknown, fallback: string): string =>
  error instanceof ApiError ? error.detail : fallback;

/** The `detail` of an error body such as `{"detail": "…"}`, or null. */
export function detailIn(body: string): string | null {
  try {
    const parsed: unknown = JSON.parse(body);
    if (parsed && typeof parsed === 'object' && 'detail' in parsed && typeof parsed.detail === 'string') {
      return parsed.detail;
    }
  } catch {
    // Not JSON: the fallback message is used.
  }
  return null;
}
