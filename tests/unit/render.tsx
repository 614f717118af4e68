import { render, screen, type RenderOptions } from '@testing-library/react';
import type { i18n, Resource, ResourceKey, TFunction } from 'i18next';
import type { ReactElement } from 'react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router-dom';
import { createI18n } from '@/i18n/createI18n';
import type { Language, Namespace } from '@/languages';

/**
 * The real locale files, bundled eagerly for tests so an instance initialises synchronously. The app itself loads
 * them lazily (src/i18n/resources.ts); only the loading differs, never the strings or the options.
 */
export const bundledLocales: Resource = {};
const files = import.meta.glob<ResourceKey>('../../locales/*/*.json', { eager: true, import: 'default' });
for (const [path, bundle] of Object.entries(files)) {
  const [, language, namespace] = /locales\/([^/]+)\/([^/]+)\.json$/.exec(path)!;
  (bundledLocales[language!] ??= {})[namespace!] = bundle;
}

export type RenderWithProvidersOptions = Omit<RenderOptions, 'wrapper'> & {
  language?: Language;
  route?: string;
  /** An instance of the test's own (a detector, other resources); by default one over the real locale files. */
  i18n?: i18n;
};

/** A fresh i18next instance built from the real options and the real locale files, initialised at once. */
export function testI18n(language: Language = 'en'): i18n {
  return createI18n({ lng: language, resources: bundledLocales }).i18n;
}

/** A fresh i18next instance that fetches the locale files as the app's does, once it is ready. */
export async function fetchingI18n(language: Language): Promise<i18n> {
  const { i18n, ready } = createI18n({ lng: language });
  await ready;
  return i18n;
}

/** Renders `ui` with what the app supplies: a fresh i18next instance over the real locale files, and a router. */
export function renderWithProviders(
  ui: ReactElement,
  { language = 'en', route = '/', i18n = testI18n(language), ...options }: RenderWithProvidersOptions = {},
) {
  const result = render(ui, {
    ...options,
    wrapper: ({ children }) => (
      <I18nextProvider i18n={i18n}>
        <MemoryRouter initialEntries={[route]}>{children}</MemoryRouter>
      </I18nextProvider>
    ),
  });
  return { ...result, i18n };
}

const copyInstances = new Map<Language, i18n>();

/** The copy a test expects, from the locales, never a literal: `copy('demo', 'sl')('title')`, keys type-checked. */
export function copy<N extends Namespace>(namespace: N, language: Language = 'en'): TFunction<N> {
  let instance = copyInstances.get(language);
  if (!instance) {
    instance = testI18n(language);
    copyInstances.set(language, instance);
  }
  return instance.getFixedT(language, namespace);
}

/** Every string of `namespace` as a visitor reads it, `[key, text]`: markup tags dropped, placeholders filled. */
export function localeTexts(
  namespace: Namespace,
  language: Language = 'en',
  values: Record<string, string> = {},
): [key: string, text: string][] {
  const t = copy(namespace, language) as unknown as (key: string, options: object) => string;
  const keys = (tree: object, prefix = ''): string[] =>
    Object.entries(tree).flatMap(([key, value]) =>
      typeof value === 'object' ? keys(value as object, `${prefix}${key}.`) : [`${prefix}${key}`],
    );
  return keys(bundledLocales[language]![namespace] as object).map((key) => [
    key,
    t(key, values).replace(/<[^>]*>/g, ''),
  ]);
}

/** What the document tells a visitor: its title, its text, names given by `aria-label`, `title` and `alt`, its description. */
export function shownText(): string {
  const named = document.querySelectorAll('[aria-label], [title], img[alt], meta[name="description"]');
  const names = [...named].flatMap((element) =>
    ['aria-label', 'title', 'alt', 'content'].map((attribute) => element.getAttribute(attribute) ?? ''),
  );
  return [document.title, document.body.textContent, ...names].join('\n');
}

/** Waits for what a page loads below its hero after its first paint: its last button, the final call to action. */
export async function waitForBelowTheFold(language: Language = 'en'): Promise<void> {
  await screen.findByRole('button', { name: copy('common', language)('finalCta.cta') });
}

/** A button that opens the demo dialog, as a page's call to action would; `opener()` finds it. */
export function Opener({ onClick }: { onClick: () => void }) {
  return (
    <button type="button" onClick={onClick}>
      opener
    </button>
  );
}

export const opener = () => screen.getByRole('button', { name: 'opener' });
