/**
 * The locale files' rules, then the code's use of the keys: each key src/ uses must exist, each source key be used or
 * allow-listed. Apart from parse.ts so translator mode never loads the TypeScript compiler.
 */
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { DEFAULT_NAMESPACE } from '../../src/languages.ts';
import {
  byPlace,
  checkLocaleFiles,
  localeFile,
  namespacesIn,
  relativePath,
  SOURCE_LANGUAGE,
  type LocaleFilesOptions,
  type Problem,
} from './parse.ts';

export type CheckOptions = LocaleFilesOptions & {
  srcDir: string;
  /** keys built at run time, as `ns:path` (`*` = one segment, `**` any number) */
  allowlist?: readonly string[];
  allowlistFile: string;
};

type KeyUse = { key: string; ns: string | null; line: number; column: number; returnObjects: boolean };

function literalText(node: ts.Node | undefined): string | null {
  if (node && ts.isJsxExpression(node)) return literalText(node.expression);
  return node && (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) ? node.text : null;
}

const calleeName = (callee: ts.Expression): string | null =>
  ts.isIdentifier(callee) ? callee.text : ts.isPropertyAccessExpression(callee) ? callee.name.text : null;

/** A module's namespaces, its keys (`t` under any name, `<Trans i18nKey ns>`) and its string literals (key tables). */
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

export function checkLocales({ srcDir, allowlist = [], allowlistFile, ...files }: CheckOptions): Problem[] {
  const { localesDir, rootDir = process.cwd(), sourceLanguage = SOURCE_LANGUAGE, languages } = files;
  const rel = (file: string): string => relativePath(rootDir, file);
  const { problems, keys } = checkLocaleFiles(files);
  const namespaces = files.namespaces ?? namespacesIn(localesDir, languages);
  const sourceFile = (ns: string) => rel(localeFile(localesDir, sourceLanguage, ns));
  const used = new Set<string>();
  // A value that is not text was reported where it is; the code's use of it needs no second message.
  const notText = new Set(
    namespaces.flatMap((ns) =>
      problems
        .filter((p) => p.code === 'not-a-string' && p.file === sourceFile(ns))
        .map((p) => `${ns}:${p.key}`),
    ),
  );
  const report = (file: string, key: string, code: string, message: string, place = {}) =>
    problems.push({ file, key, code, message, ...place });
  const codeFiles = fs.existsSync(srcDir)
    ? fs.readdirSync(srcDir, { recursive: true, encoding: 'utf8' })
    : [];

  for (const name of codeFiles.filter((name) => /\.tsx?$/.test(name) && !/\.d\.ts$|\.test\./.test(name))) {
    const file = path.join(srcDir, name);
    const { scopes, uses, literals } = scanSource(file);
    /** Where a key may be: its `ns:` prefix's, the use's `ns`, the module's namespaces, else any namespace. */
    const candidatesFor = (key: string, ns: string | null): string[] => {
      const colon = key.indexOf(':');
      if (colon > 0 && namespaces.includes(key.slice(0, colon))) return [key];
      return [...new Set(ns ? [ns] : scopes.length ? scopes : [DEFAULT_NAMESPACE, ...namespaces])].map(
        (each) => `${each}:${key}`,
      );
    };

    for (const use of uses) {
      const candidates = candidatesFor(use.key, use.ns);
      const found = candidates.find((id) => keys.has(id));
      const section = candidates.find((id) => [...keys].some((key) => key.startsWith(`${id}.`)));
      const place = { line: use.line, column: use.column };
      const [target = ''] = candidates;
      const ns = target.split(':')[0]!;
      const where = namespaces.includes(ns) ? sourceFile(ns) : `a namespace "${ns}" that has no locale file`;
      if (found) used.add(found);
      else if (section) {
        for (const key of keys) if (key.startsWith(`${section}.`)) used.add(key);
        const message = `the code shows this key as text, but in ${sourceFile(section.split(':')[0]!)} it is a section of keys; use one of the keys inside it`;
        if (!use.returnObjects) report(rel(file), section, 'not-a-string', message, place);
      } else if (!candidates.some((id) => notText.has(id))) {
        const message = `the code uses this key but it is missing from ${where}: the page would show the raw key`;
        report(rel(file), target, 'missing-key', message, place);
      }
    }
    for (const id of [...literals].flatMap((literal) => candidatesFor(literal, null)))
      if (keys.has(id)) used.add(id);
  }

  const patterns = allowlist.map((pattern) => ({ pattern, matcher: allowlistMatcher(pattern), hits: 0 }));
  for (const id of keys) {
    const allowed = patterns.filter((entry) => entry.matcher.test(id));
    allowed.forEach((entry) => (entry.hits += 1));
    const [ns = '', key = ''] = id.split(/:(.*)/);
    const message = `no code in ${rel(srcDir)}/ uses this key: remove it from every language, or, if the code builds it at run time, add "${id}" to ${allowlistFile}`;
    if (!used.has(id) && !allowed.length) report(sourceFile(ns), key, 'unused-key', message);
  }
  for (const { pattern } of patterns.filter((entry) => entry.hits === 0)) {
    const message = `this allow-list entry matches no key in ${rel(localesDir)}/${sourceLanguage}/: remove it or fix its spelling (write ns:key.path, * for one segment)`;
    report(allowlistFile, pattern, 'stale-allowlist', message);
  }
  return problems.sort(byPlace);
}
