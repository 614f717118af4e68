import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { inlineTokenReferences, readTokens, TOKENS_FILE } from '../../../scripts/vite/inlineTokens';

const tokens = readTokens(`
  /* --commented-out: 1px; */
  :root {
    --space: 1rem;
    --gap: calc(var(--space) * 2);
    --ink: #0f1c2a;
  }
`);

describe('inlined design tokens', () => {
  it('reads each token, with the tokens a token uses resolved', () => {
    expect(Object.fromEntries(tokens)).toEqual({
      '--space': '1rem',
      '--gap': 'calc(1rem * 2)',
      '--ink': '#0f1c2a',
    });
  });

  it("writes each token's value where a rule uses it", () => {
    expect(
      inlineTokenReferences('.a { margin: var(--gap) var( --space ); color: var(--ink) }', tokens, 'a.css'),
    ).toBe('.a { margin: calc(1rem * 2) 1rem; color: #0f1c2a }');
  });

  it('refuses what a literal value would get wrong or hide', () => {
    expect(() => inlineTokenReferences('.a { --ink: red; color: var(--ink) }', tokens, 'a.css')).toThrow(
      /a\.css declares --ink/,
    );
    expect(() => inlineTokenReferences('.a { color: var(--ink, red) }', tokens, 'a.css')).toThrow(/fallback/);
    expect(() => inlineTokenReferences('.a { color: var(--paper) }', tokens, 'a.css')).toThrow(
      /--paper, which is no token/,
    );
    expect(() => readTokens(':root { --a: 1px; --a: 2px }')).toThrow(/declared twice/);
    expect(() => readTokens(':root { --a: var(--b); --b: var(--a) }')).toThrow(/cycle/);
    expect(() => readTokens(':root { --a: var(--b) }')).toThrow(/--b, which is no token/);
  });

  it("leaves no custom property in any of the site's stylesheets", () => {
    const siteTokens = readTokens(fs.readFileSync(TOKENS_FILE, 'utf8'));
    const sheets = fs
      .readdirSync('src', { recursive: true, encoding: 'utf8' })
      .filter((file) => file.endsWith('.css') && path.join('src', file) !== path.relative('.', TOKENS_FILE));
    expect(sheets.length).toBeGreaterThan(20);
    for (const sheet of sheets) {
      const inlined = inlineTokenReferences(
        fs.readFileSync(path.join('src', sheet), 'utf8'),
        siteTokens,
        sheet,
      );
      expect(inlined, sheet).not.toMatch(/var\(|--[\w-]+\s*:/);
    }
  });
});
