import { ConfigError, loadProcessConfig } from './config.ts';

/**
 * The server's entry (dist/server.js). `npm start` passes --demo: a local demo; the deployment command
 * (without it) is production. With an OTLP endpoint configured, tracing starts before the shop's modules
 * (and the libraries it instruments) are loaded: they come in by the dynamic import after it.
 */
async function main(): Promise<void> {
  const config = loadProcessConfig();
  const flush = config.tracing ? (await import('./tracing.ts')).startTracing(config.tracing) : async () => {};
  const { serve } = await import('./serve.ts');
  await serve(config, flush);
}

main().catch((err: unknown) => {
  if (err instanceof ConfigError)
    console.error(
      `${err.message}\n(For a local demo run \`npm start\`, which passes --demo; README "Configuration".)`,
    );
  else console.error(err);
  process.exit(1);
});
