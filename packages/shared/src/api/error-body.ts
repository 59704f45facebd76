import { z } from 'zod';

/**
 * The body of the API's error answers: the server's route schemas give it to every refusal status.
 */

/** Every API error body: `{"detail": "<message>"}`; 422 adds the zod issues. */
export const errorBodySchema = z.object({
  detail: z.string(),
  issues: z
    .array(z.object({ path: z.array(z.union([z.string(), z.number()])), message: z.string() }))
    .optional(),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;
