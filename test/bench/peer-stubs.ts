import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { type IncomingMessage, type ServerResponse, createServer } from 'node:http';
import { createServer as createTlsServer } from 'node:https';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { extname, join, normalize } from 'node:path';
import { gzipSync } from 'node:zlib';

/**
 * The peers' side of the bench (issue 31 point 1): one small server on 127.0.0.1 that
 * serves the peers' product pages and their scripts over HTTP, and answers the peers' API
 * calls over HTTPS on the API hosts they call (Commerce Layer's `auth.<domain>` and
 * `<organization>.<domain>`, the Shopify Storefront API's `<shop>.myshopify.com`), which
 * the bench's Chromium resolves to this server (`--host-resolver-rules`, a throwaway
 * self-signed certificate, certificate errors ignored). So a peer's calls go through the
 * same throttled network as ours, cross-origin with their CORS preflights, as on a real
 * shop. Any other path (the stylesheet, the product picture) is fetched from the reference
 * backend, so a peer's page shows the same picture as ours.
 */
export interface PeerStubs {
  /** the pages' origin: http://127.0.0.1:<port> */
  url: string;
  /** Chromium's `--host-resolver-rules` for the peers' API hosts */
  hostRules: string;
  /** API calls the stubs did not know (a peer changed its calls: the bench reports them) */
  unknown: string[];
  stop(): Promise<void>;
}

/** The peers' API hosts: Commerce Layer's `domain` (its auth host and the organization's), the Buy Button's shop. */
export const CL_DOMAIN = 'bench.test';
export const CL_ORGANIZATION = 'bench-shop';
export const SHOPIFY_DOMAIN = 'bench-shop.myshopify.com';
const API_HOSTS = [`auth.${CL_DOMAIN}`, `${CL_ORGANIZATION}.${CL_DOMAIN}`, SHOPIFY_DOMAIN];

export interface ApiRequest {
  method: string;
  host: string;
  path: string;
  query: URLSearchParams;
  body: string;
  headers: IncomingMessage['headers'];
}
export interface ApiResponse {
  status: number;
  type: string;
  body: string;
}
/** A peer's API: the answer to a call, or null when the call is not one it knows. */
export type PeerApi = (request: ApiRequest) => ApiResponse | null;

const TYPES: Record<string, string> = { '.html': 'text/html; charset=utf-8', '.js': 'text/javascript', '.css': 'text/css', '.svg': 'image/svg+xml' };

/** A throwaway self-signed certificate for the API hosts (openssl, which the machine has). */
const certificate = (): { key: Buffer; cert: Buffer } => {
  const dir = mkdtempSync(join(tmpdir(), 'sf-bench-tls-'));
  const key = join(dir, 'key.pem');
  const cert = join(dir, 'cert.pem');
  const names = API_HOSTS.map((h) => `DNS:${h}`).join(',');
  execFileSync('openssl', ['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-keyout', key, '-out', cert, '-days', '2', '-subj', `/CN=${CL_DOMAIN}`, '-addext', `subjectAltName=${names}`], { stdio: 'ignore' });
  return { key: readFileSync(key), cert: readFileSync(cert) };
};

const readBody = (req: IncomingMessage): Promise<string> =>
  new Promise((done, fail) => {
    let body = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => (body += chunk));
    req.on('end', () => done(body));
    req.on('error', fail);
  });

export async function startPeerStubs(backendUrl: string, pagesDir: string, apis: PeerApi[]): Promise<PeerStubs> {
  const unknown: string[] = [];

  const api = async (req: IncomingMessage, res: ServerResponse) => {
    const origin = req.headers.origin ?? '*';
    const cors = { 'access-control-allow-origin': origin, 'access-control-allow-credentials': 'true', vary: 'Origin' };
    if (req.method === 'OPTIONS') {
      res.writeHead(204, {
        ...cors,
        'access-control-allow-methods': 'GET, POST, PATCH, DELETE',
        'access-control-allow-headers': req.headers['access-control-request-headers'] ?? '',
        'access-control-max-age': '600',
      });
      res.end();
      return;
    }
    const url = new URL(req.url ?? '/', `https://${req.headers.host}`);
    const request: ApiRequest = { method: req.method ?? 'GET', host: url.hostname, path: url.pathname, query: url.searchParams, body: await readBody(req), headers: req.headers };
    let answer: ApiResponse | null = null;
    for (const peer of apis) answer ??= peer(request);
    if (!answer) {
      unknown.push(`${request.method} https://${request.host}${url.pathname}${url.search} ${request.body.slice(0, 300)}`);
      answer = { status: 404, type: 'application/json', body: '{"errors":[{"title":"not stubbed by the bench"}]}' };
    }
    res.writeHead(answer.status, { ...cors, 'content-type': answer.type, 'cache-control': 'no-store' });
    res.end(answer.body);
  };

  const pages = async (req: IncomingMessage, res: ServerResponse) => {
    const path = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname);
    const file = join(pagesDir, normalize(path).replace(/^([/\\]|\.\.)+/, ''));
    if (file.startsWith(pagesDir) && existsSync(file) && extname(file)) {
      // gzipped, as a CDN serves the peers' files (the reference backend compresses nothing: ours go uncompressed)
      const gzip = /\bgzip\b/.test(String(req.headers['accept-encoding']));
      res.writeHead(200, { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream', 'cache-control': 'no-cache', ...(gzip ? { 'content-encoding': 'gzip' } : {}) });
      res.end(gzip ? gzipSync(readFileSync(file)) : readFileSync(file));
      return;
    }
    // the Buy Button asks for a size of the picture as Shopify's CDN names it (`name_550x825.jpg`): the picture itself
    const upstream = await fetch(backendUrl + path.replace(/_\d+x\d+(\.\w+)$/, '$1'));
    const type = upstream.headers.get('content-type');
    res.writeHead(upstream.status, { ...(type ? { 'content-type': type } : {}), 'cache-control': upstream.headers.get('cache-control') ?? 'no-cache' });
    res.end(Buffer.from(await upstream.arrayBuffer()));
  };

  const handle = (serve: (req: IncomingMessage, res: ServerResponse) => Promise<void>) => (req: IncomingMessage, res: ServerResponse) => {
    serve(req, res).catch((error: unknown) => {
      unknown.push(`failed ${req.method} ${req.url}: ${String(error)}`);
      if (!res.headersSent) res.writeHead(500);
      res.end();
    });
  };
  const http = createServer(handle(pages));
  const https = createTlsServer(certificate(), handle(api));
  const listen = (server: typeof http | typeof https) => new Promise<number>((done) => server.listen(0, '127.0.0.1', () => done((server.address() as AddressInfo).port)));
  const [httpPort, httpsPort] = [await listen(http), await listen(https)];
  return {
    url: `http://127.0.0.1:${httpPort}`,
    hostRules: API_HOSTS.map((h) => `MAP ${h} 127.0.0.1:${httpsPort}`).join(', '),
    unknown,
    stop: async () => {
      for (const server of [http, https]) {
        server.closeAllConnections();
        await new Promise((done) => server.close(done));
      }
    },
  };
}
