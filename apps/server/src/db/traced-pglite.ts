import type { PGlite, Transaction } from '@electric-sql/pglite';
import { SpanKind, SpanStatusCode, trace } from '@opentelemetry/api';

/**
 * Spans for the embedded database's statements, as the pg instrumentation makes them for PostgreSQL (no
 * official instrumentation knows PGlite): one client span per statement, named by its first word, with the
 * statement as written ($1-style parameters; their values are never recorded), nested under the request.
 * Only wired when tracing is configured (db/client.ts).
 */

const tracer = trace.getTracer('humbl-shop/pglite');

type Run = (statement: string, ...rest: never[]) => Promise<unknown>;

function traced<F extends Run>(run: F): F {
  return ((statement: string, ...rest: never[]) =>
    tracer.startActiveSpan(
      statement.trimStart().split(/\s/, 1)[0]!.toUpperCase() || 'QUERY',
      {
        kind: SpanKind.CLIENT,
        attributes: {
          'db.system': 'postgresql',
          'db.system.name': 'postgresql',
          'db.query.text': statement,
        },
      },
      async (span) => {
        try {
          return await run(statement, ...rest);
        } catch (err) {
          span.recordException(err as Error);
          span.setStatus({ code: SpanStatusCode.ERROR });
          throw err;
        } finally {
          span.end();
        }
      },
    )) as F;
}

/** The statements of `client` and of its transactions traced from now on. */
export function tracePglite(client: PGlite): void {
  client.query = traced(client.query.bind(client) as Run) as PGlite['query'];
  client.exec = traced(client.exec.bind(client) as Run) as PGlite['exec'];
  const transaction = client.transaction.bind(client);
  client.transaction = <T>(work: (tx: Transaction) => Promise<T>) =>
    transaction((tx) => {
      // The transaction's own object underneath (its `closed` and rollback stay as they are).
      const tracedTx: Transaction = Object.assign(Object.create(tx) as Transaction, {
        query: traced(tx.query.bind(tx) as Run) as Transaction['query'],
        exec: traced(tx.exec.bind(tx) as Run) as Transaction['exec'],
      });
      return work(tracedTx);
    });
}
