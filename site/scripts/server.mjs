// The static server of the built site (dist/), for `npm start` and the tests: 127.0.0.1 only,
// GET and HEAD only, never outside its folder. Text is gzipped when the browser accepts it, as
// any real host would, so the tests measure what a reader downloads.

import { readFileSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { extname, join, normalize, sep } from 'node:path';
import { gzipSync } from 'node:zlib';

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.wasm': 'application/wasm',
  '.pf_meta': 'application/octet-stream',
  '.pf_index': 'application/octet-stream',
  '.pf_fragment': 'application/octet-stream',
  '.woff2': 'font/woff2',
};
const COMPRESSIBLE = new Set([
  '.html',
  '.js',
  '.mjs',
  '.css',
  '.json',
  '.map',
  '.svg',
  '.txt',
  '.xml',
]);

function statOrNull(file) {
  try {
    return statSync(file);
  } catch {
    return null;
  }
}

/** Resolves a URL path to a file under root, or a status to answer with. */
function resolve(root, pathname) {
  const file = normalize(join(root, pathname));
  if (file !== root && !file.startsWith(root.endsWith(sep) ? root : root + sep)) return 403;
  const stat = statOrNull(file);
  if (stat?.isDirectory()) {
    if (!pathname.endsWith('/')) return { redirect: `${pathname}/` };
    const index = join(file, 'index.html');
    return statOrNull(index)?.isFile() ? { file: index } : 404;
  }
  return stat?.isFile() ? { file } : 404;
}

function send(request, response, status, file, extraHeaders = {}) {
  const type = TYPES[extname(file)] ?? 'application/octet-stream';
  let body = readFileSync(file);
  const headers = { 'content-type': type, 'cache-control': 'no-store', ...extraHeaders };
  if (
    COMPRESSIBLE.has(extname(file)) &&
    /\bgzip\b/.test(request.headers['accept-encoding'] ?? '')
  ) {
    body = gzipSync(body);
    headers['content-encoding'] = 'gzip';
    headers.vary = 'accept-encoding';
  }
  headers['content-length'] = body.length;
  response.writeHead(status, headers);
  response.end(request.method === 'HEAD' ? undefined : body);
}

/**
 * Serves `root` on host:port (port 0 = a free one), under the folder `base` ("/hoyito/": a site
 * built for one; "/", the default: at the root). Resolves to { server, url } once listening, `url`
 * without `base`; rejects when the port cannot be had.
 */
export function serve(root, { port = 0, host = '127.0.0.1', base = '/' } = {}) {
  const folder = base.slice(0, -1);
  // A missing Spanish address gets the Spanish not-found page; any other, the root one (which
  // speaks both languages, for hosts that have only it).
  const notFoundPage = (pathname) => {
    const spanish = join(root, 'es', '404', 'index.html');
    if (pathname.startsWith('/es/') && statOrNull(spanish)?.isFile()) return spanish;
    return join(root, '404.html');
  };
  const server = createServer((request, response) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      response.writeHead(405, { allow: 'GET, HEAD', 'content-type': 'text/plain; charset=utf-8' });
      response.end('method not allowed\n');
      return;
    }
    let pathname;
    try {
      pathname = decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname);
    } catch {
      response.writeHead(400, { 'content-type': 'text/plain; charset=utf-8' });
      response.end('bad request\n');
      return;
    }
    if (folder !== '') {
      // Outside its folder the site has nothing, as on a host that serves other things there.
      if (pathname === folder || !pathname.startsWith(base)) {
        const to = pathname === folder ? base : null;
        response.writeHead(to ? 301 : 404, {
          'content-type': 'text/plain; charset=utf-8',
          ...(to ? { location: to } : {}),
        });
        response.end(to ? '' : `not found: ${pathname} (the site is under ${base})\n`);
        return;
      }
      pathname = pathname.slice(folder.length);
    }
    const found = resolve(root, pathname);
    if (typeof found === 'object' && 'redirect' in found) {
      response.writeHead(301, { location: `${folder}${found.redirect}` });
      response.end();
    } else if (typeof found === 'object') {
      send(request, response, 200, found.file);
    } else if (found === 404 && statOrNull(notFoundPage(pathname))?.isFile()) {
      send(request, response, 404, notFoundPage(pathname));
    } else {
      response.writeHead(found, { 'content-type': 'text/plain; charset=utf-8' });
      response.end(found === 403 ? 'forbidden\n' : `not found: ${pathname}\n`);
    }
  });
  return new Promise((resolvePromise, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      const address = server.address();
      const actual = typeof address === 'object' && address ? address.port : port;
      resolvePromise({ server, url: `http://${host}:${actual}` });
    });
  });
}
