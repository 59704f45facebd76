import { vi } from 'vitest';

type Answer = { status?: number; body: unknown } | Error;

/**
 * Replaces the browser's fetch (the only boundary the web app talks through) with canned answers by
 * 'METHOD /path' or by path for any method; unknown paths answer 404. An Error answer makes the request
 * fail like a network error.
 */
export function stubFetch(answers: Record<string, Answer>) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(
      typeof input === 'string' ? input : input instanceof URL ? input.href : input.url,
      'http://localhost',
    );
    const method = init?.method ?? (input instanceof Request ? input.method : 'GET');
    const answer = answers[`${method} ${url.pathname}`] ?? answers[url.pathname];
    if (answer instanceof Error) throw new TypeError('Failed to fetch');
    if (!answer) return Response.json({ detail: 'Not Found' }, { status: 404 });
    return Response.json(answer.body, { status: answer.status ?? 200 });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}
