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

/** What to tell the shopper about a failed call: the server's detail, else the call's own message. */
export const errorMessage = (error: unknown, fallback: string): string =>
  error instanceof ApiError ? error.detail : fallback;

export async function readDetail(response: Response): Promise<string | null> {
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
