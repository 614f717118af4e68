#!/usr/bin/env node
/**
 * `npm run add-page -- <path> [--from <page>] [--demo training|general|none] [--footer]`: a new page at `<path>`, at
 * every language URL, in every language of the table. It writes the page module, its hero, one locale file per
 * language (its name as its title, the `--from` page's hero copy, for translators to replace) and the page's row in
 * src/sitePages.ts; the router, the prerender, the sitemap, hreflang and the switcher follow from that row. Its structured
 * data describes no product unless its row says `product: true`.
 */
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import * as prettier from 'prettier';
import { REPO as ROOT } from './repo.ts';
import { LANGUAGES } from '../src/languages.ts';
import { NAMESPACES, SITE_PAGES, type SitePage } from '../src/sitePages.ts';

const TABLE_FILE = 'src/sitePages.ts';
const TABLE_END = '] as const satisfies readonly SitePageEntry[];';
const STRINGS_END = '\n};\n';
const STRINGS_START = 'export type PageStrings = {';
/** Paths the host or the app already answers: the language prefixes, the build's files, the edge worker. */
const RESERVED = new Set(['assets', 'geo', '404', 'index', ...LANGUAGES]);
const DEMO_FORMS = ['training', 'general', 'none'] as const;

const USAGE = 'usage: npm run add-page -- <path> [--from <page>] [--demo training|general|none] [--footer]';

export type NewPage = {
  path: `/${string}`;
  /** `PricingPage` for `/pricing`, `CaseStudiesPage` for `/case-studies`. */
  module: string;
  /** `pricing`, `caseStudies`: its locale files' name. */
  namespace: string;
  from: SitePage;
  demoForm: 'training' | 'general' | null;
  footer: boolean;
};

const words = (pagePath: string) => pagePath.slice(1).split(/[/-]/);
const capital = (word: string) => word[0]!.toUpperCase() + word.slice(1);

export function parseNewPage(
  argv: readonly string[],
  exists: (file: string) => boolean = existsSync,
): NewPage {
  let parsed;
  try {
    parsed = parseArgs({
      args: [...argv],
      allowPositionals: true,
      options: {
        from: { type: 'string', default: '/general' },
        demo: { type: 'string' },
        footer: { type: 'boolean', default: false },
      },
    });
  } catch (error) {
    throw new Error(`${(error as Error).message}\n${USAGE}`, { cause: error });
  }
  const { positionals, values } = parsed;
  const [given, ...extra] = positionals;
  if (given === undefined || extra.length > 0) throw new Error(`give exactly one path\n${USAGE}`);
  const pagePath = given.replace(/(.)\/+$/, '$1');
  if (!/^(\/[a-z][a-z0-9]*(-[a-z0-9]+)*)+$/.test(pagePath)) {
    throw new Error(
      `"${given}" is not a path the site can use: lower-case words joined by hyphens, each segment after a slash (/pricing, /case-studies)`,
    );
  }
  const first = pagePath.split('/')[1]!;
  if (RESERVED.has(first)) {
    throw new Error(
      `"${pagePath}" is reserved: /${first}${LANGUAGES.includes(first as never) ? ' is a language prefix' : ' is answered by the host or the build'}`,
    );
  }
  if (SITE_PAGES.some((page) => page.path === pagePath))
    throw new Error(`"${pagePath}" is a page of the site already`);
  const module = `${words(pagePath).map(capital).join('')}Page`;
  const namespace = words(pagePath)
    .map((word, index) => (index === 0 ? word : capital(word)))
    .join('');
  if (exists(path.join(ROOT, 'src/pages', `${module}.tsx`)))
    throw new Error(`src/pages/${module}.tsx exists already: pick another path, or remove it`);
  if ((NAMESPACES as readonly string[]).includes(namespace))
    throw new Error(`the locale files ${namespace}.json exist already: pick another path`);
  const from = SITE_PAGES.find((page) => page.path === values.from);
  if (!from) {
    throw new Error(
      `--from: "${values.from}" is not a page of the site; choose one of ${SITE_PAGES.map((page) => page.path).join(', ')}`,
    );
  }
  const demo = values.demo ?? from.demoForm ?? 'none';
  if (!(DEMO_FORMS as readonly string[]).includes(demo))
    throw new Error(`--demo: "${demo}" is none of ${DEMO_FORMS.join(', ')}`);
  return {
    path: pagePath as `/${string}`,
    module,
    namespace,
    from,
    demoForm: demo === 'none' ? null : (demo as 'training' | 'general'),
    footer: values.footer,
  };
}

type Tree = { [key: string]: string | Tree };

/** `Case studies` for `/case-studies`: the page's own title until a translator writes one. */
export const pageName = (page: Pick<NewPage, 'path'>) => capital(words(page.path).join(' '));

/**
 * The page's own locale file in `language`: its name as its title (which its footer link shows too), and the `--from`
 * page's description and hero copy in that language, for translators to replace.
 */
export function localeFile(page: NewPage, source: Tree): Tree {
  const pick = (tree: Tree, keys: string[]) =>
    Object.fromEntries(keys.filter((key) => key in tree).map((key) => [key, tree[key]!]));
  const hero = (source.hero ?? {}) as Tree;
  return {
    meta: { title: pageName(page), ...pick((source.meta ?? {}) as Tree, ['description']) },
    hero: pick(hero, ['title', 'lead', ...(page.demoForm ? ['cta'] : []), 'visual']),
  };
}

/** The page module: its sections, in order, for the page shell to lay out. */
export function pageModule(page: NewPage): string {
  const hero = page.module.replace(/Page$/, 'Hero');
  return [
    `import { PageShell } from '@/components/PageShell';`,
    `import { ${hero} } from '@/sections/${page.namespace}/${hero}';`,
    '',
    `/** ${page.path}: its hero; further sections go below it (docs/common-changes.md). */`,
    `export default function ${page.module}() {`,
    `  return <PageShell hero={${hero}} />;`,
    '}',
    '',
  ].join('\n');
}

export function heroModule(page: NewPage, hasVisual: boolean): string {
  const hero = page.module.replace(/Page$/, 'Hero');
  const imports = [
    page.demoForm ? `import { Button } from '@/components/Button';` : null,
    `import type { SectionProps } from '@/components/PageShell';`,
    hasVisual ? `import { GlassesVisual } from '@/components/visuals/GlassesVisual';` : null,
    `import { HeroSection } from '@/sections/shared/HeroSection';`,
  ].filter(Boolean);
  return [
    `import { useTranslation } from 'react-i18next';`,
    ...imports,
    '',
    `export function ${hero}({ onRequestDemo }: SectionProps) {`,
    `  const { t } = useTranslation('${page.namespace}');`,
    '  return (',
    '    <HeroSection',
    `      title={t('hero.title')}`,
    `      lead={t('hero.lead')}`,
    page.demoForm
      ? `      actions={<Button onClick={onRequestDemo}>{t('hero.cta')}</Button>}`
      : `      actions={null}`,
    hasVisual
      ? `      visual={<GlassesVisual {...t('hero.visual', { returnObjects: true })} />}`
      : '      visual={null}',
    '    />',
    '  );',
    '}',
    '',
  ].join('\n');
}

/** src/sitePages.ts with the page's locale type and its row, formatted as the repository formats it. */
export async function withPage(source: string, page: NewPage): Promise<string> {
  const lastImport = source.lastIndexOf("from '../locales/sl/");
  const stringsStart = source.indexOf(STRINGS_START);
  const stringsEnd = source.indexOf(STRINGS_END, stringsStart);
  const tableEnd = source.indexOf(`\n${TABLE_END}`);
  if (lastImport < 0 || stringsStart < 0 || stringsEnd < 0 || tableEnd < 0)
    throw new Error(`${TABLE_FILE}: the locale imports, ${STRINGS_START} or the table's last line are gone`);
  const importEnd = source.indexOf('\n', lastImport) + 1;
  const row = {
    path: page.path,
    module: page.module,
    namespaces: [page.namespace],
    ...(page.demoForm ? { demoForm: page.demoForm } : {}),
    ...(page.footer ? { footerLink: `footer.${page.namespace}` } : {}),
  };
  const text = [
    source.slice(0, importEnd),
    `import type ${page.namespace} from '../locales/sl/${page.namespace}.json';\n`,
    source.slice(importEnd, stringsEnd),
    `\n  ${page.namespace}: typeof ${page.namespace};`,
    source.slice(stringsEnd, tableEnd),
    `\n  ${JSON.stringify(row).replace(/"(\w+)":/g, '$1: ')},`,
    source.slice(tableEnd),
  ].join('');
  const file = path.join(ROOT, TABLE_FILE);
  return prettier.format(text, { ...(await prettier.resolveConfig(file)), filepath: file });
}

const json = (tree: unknown) => `${JSON.stringify(tree, null, 2)}\n`;
const readTree = (file: string) => JSON.parse(readFileSync(file, 'utf8')) as Tree;

async function main(): Promise<void> {
  const page = parseNewPage(process.argv.slice(2));
  const written: string[] = [];
  const changed = new Map<string, string>();
  const write = (file: string, text: string) => {
    const full = path.join(ROOT, file);
    mkdirSync(path.dirname(full), { recursive: true });
    if (existsSync(full)) changed.set(full, readFileSync(full, 'utf8'));
    else written.push(full);
    writeFileSync(full, text);
  };
  const table = await withPage(readFileSync(path.join(ROOT, TABLE_FILE), 'utf8'), page);
  const fromNamespace = page.from.namespaces[0]!;
  let hasVisual = false;
  try {
    for (const language of LANGUAGES) {
      const source = readTree(path.join(ROOT, 'locales', language, `${fromNamespace}.json`));
      const strings = localeFile(page, source);
      hasVisual ||= 'visual' in (strings.hero as Tree);
      write(`locales/${language}/${page.namespace}.json`, json(strings));
      if (page.footer) {
        const common = readTree(path.join(ROOT, 'locales', language, 'common.json'));
        (common.footer as Tree)[page.namespace] = (strings.meta as Tree).title!;
        write(`locales/${language}/common.json`, json(common));
      }
    }
    const hero = page.module.replace(/Page$/, 'Hero');
    write(`src/sections/${page.namespace}/${hero}.tsx`, heroModule(page, hasVisual));
    write(`src/pages/${page.module}.tsx`, pageModule(page));
    write(TABLE_FILE, table);
  } catch (error) {
    for (const file of written) rmSync(file, { force: true });
    for (const [file, text] of changed) writeFileSync(file, text);
    throw error;
  }
  const relative = (file: string) => path.relative(ROOT, file);
  console.log(
    [
      `Added ${page.path} (${LANGUAGES.map((language) => `/${language}${page.path}`).join(', ')}):`,
      ...written.map((file) => `  new: ${relative(file)}`),
      ...[...changed.keys()].map((file) => `  changed: ${relative(file)}`),
      `Its title is "${pageName(page)}", its other copy ${page.from.path}'s, for translators to replace; ${page.demoForm ? `its demo form is the ${page.demoForm} variant` : 'it has no demo form'}.`,
      'Next: write its copy in locales/*/' +
        `${page.namespace}.json, add sections (docs/common-changes.md), npm test.`,
    ].join('\n'),
  );
}

if (import.meta.main) {
  try {
    await main();
  } catch (error) {
    console.error(`add-page: ${(error as Error).message}`);
    process.exitCode = 1;
  }
}
