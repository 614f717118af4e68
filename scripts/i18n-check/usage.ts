/**
 * The whole locale check: the locale files' rules (rules.ts), then the code's use of the keys. Every key src/ passes
 * to `t`, `<Trans i18nKey>` and the like must exist, and every key of the source language be used or allow-listed.
 * The check's only module on the TypeScript compiler, kept apart so the dev server's translator mode never loads it.
 */
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { localeFilePath, SOURCE_LANGUAGE } from './parse.ts';
import { byPlace, relativePath, type Problem } from './report.ts';
import { checkLocaleFiles, type LocaleFilesOptions } from './rules.ts';

/** Keys built at run time, as `ns:path` (`*` = one segment, `**` any number). */
export type Allowlist = { keys?: string[] };

export type CheckOptions = LocaleFilesOptions & {
  srcDir: string;
  allowlist?: Allowlist | null;
  allowlistFile?: string;
  defaultNS?: string;
};

/** What a `useTranslation()` call (or `<Trans ns>`, or `TFunction<'ns'>`) puts in scope. */
type Hook = { namespaces: string[]; keyPrefix: string | null };

export type KeyUse = {
  key: string;
  ns: string | null;
  line: number;
  column: number;
  returnObjects: boolean;
};

type NsKey = { ns: string; key: string };

function listSourceFiles(dir: string): string[] {
  const files: string[] = [];
  if (!fs.existsSync(dir)) return files;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) files.push(...listSourceFiles(full));
    else if (/\.(tsx?|jsx?|mts|mjs)$/.test(entry.name) && !/\.d\.ts$|\.test\.|\.spec\./.test(entry.name)) {
      files.push(full);
    }
  }
  return files.sort();
}

function literalText(node: ts.Node | undefined): string | null {
  if (!node) return null;
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return node.text;
  if (ts.isJsxExpression(node)) return literalText(node.expression);
  if (ts.isParenthesizedExpression(node) || ts.isAsExpression(node) || ts.isSatisfiesExpression(node)) {
    return literalText(node.expression);
  }
  return null;
}

function calleeName(callee: ts.Expression): string | null {
  if (ts.isIdentifier(callee)) return callee.text;
  if (ts.isPropertyAccessExpression(callee)) return callee.name.text;
  return null;
}

export function scanSource(
  file: string,
  namespaces: string[],
): { hooks: Hook[]; uses: KeyUse[]; literals: Set<string> } {
  const text = fs.readFileSync(file, 'utf8');
  const kind = file.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, kind);
  const hooks: Hook[] = [];
  const uses: KeyUse[] = [];
  const literals = new Set<string>();
  const position = (node: ts.Node): { line: number; column: number } => {
    const { line, character } = source.getLineAndCharacterOfPosition(node.getStart(source));
    return { line: line + 1, column: character + 1 };
  };
  const namespaceList = (node: ts.Node | undefined): string[] | null => {
    const single = literalText(node);
    if (single !== null) return [single];
    if (node && ts.isArrayLiteralExpression(node)) {
      return node.elements.map((element) => literalText(element)).filter((value) => value !== null);
    }
    return null;
  };
  const property = (object: ts.ObjectLiteralExpression, name: string): ts.Expression | undefined => {
    for (const prop of object.properties) {
      if (ts.isPropertyAssignment(prop) && prop.name.getText(source) === name) return prop.initializer;
    }
    return undefined;
  };
  /** Names `t` goes by in this file (`const { t: tCommon } = useTranslation('common')`). */
  const tNames = new Set(['t']);
  const visit = (node: ts.Node): void => {
    if (
      ts.isVariableDeclaration(node) &&
      ts.isObjectBindingPattern(node.name) &&
      node.initializer &&
      ts.isCallExpression(node.initializer) &&
      calleeName(node.initializer.expression) === 'useTranslation'
    ) {
      for (const element of node.name.elements) {
        if ((element.propertyName ?? element.name).getText(source) === 't')
          tNames.add(element.name.getText(source));
      }
    }
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) literals.add(node.text);
    if (ts.isCallExpression(node)) {
      const name = calleeName(node.expression);
      const [first, second, third] = node.arguments;
      if (name === 'useTranslation' || name === 'withTranslation') {
        const options = second && ts.isObjectLiteralExpression(second) ? second : undefined;
        hooks.push({
          namespaces: namespaceList(first) ?? ['(default)'],
          keyPrefix: options ? literalText(property(options, 'keyPrefix')) : null,
        });
      } else if (name === 'getFixedT') {
        hooks.push({ namespaces: namespaceList(second) ?? ['(default)'], keyPrefix: literalText(third) });
      } else if (name !== null && tNames.has(name) && first) {
        const options = second && ts.isObjectLiteralExpression(second) ? second : undefined;
        const ns = options ? literalText(property(options, 'ns')) : null;
        const returnObjects = Boolean(
          options && property(options, 'returnObjects')?.kind === ts.SyntaxKind.TrueKeyword,
        );
        const keys = ts.isArrayLiteralExpression(first) ? [...first.elements] : [first];
        for (const keyNode of keys) {
          const key = literalText(keyNode);
          if (key !== null) uses.push({ key, ns, returnObjects, ...position(keyNode) });
        }
      }
    }
    if (ts.isJsxSelfClosingElement(node) || ts.isJsxOpeningElement(node)) {
      const attributes: Record<string, ts.JsxAttribute> = {};
      for (const attribute of node.attributes.properties) {
        if (ts.isJsxAttribute(attribute)) attributes[attribute.name.getText(source)] = attribute;
      }
      const ns = namespaceList(attributes.ns?.initializer);
      if (ns) hooks.push({ namespaces: ns, keyPrefix: null });
      const keyNode = attributes.i18nKey?.initializer;
      const key = literalText(keyNode);
      if (key !== null && keyNode)
        uses.push({ key, ns: ns?.[0] ?? null, returnObjects: false, ...position(keyNode) });
    }
    // `t: TFunction<'training'>` passed down as a prop names its namespace in the type.
    if (
      ts.isTypeReferenceNode(node) &&
      node.typeName.getText(source) === 'TFunction' &&
      node.typeArguments?.[0]
    ) {
      const argument = node.typeArguments[0];
      if (ts.isLiteralTypeNode(argument) && ts.isStringLiteral(argument.literal)) {
        hooks.push({ namespaces: [argument.literal.text], keyPrefix: null });
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return {
    hooks: hooks.map((hook) => ({
      ...hook,
      namespaces: hook.namespaces.filter((ns) => ns === '(default)' || namespaces.includes(ns)),
    })),
    uses,
    literals,
  };
}

function allowlistMatcher(pattern: string): RegExp {
  const escaped = pattern
    .split(/(\*\*|\*)/)
    .map((part) =>
      part === '**' ? '.+' : part === '*' ? '[^.:]+' : part.replace(/[.+?^${}()|[\]\\]/g, '\\$&'),
    )
    .join('');
  return new RegExp(`^${escaped}$`);
}

export function checkLocales({
  srcDir,
  allowlist = null,
  allowlistFile = 'scripts/i18n-allowlist.json',
  defaultNS = 'common',
  ...files
}: CheckOptions): Problem[] {
  const { localesDir, sourceLanguage = SOURCE_LANGUAGE, rootDir = process.cwd() } = files;
  const rel = (file: string): string => relativePath(rootDir, file);
  const localeFile = (language: string, ns: string): string => localeFilePath(localesDir, language, ns);
  const {
    problems,
    source: { namespaces, units: sourceUnits, sections: sourceSections, invalid: sourceInvalid },
  } = checkLocaleFiles(files);

  const used = new Set<string>();
  const hasUnit = (ns: string, key: string): boolean => Boolean(sourceUnits.get(ns)?.has(key));
  const markSection = (ns: string, section: string): void => {
    for (const key of sourceUnits.get(ns)?.keys() ?? [])
      if (key.startsWith(`${section}.`)) used.add(`${ns}:${key}`);
  };
  const splitNs = (key: string): NsKey | null => {
    const index = key.indexOf(':');
    if (index > 0 && namespaces.includes(key.slice(0, index)))
      return { ns: key.slice(0, index), key: key.slice(index + 1) };
    return null;
  };

  for (const file of listSourceFiles(srcDir)) {
    const { hooks, uses, literals } = scanSource(file, namespaces);
    const scopes: { ns: string; prefix: string | null }[] = hooks.flatMap((hook) =>
      hook.namespaces.map((ns) => ({ ns: ns === '(default)' ? defaultNS : ns, prefix: hook.keyPrefix })),
    );
    // A module with no namespace of its own (a data table, a component handed `t`) may hold keys of any namespace.
    const lenient = scopes.length === 0;
    const candidatesFor = (key: string, ns: string | null): NsKey[] => {
      const prefixed = splitNs(key);
      if (prefixed) return [prefixed];
      if (ns) return [{ ns, key }];
      if (lenient)
        return [defaultNS, ...namespaces.filter((name) => name !== defaultNS)].map((name) => ({
          ns: name,
          key,
        }));
      return scopes.flatMap((scope) => [
        { ns: scope.ns, key: scope.prefix ? `${scope.prefix}.${key}` : key },
        ...(scope.prefix ? [{ ns: scope.ns, key }] : []),
      ]);
    };

    for (const use of uses) {
      const candidates = candidatesFor(use.key, use.ns);
      const found = candidates.find((candidate) => hasUnit(candidate.ns, candidate.key));
      if (found) {
        used.add(`${found.ns}:${found.key}`);
        continue;
      }
      const section = candidates.find((candidate) => sourceSections.get(candidate.ns)?.has(candidate.key));
      if (section) {
        markSection(section.ns, section.key);
        if (!use.returnObjects) {
          problems.push({
            file: rel(file),
            line: use.line,
            column: use.column,
            key: `${section.ns}:${section.key}`,
            code: 'not-a-string',
            message: `the code shows this key as text, but in ${rel(localeFile(sourceLanguage, section.ns))} it is a section of keys; use one of the keys inside it`,
          });
        }
        continue;
      }
      // A value that is not text was reported where it is; the code's use of it needs no second message.
      if (candidates.some((candidate) => sourceInvalid.get(candidate.ns)?.has(candidate.key))) continue;
      const [target] = candidates;
      if (target === undefined) continue; // candidatesFor always names at least one
      const where = namespaces.includes(target.ns)
        ? rel(localeFile(sourceLanguage, target.ns))
        : `a namespace "${target.ns}" that has no locale file`;
      problems.push({
        file: rel(file),
        line: use.line,
        column: use.column,
        key: `${target.ns}:${target.key}`,
        code: 'missing-key',
        message: `the code uses this key but it is missing from ${where}: the page would show the raw key`,
      });
    }

    // Key tables (`{ title: 'scenarios.chemical.title' } as const`): any literal that is a full key counts as a use.
    const literalScopes = lenient ? namespaces.map((ns) => ({ ns, prefix: null })) : scopes;
    for (const literal of literals) {
      const prefixed = splitNs(literal);
      if (prefixed && hasUnit(prefixed.ns, prefixed.key)) used.add(`${prefixed.ns}:${prefixed.key}`);
      for (const scope of literalScopes) {
        for (const key of scope.prefix ? [`${scope.prefix}.${literal}`, literal] : [literal]) {
          if (hasUnit(scope.ns, key)) used.add(`${scope.ns}:${key}`);
        }
      }
    }
  }

  const patterns = (allowlist?.keys ?? []).map((pattern) => ({
    pattern,
    matcher: allowlistMatcher(pattern),
    hits: 0,
  }));
  for (const [ns, units] of sourceUnits) {
    for (const key of units.keys()) {
      const id = `${ns}:${key}`;
      const allowed = patterns.filter((entry) => entry.matcher.test(id));
      allowed.forEach((entry) => (entry.hits += 1));
      if (used.has(id) || allowed.length) continue;
      problems.push({
        file: rel(localeFile(sourceLanguage, ns)),
        key,
        code: 'unused-key',
        message: `no code in ${rel(srcDir)}/ uses this key: remove it from every language, or, if the code builds it at run time, add "${id}" to ${allowlistFile}`,
      });
    }
  }
  for (const entry of patterns) {
    if (entry.hits === 0) {
      problems.push({
        file: allowlistFile,
        key: entry.pattern,
        code: 'stale-allowlist',
        message: `this allow-list entry matches no key in ${rel(localesDir)}/${sourceLanguage}/: remove it or fix its spelling (write ns:key.path, * for one segment)`,
      });
    }
  }

  return problems.sort(byPlace);
}
