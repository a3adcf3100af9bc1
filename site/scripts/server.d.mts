import type { Server } from 'node:http';

export function serve(
  root: string,
  options?: { port?: number; host?: string; base?: string },
): Promise<{ server: Server; url: string }>;
