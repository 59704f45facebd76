import { vi } from 'vitest';

export type Reply =
  { status?: number; statusText?: string; body: unknown; headers?: Record<string, string> } | Error;
/** A reply, or a function of the request giving one (to answer by its headers or body, or count calls). */
export type Answer = Reply | ((init: RequestInit | undefined) => Reply);

/**
 * Replaces the browser's fetch (the only boundary the web app talks through) with canned answers by
 * 'METHOD /path?query' (when the request has one), 'METHOD /path' or by path for any method; unknown paths answer 404. An Error answer makes the request
 * fail like a network error. A body of null answers 204 with no content.
 */
export function stubFetch(answers: Record<string, Answer>) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(
      typeof input === 'string' ? input : input instanceof URL ? input.href : input.url,
      'http://localhost',
    );
    const method = init?.method ?? (input instanceof Request ? input.method : 'GET');
    const answer =
      (url.search ? answers[`${method} ${url.pathname}${url.search}`] : undefined) ??
      answers[`${method} ${url.pathname}`] ??
      answers[url.pathname];
    const reply = typeof answer === 'function' ? answer(init) : answer;
    if (reply instanceof Error) throw new TypeError('Failed to fetch');
    if (!reply) return Response.json({ detail: 'Not Found' }, { status: 404 });
    const statusText = reply.statusText ?? '';
    if (reply.body === null) return new Response(null, { status: reply.status ?? 204, statusText });
    return Response.json(reply.body, {
      status: reply.status ?? 200,
      statusText,
      ...(reply.headers ? { headers: reply.headers } : {}),
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** The Authorization header a stubbed request carried, or null. */
export const bearerOf = (init: RequestInit | undefined): string | null =>
  new Headers(init?.headers).get('Authorization');

/** The JSON body a stubbed request carried. */
export const bodyOf = (init: RequestInit | undefined): unknown => JSON.parse(String(init?.body));
