import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorBodySchema } from '@shop/shared/errors';
import { isPhone, normalisePhone } from '@shop/shared/rules/contact-rules';
import type { DevOutbox } from '../../lib/dev-outbox.ts';
import { notFound } from '../../lib/errors.ts';

const messageSchema = z.object({
  channel: z.enum(['email', 'sms']),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  html: z.string().optional(),
  sent_at: z.string(),
});

const loopback = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);
const loopbackHost = /^(localhost|127\.0\.0\.1|\[::1\])(:\d+)?$/i;

/**
 * GET /api/dev/outbox: the mail and SMS kept instead of sent (no SMTP_URL / SMS_URL), newest first, so
 * someone running `npm start` can sign in. Registered only when the server listens on a loopback address,
 * and even then refused to anything that arrives through a proxy or from another machine, or names
 * another host (a proxy that adds no forwarding header; a web page rebinding its domain to 127.0.0.1).
 */
export const devOutboxRoutes =
  (outbox: DevOutbox): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/api/dev/outbox',
      {
        schema: {
          tags: ['development'],
          summary: 'Development only: mail and SMS kept instead of sent (newest first)',
          querystring: z.object({ to: z.string().optional() }),
          response: { 200: z.array(messageSchema), 404: errorBodySchema },
        },
      },
      async (request, reply) => {
        const proxied =
          request.headers['x-forwarded-for'] !== undefined || request.headers.forwarded !== undefined;
        const local =
          loopback.has(request.socket.remoteAddress ?? '') && loopbackHost.test(request.headers.host ?? '');
        if (proxied || !local) throw notFound();
        reply.header('cache-control', 'no-store');
        return outbox.list(recipient(request.query.to));
      },
    );
  };

/**
 * The addressee as the outbox stores it: a lower-case e-mail, or a phone as '+' and digits. A '+' typed
 * into the address bar arrives as a space (?to=+7999… reads ' 7999…'), and people write numbers with
 * spaces or a leading 8, so a phone is normalised the way the senders store it.
 */
function recipient(to: string | undefined): string | undefined {
  const value = to?.trim();
  if (!value) return undefined;
  return isPhone(value) ? normalisePhone(value) : value.toLowerCase();
}
