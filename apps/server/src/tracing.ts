import { register } from 'node:module';
import { FastifyOtelInstrumentation } from '@fastify/otel';
import { OTLPTraceExporter } from '@opentelemetry/exporter-trace-otlp-http';
import { registerInstrumentations } from '@opentelemetry/instrumentation';
import { HttpInstrumentation } from '@opentelemetry/instrumentation-http';
import { PgInstrumentation } from '@opentelemetry/instrumentation-pg';
import { resourceFromAttributes } from '@opentelemetry/resources';
import { BatchSpanProcessor } from '@opentelemetry/sdk-trace-base';
import { NodeTracerProvider } from '@opentelemetry/sdk-trace-node';
import { ATTR_SERVICE_NAME } from '@opentelemetry/semantic-conventions';
import type { Config } from './config.ts';

/**
 * OpenTelemetry traces (README "Monitoring"), started by server.ts before the shop's modules load, and only
 * when an OTLP endpoint is configured: without one, nothing here is even imported. Each request is a span
 * (the official http and Fastify instrumentations: route, status, hooks, handler) with the database queries
 * beneath it (the pg instrumentation on PostgreSQL; on the embedded database, db/traced-pglite.ts).
 * Statements are recorded as written, with $1-style parameters: values — e-mails, codes — never leave.
 */
export function startTracing(settings: NonNullable<Config['tracing']>): () => Promise<void> {
  // pg is imported from ESM (the bundle): the import hook lets its instrumentation patch it.
  register('import-in-the-middle/hook.mjs', import.meta.url, { data: { include: ['pg'] } });
  const provider = new NodeTracerProvider({
    resource: resourceFromAttributes({ [ATTR_SERVICE_NAME]: settings.serviceName }),
    spanProcessors: [new BatchSpanProcessor(new OTLPTraceExporter({ url: settings.url }))],
  });
  provider.register();
  registerInstrumentations({
    tracerProvider: provider,
    instrumentations: [
      new HttpInstrumentation({
        // Health checks every few seconds would bury the requests that matter.
        ignoreIncomingRequestHook: (request) => /^\/(healthz|readyz|metrics)\b/.test(request.url ?? ''),
      }),
      new FastifyOtelInstrumentation({ registerOnInitialization: true }),
      new PgInstrumentation({ enhancedDatabaseReporting: false }),
    ],
  });
  return () => provider.shutdown();
}
