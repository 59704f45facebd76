import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { connect, createServer } from 'node:net';
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

  private tls = false;

  /**
   * `server`: the `server {}` body after `listen`, e.g. `location / { proxy_pass …; }`. With `tls`, nginx
   * answers HTTPS with HTTP/2 on a self-signed certificate for 127.0.0.1 (made with Debian's openssl), as a
   * deployment's TLS-terminating proxy would (README, Deploy).
   */
  async start(server: string, { tls = false }: { tls?: boolean } = {}): Promise<this> {
    this.port = await freePort();
    this.tls = tls;
    const listen = tls
      ? `listen 127.0.0.1:${this.port} ssl http2;
    ssl_certificate ${this.dir}/cert.pem;
    ssl_certificate_key ${this.dir}/key.pem;`
      : `listen 127.0.0.1:${this.port};`;
    if (tls) selfSignedCertificate(this.dir);
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
    ${listen}
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
        if (tls) await portOpen(this.port);
        else await fetch(`http://127.0.0.1:${this.port}/`, { signal: AbortSignal.timeout(1000) });
        return this;
      } catch {
        if (Date.now() > deadline) throw new Error(`nginx did not answer: ${stderr}`);
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    }
  }

  get url(): string {
    return `${this.tls ? 'https' : 'http'}://127.0.0.1:${this.port}`;
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

/** cert.pem and key.pem in `dir`: a certificate for 127.0.0.1, valid for a day. */
function selfSignedCertificate(dir: string): void {
  const made = spawnSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'rsa:2048',
      '-nodes',
      '-days',
      '1',
      '-subj',
      '/CN=127.0.0.1',
      '-addext',
      'subjectAltName=IP:127.0.0.1',
      '-keyout',
      path.join(dir, 'key.pem'),
      '-out',
      path.join(dir, 'cert.pem'),
    ],
    { stdio: ['ignore', 'ignore', 'pipe'] },
  );
  if (made.status !== 0) throw new Error(`openssl could not make a certificate: ${made.stderr.toString()}`);
}

/** Resolves once something accepts connections on the port. */
function portOpen(port: number): Promise<void> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => {
      socket.end();
      resolve();
    });
    socket.once('error', reject);
  });
}
