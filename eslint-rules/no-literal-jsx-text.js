// Visible copy lives in locales/{sl,en}/*.json and reaches the page through t() / <Trans>; words typed straight into
// JSX bypass the translators and the locale check. Whitespace, digits, punctuation and symbols are fine (`·`, `→`,
// `2025`); anything with a letter in any script (\p{L}) is reported.

const LETTER = /\p{L}/u;

/** Attributes a visitor sees or hears. */
const DEFAULT_ATTRIBUTES = [
  'alt',
  'title',
  'aria-label',
  'aria-description',
  'aria-placeholder',
  'aria-roledescription',
  'aria-valuetext',
  'placeholder',
  'label',
];

/** @param {import('estree').Node | null | undefined} node @returns {import('estree').Node[]} */
function stringLiterals(node) {
  if (!node) return [];
  switch (node.type) {
    case 'Literal':
      return typeof node.value === 'string' ? [node] : [];
    case 'TemplateLiteral':
      return node.quasis.length ? [node] : [];
    case 'ConditionalExpression':
      return [...stringLiterals(node.consequent), ...stringLiterals(node.alternate)];
    case 'LogicalExpression':
      return stringLiterals(node.right);
    default:
      return [];
  }
}

/** @param {import('estree').Node} node */
function textOf(node) {
  if (node.type === 'Literal') return String(node.value);
  if (node.type === 'TemplateLiteral') return node.quasis.map((quasi) => quasi.value.cooked ?? '').join('');
  return '';
}

/** @type {import('eslint').Rule.RuleModule} */
export const noLiteralJsxText = {
  meta: {
    type: 'problem',
    docs: {
      description: 'Disallow hard-coded visible text in JSX; take it from the locales with t() or <Trans>',
    },
    schema: [
      {
        type: 'object',
        properties: { attributes: { type: 'array', items: { type: 'string' } } },
        additionalProperties: false,
      },
    ],
    messages: {
      text: 'Hard-coded text "{{text}}" in JSX: add it to locales/{sl,en}/*.json and render it with t() or <Trans>.',
      attribute:
        'Hard-coded text "{{text}}" in the visible attribute {{name}}: add it to locales/{sl,en}/*.json and pass t(...).',
    },
  },
  create(context) {
    const attributes = new Set(context.options[0]?.attributes ?? DEFAULT_ATTRIBUTES);
    const short = (/** @type {string} */ text) => {
      const trimmed = text.trim().replace(/\s+/g, ' ');
      return trimmed.length > 40 ? `${trimmed.slice(0, 39)}…` : trimmed;
    };
    return {
      JSXText(node) {
        if (LETTER.test(node.value))
          context.report({ node, messageId: 'text', data: { text: short(node.value) } });
      },
      /** `<p>{'Hello'}</p>` and `<p>{ok ? 'Yes' : 'No'}</p>` */
      'JSXElement > JSXExpressionContainer, JSXFragment > JSXExpressionContainer'(node) {
        for (const literal of stringLiterals(node.expression)) {
          const text = textOf(literal);
          if (LETTER.test(text))
            context.report({ node: literal, messageId: 'text', data: { text: short(text) } });
        }
      },
      JSXAttribute(node) {
        const name =
          node.name.type === 'JSXNamespacedName'
            ? `${node.name.namespace.name}:${node.name.name.name}`
            : node.name.name;
        if (!attributes.has(name) || !node.value) return;
        const literals =
          node.value.type === 'JSXExpressionContainer' ? stringLiterals(node.value.expression) : [node.value];
        for (const literal of literals) {
          const text = textOf(literal);
          if (LETTER.test(text)) {
            context.report({ node: literal, messageId: 'attribute', data: { text: short(text), name } });
          }
        }
      },
    };
  },
};

/** The local plugin: `plugins: { local: localRules }`, rule `local/no-literal-jsx-text`. */
export const localRules = { rules: { 'no-literal-jsx-text': noLiteralJsxText } };
