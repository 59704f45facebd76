import { z } from 'zod';

/**
 * The ids and counts the API takes in bodies, paths and query strings, bounded by the database's integer.
 */

/**
 * PostgreSQL's integer, the type of every id and count the API takes: a number beyond it is refused as
 * invalid input (422) before it reaches a query, where it would fail as "out of range".
 */
export const INT32_MAX = 2_147_483_647;

/** A row id in a JSON body (product_id, slot_id …). */
export const idSchema = z.number().int().positive().max(INT32_MAX);

/** A row id in a path or a query string (text, read as a number). */
export const idParamSchema = z.coerce.number().int().positive().max(INT32_MAX);

/** A whole count in a JSON body (a quantity, an amount of rubles). */
export const countSchema = z.number().int().min(0).max(INT32_MAX);

/**
 * A guest's session id (the X-Session-Id header, or session_id in a query or body): a UUID the storefront
 * makes once and keeps (docs/product/cart.md#owners). The owner check of the route reads it, not zod, so
 * that callers keep the words and statuses they always got: 400 when neither it nor a bearer token comes,
 * 422 ('…invalid UUID…') when it is no UUID; a signed-in caller's is not looked at. The document says so.
 */
export const sessionIdSchema = z
  .string()
  .meta({
    format: 'uuid',
    maxLength: 36,
    description:
      "A guest's session id: a UUID (422 when it is not one; 400 when neither it nor a token is sent)",
  })
  .optional();
