import type { App } from '../app.ts';

export const METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;
export type Method = (typeof METHODS)[number];
export type Role = 'talent' | 'recruiter' | 'operator';

/**
 * Every registered route as `[method, pattern]`, read from Fastify's own table (not a hand list). printRoutes nests
 * a route under another whose path it extends, so each line's path is its parent's plus its own segment.
 */
export function registeredRoutes(app: App): Array<[Method, string]> {
  const found: Array<[Method, string]> = [];
  for (const method of METHODS) {
    const tree = app.printRoutes({ commonPrefix: false, includeHooks: false, method });
    const stack: Array<{ indent: number; path: string }> = [];
    for (const line of tree.split('\n')) {
      const match = /^([\s│├└─]*)(\S.*?)(?: \((.*)\))?$/.exec(line);
      if (!match) continue;
      const indent = match[1]!.length;
      while (stack.length && stack.at(-1)!.indent >= indent) stack.pop();
      const path = (stack.at(-1)?.path ?? '') + match[2]!;
      stack.push({ indent, path });
      if (match[3]?.split(', ').includes(method) && !path.includes('*')) found.push([method, path]);
    }
  }
  return found;
}

/** The role whose area a route is in: recruiter and operator APIs by prefix, everything else the talent's. */
export function ownerOf(pattern: string): Role {
  if (pattern.startsWith('/recruiter/api/')) return 'recruiter';
  if (pattern.startsWith('/shared/api/operator/')) return 'operator';
  return 'talent';
}
