#!/usr/bin/env node
/** `npm run add-page`: a page module, its hero, its locale files and its row in src/sitePages.ts. */
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import * as prettier from 'prettier';
import { fail, readArgs, REPO as ROOT, runCommand } from './repo.ts';
import { LANGUAGES } from '../src/languages.ts';
import { NAMESPACES, SITE_PAGES, type SitePage } from '../src/sitePages.ts';

const TABLE_FILE = 'src/sitePages.ts';
const TABLE_END = '\n] as const satisfies readonly SitePageEntry[];';
const STRINGS_START = 'export type PageStrings = {';
/** First path segments a page cannot take, each with its owner: the address and everything below it is theirs. */
export const RESERVED_PATHS: Readonly<Record<string, string>> = {
  api: "the edge worker's endpoints (run_worker_first in wrangler.jsonc)",
  geo: "the edge worker's country lookup (run_worker_first in wrangler.jsonc)",
  team: "the team's inbox, served by the edge worker behind Cloudflare Access",
  'cdn-cgi': "Cloudflare's own, on every site it serves",
  assets: "the build's hashed files",
  '404': "the build's not-found page",
  index: "the build's home page file",
};
const DEMO_FORMS = ['training', 'general', 'none'];
const USAGE = 'usage: npm run add-page -- <path> [--from <page>] [--demo training|general|none] [--footer]';

export type NewPage = {
  path: `/${string}`;
  /** `CaseStudiesPage` and `caseStudies` for `/case-studies`. */
  module: string;
  namespace: string;
  from: SitePage;
  demoForm: 'training' | 'general' | null;
  footer: boolean;
};

const capital = (word: string) => word[0]!.toUpperCase() + word.slice(1);

export function parseNewPage(
  argv: readonly string[],
  exists: (file: string) => boolean = existsSync,
): NewPage {
  const { positionals, values } = readArgs(
    argv,
    {
      from: { type: 'string', default: '/general' },
      demo: { type: 'string' },
      footer: { type: 'boolean', default: false },
    },
    USAGE,
  );
  if (positionals.length !== 1) fail(`give exactly one path\n${USAGE}`);
  const pagePath = positionals[0]!.replace(/(.)\/+$/, '$1') as `/${string}`;
  if (!/^(\/[a-z][a-z0-9]*(-[a-z0-9]+)*)+$/.test(pagePath))
    fail(
      `"${positionals[0]}" is not a path the site can use: lower-case words joined by hyphens, each segment after a slash (/pricing, /case-studies)`,
    );
  const first = pagePath.split('/')[1]!;
  if (LANGUAGES.includes(first as never)) fail(`"${pagePath}" is reserved: /${first} is a language prefix`);
  if (Object.hasOwn(RESERVED_PATHS, first))
    fail(`"${pagePath}" is reserved: /${first} and everything below it is ${RESERVED_PATHS[first]}`);
  if (SITE_PAGES.some((page) => page.path === pagePath)) fail(`"${pagePath}" is a page of the site already`);
  const words = pagePath.slice(1).split(/[/-]/);
  const module = `${words.map(capital).join('')}Page`;
  const namespace = words[0] + words.slice(1).map(capital).join('');
  if (exists(path.join(ROOT, 'src/pages', `${module}.tsx`)))
    fail(`src/pages/${module}.tsx exists already: pick another path, or remove it`);
  if ((NAMESPACES as readonly string[]).includes(namespace))
    fail(`the locale files ${namespace}.json exist already: pick another path`);
  const from =
    SITE_PAGES.find((page) => page.path === values.from) ??
    fail(
      `--from: "${values.from}" is not a page of the site; choose one of ${SITE_PAGES.map((page) => page.path).join(', ')}`,
    );
  const demo = values.demo ?? from.demoForm ?? 'none';
  if (!DEMO_FORMS.includes(demo)) fail(`--demo: "${demo}" is none of ${DEMO_FORMS.join(', ')}`);
  const demoForm = demo === 'none' ? null : (demo as 'training' | 'general');
  return { path: pagePath, module, namespace, from, demoForm, footer: values.footer };
}

type Tree = { [key: string]: string | Tree };

/** `Case studies` for `/case-studies`, until a translator writes a title. */
const pageName = (page: NewPage) => capital(page.path.slice(1).split(/[/-]/).join(' '));

/** Its locale file: its name as title, the `--from` page's description and hero for translators to replace. */
export function localeFile(page: NewPage, source: Tree): Tree {
  const pick = (tree: Tree | string | undefined, keys: string[]) =>
    Object.fromEntries(
      keys.flatMap((key) => (typeof tree === 'object' && key in tree ? [[key, tree[key]!]] : [])),
    );
  return {
    meta: { title: pageName(page), ...pick(source.meta, ['description']) },
    hero: pick(source.hero, ['title', 'lead', ...(page.demoForm ? ['cta'] : []), 'visual']),
  };
}

async function formatted(file: string, text: string): Promise<string> {
  const filepath = path.join(ROOT, file);
  return prettier.format(text, { ...(await prettier.resolveConfig(filepath)), filepath });
}

const pageModule = ({ path: pagePath, module }: NewPage, hero: string, namespace: string) => `
import { PageShell } from '@/components/PageShell';
import { ${hero} } from '@/sections/${namespace}/${hero}';

/** ${pagePath}: its hero; further sections go below it (docs/common-changes.md). */
export default function ${module}() { return <PageShell hero={${hero}} />; }`;

function heroModule({ namespace, demoForm }: NewPage, hero: string, hasVisual: boolean): string {
  const imports = [
    `import { useTranslation } from 'react-i18next';`,
    demoForm && `import { Button } from '@/components/Button';`,
    demoForm && `import type { SectionProps } from '@/components/PageShell';`,
    hasVisual && `import { GlassesVisual } from '@/components/visuals/GlassesVisual';`,
    `import { HeroSection } from '@/sections/shared/HeroSection';`,
  ];
  return `${imports.filter(Boolean).join('\n')}

export function ${hero}(${demoForm ? '{ onRequestDemo }: SectionProps' : ''}) {
  const { t } = useTranslation('${namespace}');
  return <HeroSection title={t('hero.title')} lead={t('hero.lead')}
    actions={${demoForm ? `<Button onClick={onRequestDemo}>{t('hero.cta')}</Button>` : 'null'}}
    visual={${hasVisual ? `<GlassesVisual {...t('hero.visual', { returnObjects: true })} />` : 'null'}} />;
}`;
}

/** src/sitePages.ts with the page's locale type and its row. */
async function withPage(source: string, page: NewPage): Promise<string> {
  const importEnd = source.indexOf('\n', source.lastIndexOf("from '../locales/sl/")) + 1;
  const stringsEnd = source.indexOf('\n};\n', source.indexOf(STRINGS_START));
  const tableEnd = source.indexOf(TABLE_END);
  if (importEnd === 0 || stringsEnd < 0 || tableEnd < 0)
    throw new Error(`${TABLE_FILE}: the locale imports, ${STRINGS_START} or the table's last line are gone`);
  const { path: pagePath, module, namespace, demoForm, footer } = page;
  const row = {
    path: pagePath,
    module,
    namespaces: [namespace],
    ...(demoForm && { demoForm }),
    ...(footer && { footerLink: `footer.${namespace}` }),
  };
  const text = [
    source.slice(0, importEnd),
    `import type ${namespace} from '../locales/sl/${namespace}.json';\n`,
    source.slice(importEnd, stringsEnd),
    `\n  ${namespace}: typeof ${namespace};`,
    source.slice(stringsEnd, tableEnd),
    `\n  ${JSON.stringify(row).replace(/"(\w+)":/g, '$1: ')},`,
    source.slice(tableEnd),
  ].join('');
  return formatted(TABLE_FILE, text);
}

async function main(): Promise<void> {
  const page = parseNewPage(process.argv.slice(2));
  const hero = page.module.replace(/Page$/, 'Hero');
  const added: string[] = [];
  const changed = new Map<string, string>();
  const write = (file: string, text: string) => {
    const full = path.join(ROOT, file);
    mkdirSync(path.dirname(full), { recursive: true });
    if (existsSync(full)) changed.set(file, readFileSync(full, 'utf8'));
    else added.push(file);
    writeFileSync(full, text);
  };
  const readTree = (file: string) => JSON.parse(readFileSync(path.join(ROOT, file), 'utf8')) as Tree;
  const json = (tree: unknown) => `${JSON.stringify(tree, null, 2)}\n`;
  const table = await withPage(readFileSync(path.join(ROOT, TABLE_FILE), 'utf8'), page);
  let hasVisual = false;
  try {
    for (const language of LANGUAGES) {
      const strings = localeFile(page, readTree(`locales/${language}/${page.from.namespaces[0]}.json`));
      hasVisual ||= 'visual' in (strings.hero as Tree);
      write(`locales/${language}/${page.namespace}.json`, json(strings));
      if (page.footer) {
        const common = readTree(`locales/${language}/common.json`);
        (common.footer as Tree)[page.namespace] = pageName(page);
        write(`locales/${language}/common.json`, json(common));
      }
    }
    const heroFile = `src/sections/${page.namespace}/${hero}.tsx`;
    write(heroFile, await formatted(heroFile, heroModule(page, hero, hasVisual)));
    const pageFile = `src/pages/${page.module}.tsx`;
    write(pageFile, await formatted(pageFile, pageModule(page, hero, page.namespace)));
    write(TABLE_FILE, table);
  } catch (error) {
    for (const file of added) rmSync(path.join(ROOT, file), { force: true });
    for (const [file, text] of changed) writeFileSync(path.join(ROOT, file), text);
    throw error;
  }
  console.log(
    [
      `Added ${page.path} (${LANGUAGES.map((language) => `/${language}${page.path}`).join(', ')}):`,
      ...added.map((file) => `  new: ${file}`),
      ...[...changed.keys()].map((file) => `  changed: ${file}`),
      `Its title is "${pageName(page)}", its other copy ${page.from.path}'s, for translators to replace; ${page.demoForm ? `its demo form is the ${page.demoForm} variant` : 'it has no demo form'}.`,
      `Next: write its copy in locales/*/${page.namespace}.json, add sections (docs/common-changes.md), npm test.`,
    ].join('\n'),
  );
}

if (import.meta.main) await runCommand(main, 'add-page: ');
