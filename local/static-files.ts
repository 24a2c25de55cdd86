import { type FileHandle, open, stat } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { extname, join, normalize, sep } from 'node:path';
import { pipeline } from 'node:stream';
import { staticPageFile } from '@hostel/shared/http/static-pages';

// Serves the build as CloudFront does: prerendered public pages, files when they exist, and
// index.html (the SPA) for every other route.

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.json': 'application/json',
  '.txt': 'text/plain; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
  '.woff2': 'font/woff2',
};

async function isFile(path: string): Promise<boolean> {
  try {
    return (await stat(path)).isFile();
  } catch {
    return false;
  }
}

/** The path with its %-escapes decoded, or undefined when one of them is malformed (`/%`, `/app/%ZZ`). */
function decodedPath(url: string): string | undefined {
  try {
    return decodeURIComponent(new URL(url, 'http://local').pathname);
  } catch {
    return undefined;
  }
}

/** The file opened for reading, or undefined when it is gone (a rebuild empties the folder). */
async function opened(path: string): Promise<FileHandle | undefined> {
  try {
    return await open(path, 'r');
  } catch {
    return undefined;
  }
}

export function staticFiles(root: string, headers: Record<string, string>) {
  return async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
    const pathname = decodedPath(req.url ?? '/');
    if (pathname === undefined) {
      res.writeHead(400, { ...headers, 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' });
      res.end('Bad request: the address has a malformed %-escape.\n');
      return;
    }
    const candidate = normalize(join(root, pathname));
    // Never serve outside the build folder, whatever the path says.
    const inside = candidate.startsWith(root + sep) || candidate === root;
    const page = staticPageFile(pathname);
    const file =
      page && (await isFile(join(root, page)))
        ? join(root, page)
        : inside && (await isFile(candidate))
          ? candidate
          : join(root, 'index.html');
    // Opened before answering: once open, the file reads whole even if a rebuild deletes it meanwhile.
    const handle = await opened(file);
    if (!handle) {
      res.writeHead(503, { ...headers, 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store', 'retry-after': '5' });
      res.end('The web app is not built yet, or being rebuilt: run npm run build -w web (npm start does it), then reload this page.\n');
      return;
    }
    const hashed = file.includes(`${sep}assets${sep}`);
    res.writeHead(200, {
      ...headers,
      'content-type': TYPES[extname(file)] ?? 'application/octet-stream',
      'cache-control': hashed ? 'public, max-age=31536000, immutable' : 'no-cache',
    });
    if (req.method === 'HEAD') {
      await handle.close();
      res.end();
      return;
    }
    // A read that fails midway ends this answer alone (pipeline destroys both streams), never the server.
    pipeline(handle.createReadStream(), res, () => undefined);
  };
}
