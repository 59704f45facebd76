import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

/** Debian's nginx (package nginx-light); the suites that need it are skipped where it is missing. */
export const NGINX = '/usr/sbin/nginx';
export const hasNginx = existsSync(NGINX);

/** A real nginx in front of a local server, each `location` a different way of proxying it. */
export class Nginx {
  private child: ChildProcess | null = null;
  private readonly dir = mkdtempSync(path.join(tmpdir(), 'shop-nginx-'));
  port = 0;

  /** `servers`: the `server {}` bodies after `listen`, e.g. `location / { proxy_pass …; }`. */
  async start(server: string): Promise<this> {
    this.port = await freePort();
    const conf = path.join(this.dir, 'nginx.conf');
    // One process run by whoever runs the tests, everything it writes in its own folder.
    writeFileSync(
      conf,
      `daemon off;
master_process off;
pid ${this.dir}/nginx.pid;
error_log ${this.dir}/error.log warn;
events { worker_connections 64; }
http {
  access_log off;
  client_body_temp_path ${this.dir}/body;
  proxy_temp_path ${this.dir}/proxy;
  fastcgi_temp_path ${this.dir}/fastcgi;
  uwsgi_temp_path ${this.dir}/uwsgi;
  scgi_temp_path ${this.dir}/scgi;
  server {
    listen 127.0.0.1:${this.port};
    ${server}
  }
}
`,
    );
    const child = spawn(NGINX, ['-p', this.dir, '-c', conf], { stdio: ['ignore', 'ignore', 'pipe'] });
    this.child = child;
    let stderr = '';
    child.stderr!.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    const deadline = Date.now() + 10_000;
    for (;;) {
      if (child.exitCode !== null) throw new Error(`nginx exited: ${stderr}`);
      try {
        await fetch(`http://127.0.0.1:${this.port}/`, { signal: AbortSignal.timeout(1000) });
        return this;
      } catch {
        if (Date.now() > deadline) throw new Error(`nginx did not answer: ${stderr}`);
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    }
  }

  get url(): string {
    return `http://127.0.0.1:${this.port}`;
  }

  async stop(): Promise<void> {
    const child = this.child;
    if (child && child.exitCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    }
    rmSync(this.dir, { recursive: true, force: true });
  }
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}
