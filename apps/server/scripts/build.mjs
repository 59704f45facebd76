// Bundles the server (and @shop/shared, which is TypeScript source) into dist/server.js;
// every other dependency stays in node_modules.
import { readFileSync } from 'node:fs';
import { build } from 'esbuild';

const pkg = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8'));
// Workspace packages are TypeScript source: bundle them.
const external = Object.keys(pkg.dependencies ?? {}).filter((name) => !name.startsWith('@shop/'));
// Native and WebAssembly packages cannot be bundled: sharp loads its platform's libvips binary at run time and
// heic-decode its .wasm (resolved from node_modules by media/heic.ts). Both must be production dependencies.
for (const name of ['sharp', 'heic-decode']) {
  if (!external.includes(name))
    throw new Error(`${name} must be a dependency of @shop/server (left external)`);
}

// Split at server.ts's dynamic imports: tracing (when configured) starts before the chunk that loads
// fastify and pg is imported, so their instrumentations see them load.
await build({
  entryPoints: ['src/server.ts'],
  outdir: 'dist',
  splitting: true,
  chunkNames: 'chunks/[name]-[hash]',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  external,
  logLevel: 'warning',
});
