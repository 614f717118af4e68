import { expect, it } from 'vitest';
import {
  allCss,
  firstLoad,
  localeKeys,
  routeSplitProblems,
  type Manifest,
} from '../../../scripts/size/firstLoad.ts';

/** The shape Vite 8 writes: the entry imports shared chunks statically and the pages dynamically. */
function manifest(): Manifest {
  const page = (name: string, imports: string[]) => ({
    file: `assets/${name}.js`,
    src: `src/pages/${name}.tsx`,
    isDynamicEntry: true,
    imports,
    css: [`assets/${name}.css`],
  });
  return {
    'index.html': {
      file: 'assets/index.js',
      src: 'index.html',
      isEntry: true,
      imports: ['_vendor.js'],
      dynamicImports: ['src/pages/TrainingPage.tsx', 'src/pages/GeneralPage.tsx'],
      css: ['assets/index.css'],
    },
    '_vendor.js': { file: 'assets/vendor.js', imports: ['_runtime.js'] },
    '_runtime.js': { file: 'assets/runtime.js' },
    'locales/sl/common.json': { file: 'assets/common-sl.js', isDynamicEntry: true },
    '_shared.js': { file: 'assets/shared.js', imports: ['index.html'], css: ['assets/shared.css'] },
    'src/pages/TrainingPage.tsx': page('TrainingPage', ['_shared.js', '_vendor.js']),
    'src/pages/GeneralPage.tsx': page('GeneralPage', ['_shared.js']),
  };
}
const ENTRY_JS = ['assets/index.js', 'assets/runtime.js', 'assets/vendor.js'];
const routes = { '/': 'src/pages/TrainingPage.tsx', '/general': 'src/pages/GeneralPage.tsx' };

it("names a visitor's locale files: common's and the page's, in the visitor's language only", () => {
  expect(localeKeys('/general', 'sl')).toEqual(['locales/sl/common.json', 'locales/sl/general.json']);
  expect(localeKeys('/', 'en')).toEqual(['locales/en/common.json', 'locales/en/training.json']);
});

it('the first load counts the locale files loaded before the content', () => {
  const { js } = firstLoad(manifest(), null, ['locales/sl/common.json']);
  expect(js).toEqual(['assets/common-sl.js', ...ENTRY_JS]);
});

it("the first load adds the route's page chunk with its static imports, transitively, and their CSS, not the pages it imports later", () => {
  expect(firstLoad(manifest(), 'src/pages/TrainingPage.tsx')).toEqual({
    js: ['assets/TrainingPage.js', ...ENTRY_JS, 'assets/shared.js'].sort(),
    css: ['assets/TrainingPage.css', 'assets/index.css', 'assets/shared.css'],
  });
});

it('refuses a manifest that names a chunk it does not contain', () => {
  const broken = manifest();
  broken['_vendor.js']!.imports = ['_gone.js'];
  expect(() => firstLoad(broken, null)).toThrow('manifest has no entry "_gone.js"');
});

it('lists the CSS of every chunk once, lazy pages included', () => {
  expect(allCss(manifest())).toEqual([
    'assets/GeneralPage.css',
    'assets/TrainingPage.css',
    'assets/index.css',
    'assets/shared.css',
  ]);
});

const GENERAL_EARLY = '/ loads src/pages/GeneralPage.tsx (assets/GeneralPage.js) before it is visited';
it.each<[string, (broken: Manifest) => void, string[]]>([
  ['nothing when every page is its own lazily loaded chunk', () => {}, []],
  [
    'a page that the entry imports statically',
    (broken) => broken['index.html']!.imports!.push('src/pages/GeneralPage.tsx'),
    ["src/pages/GeneralPage.tsx (assets/GeneralPage.js) is in the entry's static imports", GENERAL_EARLY],
  ],
  [
    "a route whose page pulls in another page's chunk",
    (broken) => broken['src/pages/TrainingPage.tsx']!.imports!.push('src/pages/GeneralPage.tsx'),
    [GENERAL_EARLY],
  ],
  [
    'a page that was merged into another chunk and a page loaded without import()',
    (broken) => {
      delete broken['src/pages/GeneralPage.tsx'];
      broken['src/pages/TrainingPage.tsx']!.isDynamicEntry = false;
    },
    [
      'src/pages/TrainingPage.tsx is not loaded with a dynamic import()',
      'src/pages/GeneralPage.tsx is not a chunk of its own (is it imported statically somewhere?)',
    ],
  ],
])('reports %s', (_case, breakage, problems) => {
  const broken = manifest();
  breakage(broken);
  expect(routeSplitProblems(broken, routes)).toEqual(problems);
});
