/**
 * The whole locale check: the locale files' rules (rules.ts), then the code's use of the keys. Every key src/ passes
 * to `t` or `<Trans i18nKey>` must exist, and every key of the source language be used or allow-listed.
 * The check's only module on the TypeScript compiler, kept apart so the dev server's translator mode never loads it.
 */
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { DEFAULT_NAMESPACE } from '../../src/languages.ts';
import { byPlace, localeFile, relativePath, SOURCE_LANGUAGE, type Problem } from './parse.ts';
import { checkLocaleFiles, type LocaleFilesOptions } from './rules.ts';

export type CheckOptions = LocaleFilesOptions & {
  srcDir: string;
  /** keys built at run time, as `ns:path` (`*` = one segment, `**` any number) */
  allowlist?: readonly string[];
  allowlistFile?: string;
};

type KeyUse = { key: string; ns: string | null; line: number; column: number; returnObjects: boolean };

function literalText(node: ts.Node | undefined): string | null {
  if (node && ts.isJsxExpression(node)) return literalText(node.expression);
  return node && (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) ? node.text : null;
}

const calleeName = (callee: ts.Expression): string | null =>
  ts.isIdentifier(callee) ? callee.text : ts.isPropertyAccessExpression(callee) ? callee.name.text : null;

/**
 * A module's namespaces (`useTranslation('ns')`, `getFixedT(lng, 'ns')`; none given: the default), its keys (`t` under
 * any name, `<Trans i18nKey ns>`) and every string literal in it (a key table's keys count as used).
 */
function scanSource(file: string): { scopes: string[]; uses: KeyUse[]; literals: Set<string> } {
  const source = ts.createSourceFile(file, fs.readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
  const scopes: string[] = [];
  const uses: KeyUse[] = [];
  const literals = new Set<string>();
  const use = (keyNode: ts.Node | undefined, ns: string | null, returnObjects = false) => {
    const key = literalText(keyNode);
    if (key === null || !keyNode) return;
    const { line, character } = source.getLineAndCharacterOfPosition(keyNode.getStart(source));
    uses.push({ key, ns, returnObjects, line: line + 1, column: character + 1 });
  };
  const tNames = new Set(['t']);
  const visit = (node: ts.Node): void => {
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) literals.add(node.text);
    // `const { t: tCommon } = useTranslation('common')`
    if (ts.isVariableDeclaration(node) && ts.isObjectBindingPattern(node.name)) {
      for (const element of node.name.elements)
        if ((element.propertyName ?? element.name).getText(source) === 't')
          tNames.add(element.name.getText(source));
    }
    if (ts.isCallExpression(node)) {
      const name = calleeName(node.expression);
      const [first, second] = node.arguments;
      if (name === 'useTranslation' || name === 'getFixedT')
        scopes.push(literalText(name === 'useTranslation' ? first : second) ?? DEFAULT_NAMESPACE);
      else if (name !== null && tNames.has(name)) {
        const options = second && ts.isObjectLiteralExpression(second) ? second.properties : [];
        const returnObjects = options.some(
          (prop) =>
            ts.isPropertyAssignment(prop) &&
            prop.name.getText(source) === 'returnObjects' &&
            prop.initializer.kind === ts.SyntaxKind.TrueKeyword,
        );
        use(first, null, returnObjects);
      }
    }
    if (ts.isJsxSelfClosingElement(node) || ts.isJsxOpeningElement(node)) {
      const attribute = (name: string) =>
        node.attributes.properties.find(
          (attr): attr is ts.JsxAttribute => ts.isJsxAttribute(attr) && attr.name.getText(source) === name,
        )?.initializer;
      use(attribute('i18nKey'), literalText(attribute('ns')));
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return { scopes, uses, literals };
}

const allowlistMatcher = (pattern: string): RegExp =>
  new RegExp(
    `^${pattern
      .split(/(\*\*|\*)/)
      .map((part) =>
        part === '**' ? '.+' : part === '*' ? '[^.:]+' : part.replace(/[.+?^${}()|[\]\\]/g, '\\$&'),
      )
      .join('')}$`,
  );

export function checkLocales({
  srcDir,
  allowlist = [],
  allowlistFile = 'scripts/i18n-allowlist.json',
  ...files
}: CheckOptions): Problem[] {
  const { localesDir, rootDir = process.cwd(), sourceLanguage = SOURCE_LANGUAGE } = files;
  const rel = (file: string): string => relativePath(rootDir, file);
  const { problems, source } = checkLocaleFiles(files);
  const { namespaces } = source;
  const sourceFile = (ns: string) => rel(localeFile(localesDir, sourceLanguage, ns));
  const hasUnit = (ns: string, key: string): boolean => Boolean(source.units.get(ns)?.has(key));
  const used = new Set<string>();
  const codeFiles = fs.existsSync(srcDir)
    ? fs.readdirSync(srcDir, { recursive: true, encoding: 'utf8' })
    : [];

  for (const name of codeFiles.filter((name) => /\.tsx?$/.test(name) && !/\.d\.ts$|\.test\./.test(name))) {
    const file = path.join(srcDir, name);
    const { scopes, uses, literals } = scanSource(file);
    /** Where a key may be: its `ns:` prefix's, the use's `ns`, the module's; a module with none (a data table, a component handed `t`) may hold keys of any. */
    const candidatesFor = (key: string, ns: string | null): { ns: string; key: string }[] => {
      const colon = key.indexOf(':');
      if (colon > 0 && namespaces.includes(key.slice(0, colon)))
        return [{ ns: key.slice(0, colon), key: key.slice(colon + 1) }];
      if (ns) return [{ ns, key }];
      const scope = scopes.length ? scopes : [DEFAULT_NAMESPACE, ...namespaces];
      return [...new Set(scope)].map((each) => ({ ns: each, key }));
    };

    for (const use of uses) {
      const candidates = candidatesFor(use.key, use.ns);
      const found = candidates.find((candidate) => hasUnit(candidate.ns, candidate.key));
      const section = candidates.find((candidate) => source.sections.get(candidate.ns)?.has(candidate.key));
      const at = { file: rel(file), line: use.line, column: use.column };
      if (found) used.add(`${found.ns}:${found.key}`);
      else if (section) {
        for (const key of source.units.get(section.ns)?.keys() ?? [])
          if (key.startsWith(`${section.key}.`)) used.add(`${section.ns}:${key}`);
        if (!use.returnObjects)
          problems.push({
            ...at,
            key: `${section.ns}:${section.key}`,
            code: 'not-a-string',
            message: `the code shows this key as text, but in ${sourceFile(section.ns)} it is a section of keys; use one of the keys inside it`,
          });
        // A value that is not text was reported where it is; the code's use of it needs no second message.
      } else if (!candidates.some((candidate) => source.invalid.get(candidate.ns)?.has(candidate.key))) {
        const [target] = candidates as [{ ns: string; key: string }];
        const where = namespaces.includes(target.ns)
          ? sourceFile(target.ns)
          : `a namespace "${target.ns}" that has no locale file`;
        problems.push({
          ...at,
          key: `${target.ns}:${target.key}`,
          code: 'missing-key',
          message: `the code uses this key but it is missing from ${where}: the page would show the raw key`,
        });
      }
    }
    for (const literal of literals)
      for (const candidate of candidatesFor(literal, null))
        if (hasUnit(candidate.ns, candidate.key)) used.add(`${candidate.ns}:${candidate.key}`);
  }

  const patterns = allowlist.map((pattern) => ({ pattern, matcher: allowlistMatcher(pattern), hits: 0 }));
  for (const [ns, units] of source.units) {
    for (const key of units.keys()) {
      const id = `${ns}:${key}`;
      const allowed = patterns.filter((entry) => entry.matcher.test(id));
      allowed.forEach((entry) => (entry.hits += 1));
      if (used.has(id) || allowed.length) continue;
      problems.push({
        file: sourceFile(ns),
        key,
        code: 'unused-key',
        message: `no code in ${rel(srcDir)}/ uses this key: remove it from every language, or, if the code builds it at run time, add "${id}" to ${allowlistFile}`,
      });
    }
  }
  for (const { pattern, hits } of patterns) {
    if (hits === 0)
      problems.push({
        file: allowlistFile,
        key: pattern,
        code: 'stale-allowlist',
        message: `this allow-list entry matches no key in ${rel(localesDir)}/${sourceLanguage}/: remove it or fix its spelling (write ns:key.path, * for one segment)`,
      });
  }
  return problems.sort(byPlace);
}
