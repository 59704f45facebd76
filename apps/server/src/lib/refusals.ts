/**
 * What a service throws when it refuses a request: the kind of refusal and a message safe to show the
 * caller. Services know nothing of HTTP; the error handler at the edge (errors.ts) turns each kind into
 * its status and `{"detail": message}`.
 */
export type RefusalKind =
  | 'bad_request'
  | 'unauthorized'
  | 'forbidden'
  | 'not_found'
  | 'conflict'
  | 'too_large'
  | 'unsupported_media'
  | 'invalid'
  | 'rate_limited'
  | 'unavailable';

export class Refusal extends Error {
  constructor(
    readonly kind: RefusalKind,
    message: string,
    /** Seconds until asking again makes sense (rate limits). */
    readonly retryAfter?: number,
    options?: ErrorOptions,
  ) {
    super(message, options);
  }
}

export const notFound = (detail = 'Не найдено') => new Refusal('not_found', detail);
export const badRequest = (detail: string) => new Refusal('bad_request', detail);
export const conflict = (detail: string) => new Refusal('conflict', detail);
/** The request is well-formed but its content is refused (a rule of the shop). */
export const unprocessable = (detail: string) => new Refusal('invalid', detail);
export const unauthorized = (detail: string) => new Refusal('unauthorized', detail);
export const forbidden = (detail: string) => new Refusal('forbidden', detail);
export const tooLarge = (detail: string) => new Refusal('too_large', detail);
export const unsupportedMedia = (detail: string) => new Refusal('unsupported_media', detail);
/** Asked too often; ask again after `retryAfter` seconds. */
export const tooManyRequests = (detail: string, retryAfter: number) =>
  new Refusal('rate_limited', detail, retryAfter);
/** Something outside the shop (mail, the payment provider) did not answer; `cause` goes to the log. */
export const unavailable = (detail: string, cause?: unknown) =>
  new Refusal('unavailable', detail, undefined, cause === undefined ? undefined : { cause });
