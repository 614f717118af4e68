import { expect, it } from 'vitest';
import { inlineTokenReferences, readTokens } from '../../../scripts/vite/inlineTokens';

const tokens = readTokens(`
  /* --commented-out: 1px; */
  :root {
    --space: 1rem;
    --gap: calc(var(--space) * 2);
    --ink: #0f1c2a;
  }
`);

// The built stylesheet with no var() left: tests/e2e/built.spec.ts.
it("writes each token's value where a rule uses it, the tokens a token uses resolved", () => {
  expect(Object.fromEntries(tokens)).toEqual({
    '--space': '1rem',
    '--gap': 'calc(1rem * 2)',
    '--ink': '#0f1c2a',
  });
  expect(
    inlineTokenReferences('.a { margin: var(--gap) var( --space ); color: var(--ink) }', tokens, 'a.css'),
  ).toBe('.a { margin: calc(1rem * 2) 1rem; color: #0f1c2a }');
});

const inline = (css: string) => () => inlineTokenReferences(css, tokens, 'a.css');
it.each([
  [/a\.css declares --ink/, inline('.a { --ink: red; color: var(--ink) }')],
  [/fallback/, inline('.a { color: var(--ink, red) }')],
  [/--paper, which is no token/, inline('.a { color: var(--paper) }')],
  [/declared twice/, () => readTokens(':root { --a: 1px; --a: 2px }')],
  [/cycle/, () => readTokens(':root { --a: var(--b); --b: var(--a) }')],
  [/--b, which is no token/, () => readTokens(':root { --a: var(--b) }')],
])('refuses what a literal value would get wrong or hide: %s', (error, run) => {
  expect(run).toThrow(error);
});
