import { describe, expect, it } from 'vitest';
import {
  allCss,
  firstLoad,
  localeKeys,
  routeSplitProblems,
  staticClosure,
  type Manifest,
} from '../../../scripts/size/firstLoad.ts';

/** The shape Vite 8 writes: the entry imports shared chunks statically and the pages dynamically. */
function manifest(): Manifest {
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
    'locales/en/common.json': { file: 'assets/common-en.js', isDynamicEntry: true },
    '_shared.js': { file: 'assets/shared.js', imports: ['index.html'], css: ['assets/shared.css'] },
    'src/pages/TrainingPage.tsx': {
      file: 'assets/TrainingPage.js',
      src: 'src/pages/TrainingPage.tsx',
      isDynamicEntry: true,
      imports: ['_shared.js', '_vendor.js'],
      css: ['assets/TrainingPage.css'],
    },
    'src/pages/GeneralPage.tsx': {
      file: 'assets/GeneralPage.js',
      src: 'src/pages/GeneralPage.tsx',
      isDynamicEntry: true,
      imports: ['_shared.js'],
      css: ['assets/GeneralPage.css'],
    },
  };
}

const routes = { '/': 'src/pages/TrainingPage.tsx', '/general': 'src/pages/GeneralPage.tsx' };

describe('localeKeys', () => {
  it("names a Slovenian visitor's files of common and the page's namespaces", () => {
    expect(localeKeys('/general', 'sl')).toEqual(['locales/sl/common.json', 'locales/sl/general.json']);
  });

  it("names only the English files for an English visitor (the fallback's come after the page)", () => {
    expect(localeKeys('/', 'en')).toEqual(['locales/en/common.json', 'locales/en/training.json']);
  });
});

describe('firstLoad', () => {
  it('counts the locale files loaded before the content', () => {
    expect(firstLoad(manifest(), null, undefined, ['locales/sl/common.json']).js).toEqual([
      'assets/common-sl.js',
      'assets/index.js',
      'assets/runtime.js',
      'assets/vendor.js',
    ]);
  });

  it('counts the entry, its static imports transitively, and not the pages it imports dynamically', () => {
    expect(firstLoad(manifest(), null)).toEqual({
      js: ['assets/index.js', 'assets/runtime.js', 'assets/vendor.js'],
      css: ['assets/index.css'],
    });
  });

  it("adds the route's page chunk with its own static imports and their CSS", () => {
    expect(firstLoad(manifest(), 'src/pages/TrainingPage.tsx')).toEqual({
      js: [
        'assets/TrainingPage.js',
        'assets/index.js',
        'assets/runtime.js',
        'assets/shared.js',
        'assets/vendor.js',
      ],
      css: ['assets/TrainingPage.css', 'assets/index.css', 'assets/shared.css'],
    });
  });

  it('follows an import cycle back to the entry without looping', () => {
    expect([...staticClosure(manifest(), ['_shared.js'])].sort()).toEqual([
      '_runtime.js',
      '_shared.js',
      '_vendor.js',
      'index.html',
    ]);
  });

  it('refuses a manifest that names a chunk it does not contain', () => {
    const broken = manifest();
    broken['_vendor.js']!.imports = ['_gone.js'];
    expect(() => firstLoad(broken, null)).toThrow('manifest has no entry "_gone.js"');
  });
});

describe('allCss', () => {
  it('lists the CSS of every chunk once, lazy pages included', () => {
    expect(allCss(manifest())).toEqual([
      'assets/GeneralPage.css',
      'assets/TrainingPage.css',
      'assets/index.css',
      'assets/shared.css',
    ]);
  });
});

describe('routeSplitProblems', () => {
  it('finds nothing when every page is its own lazily loaded chunk', () => {
    expect(routeSplitProblems(manifest(), routes)).toEqual([]);
  });

  it('reports a page that the entry imports statically', () => {
    const eager = manifest();
    eager['index.html']!.imports = ['_vendor.js', 'src/pages/GeneralPage.tsx'];
    expect(routeSplitProblems(eager, routes)).toEqual([
      "src/pages/GeneralPage.tsx (assets/GeneralPage.js) is in the entry's static imports",
      '/ loads src/pages/GeneralPage.tsx (assets/GeneralPage.js) before it is visited',
    ]);
  });

  it("reports a route whose page pulls in another page's chunk", () => {
    const coupled = manifest();
    coupled['src/pages/TrainingPage.tsx']!.imports = ['_shared.js', 'src/pages/GeneralPage.tsx'];
    expect(routeSplitProblems(coupled, routes)).toEqual([
      '/ loads src/pages/GeneralPage.tsx (assets/GeneralPage.js) before it is visited',
    ]);
  });

  it('reports a page that was merged into another chunk and a page loaded without import()', () => {
    const merged = manifest();
    delete merged['src/pages/GeneralPage.tsx'];
    merged['src/pages/TrainingPage.tsx']!.isDynamicEntry = false;
    expect(routeSplitProblems(merged, routes)).toEqual([
      'src/pages/TrainingPage.tsx is not loaded with a dynamic import()',
      'src/pages/GeneralPage.tsx is not a chunk of its own (is it imported statically somewhere?)',
    ]);
  });
});
