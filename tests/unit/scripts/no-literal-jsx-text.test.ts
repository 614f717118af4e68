import { RuleTester } from 'eslint';
import tseslint from 'typescript-eslint';
import { describe, it } from 'vitest';
import { noLiteralJsxText } from '../../../eslint-rules/no-literal-jsx-text.js';

// RuleTester looks for mocha-style globals; hand it Vitest's.
RuleTester.describe = describe;
RuleTester.it = it;
RuleTester.itOnly = it.only;

const tester = new RuleTester({
  languageOptions: { parser: tseslint.parser, parserOptions: { ecmaFeatures: { jsx: true } } },
});

const text = (value: string) => ({ messageId: 'text', data: { text: value } });
const attribute = (value: string, name: string) => ({ messageId: 'attribute', data: { text: value, name } });

tester.run('no-literal-jsx-text', noLiteralJsxText, {
  valid: [
    'const a = <p>{t("hero.title")}</p>;',
    'const a = <p>  {count} · 2025 → 100% {"—"} </p>;',
    'const a = <img alt={t("hero.alt")} src="/glasses.png" />;',
    // Attributes nobody sees may hold words.
    'const a = <div className="hero wide" data-testid="hero" lang="en" role="status" />;',
    'const a = <a href="mailto:info@example.com" target="_blank" rel="noreferrer">{t("contact.email")}</a>;',
    'const a = <input type="email" autoComplete="email" aria-label={label} />;',
    'const a = <Trans i18nKey="contact.rich" components={{ strong: <strong /> }} />;',
    'const a = <p title="→ 42 %" />;',
    // Outside JSX a string is not visible text.
    'const key = "scenarios.chemical.title";',
  ],
  invalid: [
    { code: 'const a = <p>Hello</p>;', errors: [text('Hello')] },
    { code: 'const a = <p>Živjo, svet</p>;', errors: [text('Živjo, svet')] },
    { code: 'const a = <p>Привет</p>;', errors: [text('Привет')] },
    { code: 'const a = <><span>1</span> min</>;', errors: [text('min')] },
    { code: 'const a = <p>{"Hello"}</p>;', errors: [text('Hello')] },
    { code: 'const a = <p>{`Hello`}</p>;', errors: [text('Hello')] },
    { code: 'const a = <p>{ok ? "Yes" : t("no")}</p>;', errors: [text('Yes')] },
    { code: 'const a = <p>{name || "Anonymous"}</p>;', errors: [text('Anonymous')] },
    { code: 'const a = <a title={"Home"} />;', errors: [attribute('Home', 'title')] },
    ...['alt', 'aria-label', 'placeholder', 'aria-description', 'label'].map((name) => ({
      code: `const a = <p ${name}="Safety glasses" />;`,
      errors: [attribute('Safety glasses', name)],
    })),
  ],
});
