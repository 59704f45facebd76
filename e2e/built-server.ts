import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';

export interface BuiltServer {
  url: string;
  child: ChildProcess;
  /** Everything the server printed so far (for failure messages). */
  output: () => string;
}

/**
 * Starts the bundled server on a free port (or `env.PORT`) and the given data dir: what `npm start` runs
 * (`--demo`), or with `demo: false` the deployment command with the environment given. `nodeOptions` is the
 * server process's NODE_OPTIONS (e.g. `--import` of a test-only module such as shifted-clock.mjs).
 */
export function startBuiltServer(
  dataDir: string,
  {
    demo = true,
    env = {},
    nodeOptions,
  }: { demo?: boolean; env?: Record<string, string>; nodeOptions?: string } = {},
): Promise<BuiltServer> {
  const bundle = path.resolve(import.meta.dirname, '../apps/server/dist/server.js');
  const child = spawn(process.execPath, demo ? [bundle, '--demo'] : [bundle], {
    env: {
      PATH: process.env.PATH,
      DATA_DIR: dataDir,
      PORT: '0',
      LOG_LEVEL: 'info',
      ...(nodeOptions === undefined ? {} : { NODE_OPTIONS: nodeOptions }),
      ...env,
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let output = '';
  return new Promise((resolve, reject) => {
    child.stdout!.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const match = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(output);
      if (match) resolve({ url: match[1]!, child, output: () => output });
    });
    child.once('exit', (code) => reject(new Error(`server exited with ${code}: ${output}`)));
  });
}
