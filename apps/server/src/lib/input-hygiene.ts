import type { FastifyInstance } from 'fastify';
import { INVALID_INPUT_DETAIL } from './errors.ts';
import { unprocessable } from './refusals.ts';

/** A value met while walking a request part, with the way to it (built only when it is reported). */
interface Step {
  value: unknown;
  key: string;
  parent: Step | null;
}

/** The way to a value, e.g. 'body.delivery.address' (shortened past any depth or length of ours). */
function pathOf(step: Step): string {
  const keys: string[] = [];
  for (let at: Step | null = step; at; at = at.parent) keys.push(at.key);
  keys.reverse();
  const path = keys.length > 8 ? `${keys.slice(0, 7).join('.')}.….${keys.at(-1)}` : keys.join('.');
  return path.length > 200 ? `${path.slice(0, 200)}…` : path;
}

// NUL, and a UTF-16 surrogate without its pair (JSON's "\ud800"): no text has them, PostgreSQL stores neither
// (a lone surrogate in a json column is an error, in text it silently becomes U+FFFD).
const unfit = /[\0\p{Surrogate}]/u;

/**
 * Where a character no field takes is in a value (a string, or any key or string inside objects and
 * arrays), or null. Iterative: a body of deeply nested arrays must not overflow the stack.
 */
export function findUnfitText(value: unknown, name: string): string | null {
  const stack: Step[] = [{ value, key: name, parent: null }];
  for (let step = stack.pop(); step; step = stack.pop()) {
    const { value: current } = step;
    if (typeof current === 'string') {
      if (unfit.test(current)) return pathOf(step);
    } else if (typeof current === 'object' && current !== null && !Buffer.isBuffer(current)) {
      for (const [key, item] of Object.entries(current)) {
        if (unfit.test(key)) return pathOf(step);
        stack.push({ value: item, key, parent: step });
      }
    }
  }
  return null;
}

/** The 422 of a value with a character no field takes, at `where`. */
export const unfitText = (where: string) =>
  unprocessable(`${INVALID_INPUT_DETAIL} (${where}: недопустимый символ)`);

/**
 * A request carrying a NUL or a lone surrogate anywhere (query, path, JSON body, headers) is invalid input,
 * 422, before any route or query sees it.
 */
export function registerInputHygiene(app: FastifyInstance): void {
  app.addHook('preValidation', (request, _reply, done) => {
    const where =
      findUnfitText(request.params, 'params') ??
      findUnfitText(request.query, 'querystring') ??
      findUnfitText(request.body, 'body') ??
      findUnfitText(request.headers, 'headers');
    done(where ? unfitText(where) : undefined);
  });
}
