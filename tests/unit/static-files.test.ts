import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SECURITY_HEADERS } from '@hostel/shared/http/security-headers';
import { staticFiles } from '../../local/static-files';

let server: Server;
let port: number;
let root: string;

beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), 'hostel-dist-'));
  mkdirSync(join(root, 'assets'));
  writeFileSync(join(root, 'index.html'), '<!doctype html><title>app</title>');
  writeFileSync(join(root, 'assets', 'app-1.js'), 'console.log(1)');
  mkdirSync(join(root, 'pages', 'book'), { recursive: true });
  writeFileSync(join(root, 'pages', 'book', 'index.html'), '<!doctype html><title>book</title>');
  mkdirSync(join(root, 'pages', 'es', 'pricing'), { recursive: true });
  writeFileSync(join(root, 'pages', 'es', 'index.html'), '<!doctype html><title>inicio</title>');
  writeFileSync(join(root, 'pages', 'es', 'pricing', 'index.html'), '<!doctype html><title>precios</title>');
  const serve = staticFiles(root, SECURITY_HEADERS);
  server = createServer((req, res) => void serve(req, res));
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  port = (server.address() as AddressInfo).port;
});

afterAll(() => new Promise((done) => server.close(done)));

/** A raw GET, so the path reaches the server exactly as written (no client re-encodes it). */
function get(path: string): Promise<{ status: number; headers: Record<string, unknown>; body: string }> {
  return new Promise((done, fail) => {
    const req = request({ host: '127.0.0.1', port, path, method: 'GET' }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (body += chunk));
      res.on('end', () => done({ status: res.statusCode ?? 0, headers: res.headers, body }));
    });
    req.on('error', fail);
    req.end();
  });
}

describe('the local static files', () => {
  it.each(['/%', '/app/%ZZ', '/assets/%E0%A4%A.js'])(
    'answers a malformed %%-escape (%s) with 400, under the security headers',
    async (path) => {
      const response = await get(path);
      expect(response.status).toBe(400);
      expect(response.body).toMatch(/malformed/);
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['content-security-policy']).toBe(SECURITY_HEADERS['content-security-policy']);
    },
  );

  it('still serves well-encoded paths: the SPA for routes, files as they are', async () => {
    const route = await get('/app/reservations%20today');
    expect(route.status).toBe(200);
    expect(route.body).toContain('<title>app</title>');
    const asset = await get('/assets/app-1.js');
    expect(asset.status).toBe(200);
    expect(asset.body).toBe('console.log(1)');
    expect(asset.headers['x-content-type-options']).toBe('nosniff');
  });

  it("serves every hostel's booking page, and a guest's stay link, the booking page's shell", async () => {
    for (const path of ['/book/casa-azul', '/book/casa-azul/', '/book/stay/eyJw.abc-def']) {
      const page = await get(path);
      expect(page.status, path).toBe(200);
      expect(page.body, path).toContain('<title>book</title>');
    }
    expect((await get('/book/')).body).toContain('<title>app</title>');
  });

  it('serves the Spanish public pages under /es from their prerendered files, and an unknown /es path the SPA', async () => {
    for (const [path, title] of [
      ['/es', 'inicio'],
      ['/es/', 'inicio'],
      ['/es/pricing', 'precios'],
      ['/es/pricing/', 'precios'],
      ['/es/no-such-page', 'app'],
    ]) {
      const page = await get(path!);
      expect(page.status, path).toBe(200);
      expect(page.body, path).toContain(`<title>${title}</title>`);
    }
  });

  it('answers a clear 503 while the build is missing (a rebuild under way), keeps serving, and serves it again once back', async () => {
    rmSync(join(root, 'index.html'));
    try {
      for (const path of ['/', '/app/reservations', '/no-such-file.js']) {
        const missing = await get(path);
        expect(missing.status, path).toBe(503);
        expect(missing.body, path).toMatch(/not built yet, or being rebuilt/);
        expect(missing.headers['cache-control'], path).toBe('no-store');
        expect(missing.headers['x-content-type-options'], path).toBe('nosniff');
      }
      expect((await get('/assets/app-1.js')).body).toBe('console.log(1)');
    } finally {
      writeFileSync(join(root, 'index.html'), '<!doctype html><title>app</title>');
    }
    const back = await get('/app/reservations');
    expect(back.status).toBe(200);
    expect(back.body).toContain('<title>app</title>');
  });
});
