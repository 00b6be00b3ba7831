import { execFileSync, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chmod, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import http from 'node:http';
import https from 'node:https';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort } from './free-port';

export const NGINX_BINARY = '/usr/sbin/nginx';
export const SITE_FILE = path.resolve(import.meta.dirname, '../../deploy/nginx/diaspora-hub.conf');
const SITE_NAME = 'app.example';

export interface NginxAnswer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

export interface NginxInFront {
  httpPort: number;
  httpsPort: number;
  /** A request over TLS to the site's name, as a browser sends it. */
  request(
    pathname: string,
    init?: { method?: string; headers?: Record<string, string>; body?: string | Buffer; servername?: string },
  ): Promise<NginxAnswer>;
  /** A plain-http request to port 80's stand-in. */
  plainRequest(pathname: string): Promise<NginxAnswer>;
  stop(): Promise<void>;
}

/**
 * The production site file with only what a test machine must change: its ports, the certificate's place, and the
 * instances' addresses. Each change must apply exactly once, so an edit to the file that the test no longer
 * understands fails here rather than testing some other configuration.
 */
export function siteForTest(
  site: string,
  ports: { http: number; https: number; upstreams: [number, number] },
  certificate: { cert: string; key: string },
) {
  const changes: Array<[RegExp, string]> = [
    [/^\s*listen \[::\]:.*\n/gm, ''],
    [/listen 80;/g, `listen 127.0.0.1:${ports.http};`],
    [/listen 443 ssl default_server;/g, `listen 127.0.0.1:${ports.https} ssl default_server;`],
    [/listen 443 ssl http2;/g, `listen 127.0.0.1:${ports.https} ssl http2;`],
    [/\/etc\/letsencrypt\/live\/app\.example\/fullchain\.pem/g, certificate.cert],
    [/\/etc\/letsencrypt\/live\/app\.example\/privkey\.pem/g, certificate.key],
    [/server 127\.0\.0\.1:3001 /g, `server 127.0.0.1:${ports.upstreams[0]} `],
    [/server 127\.0\.0\.1:3002 /g, `server 127.0.0.1:${ports.upstreams[1]} `],
  ];
  return changes.reduce((text, [pattern, replacement]) => {
    const found = text.match(pattern)?.length ?? 0;
    const expected = pattern.source.startsWith('^') ? 3 : 1;
    if (found !== expected) throw new Error(`The site file changed: ${pattern} matched ${found} times`);
    return text.replace(pattern, replacement);
  }, site);
}

/** nginx's own frame around a site: every path it writes inside `prefix`, errors to a file the test can show. */
function mainConfig(prefix: string) {
  const runsAsRoot = process.getuid?.() === 0;
  return [
    // As root nginx would run its workers as `nobody`, who cannot write the temporary folders below.
    runsAsRoot ? 'user root;' : '',
    `pid ${prefix}/nginx.pid;`,
    `error_log ${prefix}/error.log warn;`,
    'worker_processes 1;',
    'events { worker_connections 64; }',
    'http {',
    '  access_log off;',
    ...['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map(
      (kind) => `  ${kind}_temp_path ${prefix}/${kind};`,
    ),
    `  include ${prefix}/site.conf;`,
    '}',
  ].join('\n');
}

function selfSignedCertificate(folder: string) {
  const cert = path.join(folder, 'cert.pem');
  const key = path.join(folder, 'key.pem');
  execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'ec',
      '-pkeyopt',
      'ec_paramgen_curve:prime256v1',
      '-nodes',
      '-days',
      '1',
      '-subj',
      `/CN=${SITE_NAME}`,
      '-addext',
      `subjectAltName=DNS:${SITE_NAME}`,
      '-keyout',
      key,
      '-out',
      cert,
    ],
    { stdio: 'ignore' },
  );
  return { cert, key };
}

async function waitForPort(port: number, deadline: number): Promise<void> {
  while (Date.now() < deadline) {
    const open = await new Promise<boolean>((resolve) => {
      const socket = connect(port, '127.0.0.1');
      socket.once('connect', () => {
        socket.destroy();
        resolve(true);
      });
      socket.once('error', () => resolve(false));
    });
    if (open) return;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error(`nginx did not listen on ${port}`);
}

function answer(response: http.IncomingMessage): Promise<NginxAnswer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    response.on('data', (chunk: Buffer) => chunks.push(chunk));
    response.on('error', reject);
    response.on('end', () =>
      resolve({
        status: response.statusCode ?? 0,
        headers: response.headers,
        body: Buffer.concat(chunks).toString('utf8'),
      }),
    );
  });
}

/** nginx, configured by the production site file, in front of two app instances listening on `upstreams`. */
export async function nginxInFront(upstreams: [number, number]): Promise<NginxInFront> {
  const prefix = await mkdtemp(path.join(tmpdir(), 'dh-nginx-'));
  await chmod(prefix, 0o755);
  for (const kind of ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']) {
    await mkdir(path.join(prefix, kind), { mode: 0o700 });
  }
  const certificate = selfSignedCertificate(prefix);
  const ports = { http: await freePort(), https: await freePort(), upstreams };
  await writeFile(
    path.join(prefix, 'site.conf'),
    siteForTest(await readFile(SITE_FILE, 'utf8'), ports, certificate),
  );
  await writeFile(path.join(prefix, 'nginx.conf'), mainConfig(prefix));

  const nginx = spawn(
    NGINX_BINARY,
    [
      '-p',
      prefix,
      '-c',
      path.join(prefix, 'nginx.conf'),
      '-e',
      path.join(prefix, 'error.log'),
      '-g',
      'daemon off;',
    ],
    { stdio: ['ignore', 'ignore', 'pipe'] },
  );
  let stderr = '';
  nginx.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const exited = new Promise<void>((resolve) => nginx.once('exit', () => resolve()));
  try {
    await Promise.race([
      waitForPort(ports.https, Date.now() + 5_000),
      exited.then(() => {
        throw new Error(`nginx stopped: ${stderr}`);
      }),
    ]);
  } catch (error) {
    nginx.kill('SIGKILL');
    await rm(prefix, { recursive: true, force: true });
    throw error;
  }
  const ca = await readFile(certificate.cert);

  return {
    httpPort: ports.http,
    httpsPort: ports.https,
    request(pathname, init = {}) {
      return new Promise((resolve, reject) => {
        const request = https.request(
          {
            host: '127.0.0.1',
            port: ports.https,
            servername: init.servername ?? SITE_NAME,
            ca,
            agent: false,
            method: init.method ?? 'GET',
            path: pathname,
            headers: { host: init.servername ?? SITE_NAME, ...init.headers },
          },
          (response) => answer(response).then(resolve, reject),
        );
        request.on('error', reject);
        request.end(init.body);
      });
    },
    plainRequest(pathname) {
      return new Promise((resolve, reject) => {
        const request = http.request(
          { host: '127.0.0.1', port: ports.http, path: pathname, headers: { host: SITE_NAME }, agent: false },
          (response) => answer(response).then(resolve, reject),
        );
        request.on('error', reject);
        request.end();
      });
    },
    async stop() {
      nginx.kill('SIGTERM');
      await exited;
      await rm(prefix, { recursive: true, force: true });
    },
  };
}

/** Whether to run the site's test: where nginx is installed, and always under CI, which must install it. */
export function nginxTestRuns() {
  return existsSync(NGINX_BINARY) || Boolean(process.env.CI);
}
