// Visible copy lives in locales/{sl,en}/*.json and reaches the page through t() / <Trans>; words typed straight into
// JSX bypass the translators and the locale check. Whitespace, digits, punctuation and symbols are fine (`·`, `→`,
// `2025`); anything with a letter in any script (\p{L}) is reported.

const LETTER = /\p{L}/u;

/** Attributes a visitor sees or hears. */
const VISIBLE_ATTRIBUTES = new Set([
  'alt',
  'title',
  'aria-label',
  'aria-description',
  'aria-placeholder',
  'aria-roledescription',
  'aria-valuetext',
  'placeholder',
  'label',
]);

/** The string literals an expression can show: `'Hi'`, `` `Hi` ``, either branch of `?:`, the fallback of `||`. */
function stringLiterals(/** @type {import('estree').Node | null | undefined} */ node) {
  if (node?.type === 'ConditionalExpression')
    return [...stringLiterals(node.consequent), ...stringLiterals(node.alternate)];
  if (node?.type === 'LogicalExpression') return stringLiterals(node.right);
  if (node?.type === 'Literal' && typeof node.value === 'string') return [{ node, text: node.value }];
  if (node?.type === 'TemplateLiteral')
    return [{ node, text: node.quasis.map((quasi) => quasi.value.cooked ?? '').join('') }];
  return [];
}

/** @type {import('eslint').Rule.RuleModule} */
export const noLiteralJsxText = {
  meta: {
    type: 'problem',
    docs: {
      description: 'Disallow hard-coded visible text in JSX; take it from the locales with t() or <Trans>',
    },
    schema: [],
    messages: {
      text: 'Hard-coded text "{{text}}" in JSX: add it to locales/{sl,en}/*.json and render it with t() or <Trans>.',
      attribute:
        'Hard-coded text "{{text}}" in the visible attribute {{name}}: add it to locales/{sl,en}/*.json and pass t(...).',
    },
  },
  create(context) {
    /** @param {{ node: import('estree').Node, text: string }[]} literals @param {string} [name] */
    const report = (literals, name) => {
      for (const { node, text } of literals) {
        const trimmed = text.trim().replace(/\s+/g, ' ');
        const data = { text: trimmed.length > 40 ? `${trimmed.slice(0, 39)}…` : trimmed, name: name ?? '' };
        if (LETTER.test(text)) context.report({ node, messageId: name ? 'attribute' : 'text', data });
      }
    };
    return {
      JSXText: (node) => report([{ node, text: node.value }]),
      /** `<p>{'Hello'}</p>` and `<p>{ok ? 'Yes' : 'No'}</p>` */
      'JSXElement > JSXExpressionContainer, JSXFragment > JSXExpressionContainer': (node) =>
        report(stringLiterals(node.expression)),
      JSXAttribute(node) {
        const name =
          node.name.type === 'JSXNamespacedName'
            ? `${node.name.namespace.name}:${node.name.name.name}`
            : node.name.name;
        if (!VISIBLE_ATTRIBUTES.has(name) || !node.value) return;
        const { value } = node;
        report(
          value.type === 'JSXExpressionContainer' ? stringLiterals(value.expression) : stringLiterals(value),
          name,
        );
      },
    };
  },
};

/** The local plugin: `plugins: { local: localRules }`, rule `local/no-literal-jsx-text`. */
export const localRules = { rules: { 'no-literal-jsx-text': noLiteralJsxText } };
