import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const SRC = path.resolve(import.meta.dirname, '..');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(file);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [file] : [];
  });
}

/** The code without comments and module names (`@amora/shared/api/likes` is not a URL). */
function codeOf(source: string): string {
  return source
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/(^|[^:'"`\\])\/\/.*$/gm, '$1')
    .replace(/\bfrom\s+'[^']*'/g, '')
    .replace(/\bimport\(\s*'[^']*'\s*\)/g, '');
}

describe('the web and the endpoint contract', () => {
  const withPaths = sourceFiles(SRC)
    .filter((file) => codeOf(readFileSync(file, 'utf8')).includes('/api/'))
    .map((file) => path.relative(SRC, file).split(path.sep).join('/'))
    .sort();

  it('writes no API path by hand: calls go through the typed client of @amora/shared/endpoints', () => {
    expect(withPaths).toEqual([]);
  });

  it('sees a path in code and not in a comment or a module name', () => {
    expect(codeOf("call('/api/likes.php')")).toContain('/api/');
    expect(codeOf('const url = `ws://` + location.host + `/api/live`;')).toContain('/api/');
    expect(
      codeOf("// GET /api/likes.php\n/** POST /api/chat.php */ import { x } from '@amora/shared/api/likes';"),
    ).not.toContain('/api/');
    expect(codeOf("const u = 'https://example.com/x'; // GET /api/live")).not.toContain('/api/');
  });
});
