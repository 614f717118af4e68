import { createHash } from 'node:crypto';
import { relative } from 'node:path';
import type { Plugin } from 'vite';

// A class is its name and a tag of its file (`lead_9Uo`), half the default's length: each page carries it in its HTML
// and again in the stylesheet it inlines (scripts/vite/prerender.ts).
export function buildClassName(root: string) {
  const taken = new Map<string, string>();
  return (local: string, filename: string): string => {
    const file = relative(root, filename.split('?')[0] ?? filename);
    const name = `${local}_${createHash('sha256').update(file).digest('base64url').slice(0, 3)}`;
    const owner = taken.get(name);
    if (owner !== undefined && owner !== file)
      throw new Error(`classNames: ${file} and ${owner} both name a class ${name}; rename one of the two`);
    taken.set(name, file);
    return name;
  };
}

export function classNames(): Plugin {
  return {
    name: 'labsight:class-names',
    apply: 'build',
    config: (config) => ({
      css: { modules: { generateScopedName: buildClassName(config.root ?? process.cwd()) } },
    }),
  };
}
