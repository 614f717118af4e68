import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

export const TOKENS_FILE = fileURLToPath(new URL('../../src/styles/tokens.css', import.meta.url));

const DECLARATION = /(--[\w-]+)\s*:\s*([^;}]+)/g;
const REFERENCE = /var\(\s*(--[\w-]+)\s*(,[^)]*)?\)/g;
const COMMENT = /\/\*[\s\S]*?\*\//g;

/** The tokens file's custom properties, each with its value, tokens used inside another token resolved. */
export function readTokens(css: string): Map<string, string> {
  const raw = new Map<string, string>();
  for (const [, name, value] of css.replace(COMMENT, '').matchAll(DECLARATION)) {
    if (name === undefined || value === undefined) continue;
    if (raw.has(name)) throw new Error(`inlineTokens: ${name} is declared twice in the tokens`);
    raw.set(name, value.trim());
  }
  const resolved = new Map<string, string>();
  const resolve = (name: string, seen: readonly string[]): string => {
    const known = resolved.get(name);
    if (known !== undefined) return known;
    const value = raw.get(name);
    if (value === undefined) throw new Error(`inlineTokens: ${seen.at(-1)} uses ${name}, which is no token`);
    if (seen.includes(name)) throw new Error(`inlineTokens: ${[...seen, name].join(' -> ')} is a cycle`);
    const result = value.replace(REFERENCE, (_, inner: string) => resolve(inner, [...seen, name]));
    resolved.set(name, result);
    return result;
  };
  for (const name of raw.keys()) resolve(name, []);
  return resolved;
}

/** Every `var(--token)` replaced by its value; throws on what that would get wrong (an override, a fallback). */
export function inlineTokenReferences(
  css: string,
  tokens: ReadonlyMap<string, string>,
  file: string,
): string {
  const code = css.replace(COMMENT, '');
  const declared = [...code.matchAll(DECLARATION)].map(([, name]) => name);
  if (declared.length > 0)
    throw new Error(
      `inlineTokens: ${file} declares ${declared.join(', ')}; custom properties live in the tokens`,
    );
  return code.replace(REFERENCE, (reference, name: string, fallback: string | undefined) => {
    if (fallback !== undefined) throw new Error(`inlineTokens: ${file} gives ${reference} a fallback`);
    const value = tokens.get(name);
    if (value === undefined) throw new Error(`inlineTokens: ${file} uses ${name}, which is no token`);
    return value;
  });
}

/** The tokens written into the rules that use them in the build, which keeps pages in the first round trip. */
export function inlineTokens(): Plugin {
  let tokens = new Map<string, string>();
  return {
    name: 'inline-tokens',
    apply: 'build',
    enforce: 'pre',
    buildStart() {
      tokens = readTokens(readFileSync(TOKENS_FILE, 'utf8'));
    },
    transform(code, id) {
      const [file = id] = id.split('?');
      if (!file.endsWith('.css')) return null;
      if (file === TOKENS_FILE) return { code: '', map: null };
      const inlined = inlineTokenReferences(code, tokens, file);
      return inlined === code ? null : { code: inlined, map: null };
    },
  };
}
