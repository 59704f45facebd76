// eslint-plugin-import's resolver for the storefront's `@/x` paths (apps/web/src/x, as in tsconfig.json's
// paths and vite.config.ts's alias), so import/no-cycle and import/no-restricted-paths follow them too.
import { statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const src = fileURLToPath(new URL('./src', import.meta.url));
const isFile = (file) => statSync(file, { throwIfNoEntry: false })?.isFile() ?? false;

export const interfaceVersion = 2;

export function resolve(source, _file, { extensions = ['.ts', '.tsx', '.js'] } = {}) {
  if (!source.startsWith('@/')) return { found: false };
  const target = path.join(src, source.slice(2));
  const candidates = [target, ...extensions.map((ext) => target + ext)];
  candidates.push(...extensions.map((ext) => path.join(target, `index${ext}`)));
  const found = candidates.find(isFile);
  return found ? { found: true, path: found } : { found: false };
}
