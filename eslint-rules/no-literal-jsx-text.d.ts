import type { Rule } from 'eslint';

export declare const noLiteralJsxText: Rule.RuleModule;
export declare const localRules: { rules: { 'no-literal-jsx-text': Rule.RuleModule } };
