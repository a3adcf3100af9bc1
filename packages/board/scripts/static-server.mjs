// A small static file server for the demo (scripts/serve.mjs) and the render benchmark
// (bench/render.mjs). It serves one folder on 127.0.0.1 only, GET and HEAD only, never
// outside that folder, without caching, so a rebuilt bundle shows on the next reload.

import { createReadStream, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { extname, join, normalize, sep } from 'node:path';

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.txt': 'text/plain; charset=utf-8',
  '.md': 'text/markdown; charset=utf-8',
};

function statOrNull(file) {
  try {
    return statSync(file);
  } catch {
    return null;
  }
}

function send(response, status, text, headers = {}) {
  response.writeHead(status, { 'content-type': 'text/plain; charset=utf-8', ...headers });
  response.end(text);
}

/**
 * Serves `root` on 127.0.0.1:`port` (0 = a free port). `index` is where `/` redirects.
 * Resolves to { server, url } once listening; rejects when the port cannot be had.
 */
export function serveStatic(root, { port = 0, host = '127.0.0.1', index = '/' } = {}) {
  const server = createServer((request, response) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      send(response, 405, 'method not allowed\n', { allow: 'GET, HEAD' });
      return;
    }
    let pathname;
    try {
      pathname = decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname);
    } catch {
      send(response, 400, 'bad request\n');
      return;
    }
    if (pathname === '/' && index !== '/') {
      response.writeHead(302, { location: index });
      response.end();
      return;
    }
    const file = normalize(join(root, pathname));
    if (file !== root && !file.startsWith(root.endsWith(sep) ? root : root + sep)) {
      send(response, 403, 'forbidden\n');
      return;
    }
    let target = file;
    let stat = statOrNull(target);
    if (stat?.isDirectory()) {
      if (!pathname.endsWith('/')) {
        // Relative URLs in an index.html need the trailing slash.
        response.writeHead(301, { location: `${pathname}/` });
        response.end();
        return;
      }
      target = join(file, 'index.html');
      stat = statOrNull(target);
    }
    if (!stat?.isFile()) {
      send(response, 404, `not found: ${pathname}\n`);
      return;
    }
    response.writeHead(200, {
      'content-type': TYPES[extname(target)] ?? 'application/octet-stream',
      'content-length': stat.size,
      'cache-control': 'no-store',
    });
    if (request.method === 'HEAD') {
      response.end();
      return;
    }
    createReadStream(target).pipe(response);
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      const address = server.address();
      const actual = typeof address === 'object' && address ? address.port : port;
      resolve({ server, url: `http://${host}:${actual}` });
    });
  });
}
