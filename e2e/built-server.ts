import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';

export interface BuiltServer {
  url: string;
  child: ChildProcess;
  /** Everything the server printed so far (for failure messages). */
  output: () => string;
}

/** Starts what `npm start` runs — the bundled server — on a free port and the given data dir. */
export function startBuiltServer(dataDir: string): Promise<BuiltServer> {
  const bundle = path.resolve(import.meta.dirname, '../apps/server/dist/server.js');
  const child = spawn(process.execPath, [bundle], {
    env: { PATH: process.env.PATH, DATA_DIR: dataDir, PORT: '0', LOG_LEVEL: 'info' },
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
