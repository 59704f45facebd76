/**
 * The reason phrase of an HTTP status, for messages of the form 'Ошибка … : {status text}'
 * (docs/product/admin.md#errors). Read from this table, not from the response: over HTTP/2 a response carries
 * no status text at all.
 */
const reasons: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  408: 'Request Timeout',
  409: 'Conflict',
  413: 'Payload Too Large',
  415: 'Unsupported Media Type',
  422: 'Unprocessable Entity',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
  502: 'Bad Gateway',
  503: 'Service Unavailable',
  504: 'Gateway Timeout',
};

/** 0 is a request that never got an answer (no network, server down). */
export function statusText(status: number): string {
  if (status === 0) return 'нет связи с сервером';
  return reasons[status] ?? `HTTP ${status}`;
}
