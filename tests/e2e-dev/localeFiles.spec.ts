/**
 * The dev server and the locale files (its scratch copy, E2E_DEV_LOCALES): a saved file hot-reloads in place, a
 * broken one is named in Vite's error overlay, and translator mode (`?translate`) edits them from the page.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import type { Locator, Page } from '@playwright/test';
import { TRANSLATOR_SAVE } from '../../src/dev/translatorProtocol';
import { TRANSLATOR_UI } from '../../src/dev/translatorUi';
import { LANGUAGES, ownName, type Language } from '../../src/languages';
import { expect, stubGeo, test } from '../e2e/fixtures';
import { copy } from '../e2e/locales';

const locales = process.env.E2E_DEV_LOCALES as string;
const fileOf = (language: Language, namespace: string) => path.join(locales, language, `${namespace}.json`);
const read = (language: Language, namespace: string) => fs.readFileSync(fileOf(language, namespace), 'utf8');
/** A text as the scratch copy holds it now. */
const text = (language: Language, namespace: string, key: string) => copy(namespace, language, locales)(key);
const perLanguage = <T>(value: (language: Language) => T) =>
  Object.fromEntries(LANGUAGES.map((language) => [language, value(language)])) as Record<Language, T>;
const broken = (json: string) => json.replace(/\}\s*$/, ',}\n');

/**
 * Saves `content` to a locale file until the page shows it (`shown` passes). Vite's watcher (chokidar) can drop a
 * save that follows another of the same file within moments, longer under load: no one saves that fast, but a test does.
 */
async function saveUntil(language: Language, namespace: string, content: string, shown: () => Promise<void>) {
  await expect(async () => {
    fs.writeFileSync(fileOf(language, namespace), content);
    await shown();
  }).toPass();
}

async function openByAltClick(page: Page, target: Locator, key: string): Promise<Locator> {
  await target.click({ modifiers: ['Alt'] });
  const dialog = page.getByRole('dialog', { name: new RegExp(key.replace(/[.:]/g, '\\$&')) });
  await expect(dialog).toBeVisible();
  return dialog;
}

test.beforeEach(async ({ page }) => {
  await stubGeo(page);
});

test('a saved locale file shows at once, in place; a broken one is named', async ({ page }) => {
  await page.goto('/?lng=en');
  const heading = page.getByRole('heading', { level: 1 });
  const before = text('en', 'training', 'hero.title');
  await expect(heading).toHaveText(before);
  // The heading node survives only if the page is never reloaded and React never remounts it.
  await page.evaluate(() => Object.assign(window, { heading: document.querySelector('h1') }));
  const keptInPlace = () =>
    page.evaluate(
      () => (window as unknown as { heading?: Element }).heading === document.querySelector('h1'),
    );
  const original = read('en', 'training');
  const overlay = page.locator('vite-error-overlay');
  try {
    const data = JSON.parse(original);
    data.hero.title = 'Hot-reloaded heading';
    fs.writeFileSync(fileOf('en', 'training'), `${JSON.stringify(data, null, 2)}\n`);
    await expect(heading).toHaveText('Hot-reloaded heading');
    expect(await keptInPlace()).toBe(true);
    await saveUntil('en', 'training', broken(original), async () => {
      // The overlay names the file, says what is wrong with it, and names the check that finds every problem.
      await expect(overlay).toContainText('en/training.json is not valid JSON');
      await expect(overlay).toContainText('npm run i18n:check');
    });
  } finally {
    await saveUntil('en', 'training', original, async () => {
      await expect(overlay).not.toBeAttached();
      await expect(heading).toHaveText(before);
    });
  }
  expect(await page.evaluate(() => 'heading' in window)).toBe(true);

  // Already broken when the page first asks for it: named too; the dev server lives through it.
  const general = read('en', 'general');
  fs.writeFileSync(fileOf('en', 'general'), broken(general));
  try {
    await page.goto('/general?lng=en');
    await expect(overlay).toContainText('en/general.json is not valid JSON');
  } finally {
    await saveUntil('en', 'general', general, async () => {
      await page.goto('/general?lng=en');
      await expect(heading).toHaveText(text('en', 'general', 'hero.title'));
    });
  }
  await expect(overlay).not.toBeAttached();
});

test('Alt+click opens a text in every language; Save writes just that text', async ({ page }) => {
  await page.goto('/general?lng=en&translate');
  const heading = page.getByRole('heading', { level: 1 });
  const before = perLanguage((language) => text(language, 'general', 'hero.title'));
  await expect(heading).toHaveText(before.en);
  const originals = perLanguage((language) => read(language, 'general'));
  const dialog = await openByAltClick(page, heading, 'general:hero.title');
  const field = (language: Language) => dialog.getByLabel(ownName(language), { exact: true });
  for (const language of LANGUAGES) {
    await expect(field(language)).toHaveValue(before[language]);
    await expect(dialog).toContainText(`${language}/general.json`);
  }
  const after = perLanguage((language) => `${before[language]} (${language})`);
  try {
    for (const language of LANGUAGES) await field(language).fill(after[language]);
    await dialog.getByRole('button', { name: TRANSLATOR_UI.save, exact: true }).click();
    await expect(heading).toHaveText(after.en);
    // Byte for byte the file as it was, but for that one text: indentation, key order, final newline, other keys.
    for (const language of LANGUAGES) {
      const [was, is] = [before[language], after[language]].map((value) => JSON.stringify(value));
      expect(read(language, 'general')).toBe(originals[language].replace(was!, is!));
    }
  } finally {
    for (const language of LANGUAGES) {
      await saveUntil(language, 'general', originals[language], async () => {
        await page.goto(`/general?lng=${language}`);
        await expect(heading).toHaveText(before[language]);
      });
    }
  }
});

test('an edit the locale check refuses is refused with its reason, nothing written', async ({ page }) => {
  await page.goto('/?lng=en&translate');
  const original = read('en', 'training');
  const body = text('en', 'training', 'contact.body');
  // The link inside the sentence: its text is the sentence's, so the key is found through the paragraph around it.
  const dialog = await openByAltClick(
    page,
    page.getByRole('link', { name: /@/ }).last(),
    'training:contact.body',
  );
  const english = dialog.getByLabel(ownName('en'), { exact: true });
  const save = dialog.getByRole('button', { name: TRANSLATOR_UI.save, exact: true });
  await expect(english).toHaveValue(body);
  // Each of the locale check's reasons: tests/unit/scripts/translator-strings.test.ts.
  await english.fill(body.replace('{{email}}', '{{mail}}'));
  await save.click();
  await expect(dialog.getByRole('alert')).toContainText('[placeholder-mismatch]');
  await expect(dialog.getByRole('alert')).toContainText('contact.body');
  expect(read('en', 'training')).toBe(original);
  // Cleared once an attempt passes, so a message is always the last attempt's.
  await english.fill(body);
  await save.click();
  await expect(dialog.getByRole('alert')).toBeEmpty();
  expect(read('en', 'training')).toBe(original);
});

test('a text not on screen, the page title, is found in the list and saved', async ({ page }) => {
  await page.goto('/general?lng=en&translate');
  const before = text('en', 'general', 'meta.title');
  await expect(page).toHaveTitle(before);
  const original = read('en', 'general');
  await page.getByRole('button', { name: TRANSLATOR_UI.launcher }).click();
  const dialog = page.getByRole('dialog', { name: TRANSLATOR_UI.title });
  await dialog.getByRole('searchbox', { name: TRANSLATOR_UI.search }).fill('meta.title');
  await dialog.getByRole('button', { name: /general:meta\.title/ }).click();
  await expect(page.getByRole('dialog', { name: /general:meta\.title/ })).toBeVisible();
  try {
    await dialog.getByLabel(ownName('en'), { exact: true }).fill(`${before} (preview)`);
    await dialog.getByRole('button', { name: TRANSLATOR_UI.save, exact: true }).click();
    await expect(page).toHaveTitle(`${before} (preview)`);
  } finally {
    await saveUntil('en', 'general', original, () => expect(page).toHaveTitle(before));
  }
});

test('the save endpoint refuses other origins, no origin, and a path from the request', async ({ page }) => {
  await page.goto('/general?lng=en&translate');
  const own = new URL(page.url()).origin;
  const originals = perLanguage((language) => read(language, 'general'));
  const edit = { language: 'en', namespace: 'general', key: 'hero.title', value: 'Written from elsewhere' };
  const post = (data: unknown, headers: Record<string, string>) =>
    page.request.post(TRANSLATOR_SAVE, { data, headers, failOnStatusCode: false });
  expect((await post({ edits: [edit] }, { Origin: 'https://attacker.example' })).status()).toBe(403);
  expect((await post({ edits: [edit] }, {})).status()).toBe(403);
  // Only an existing text of a known language and namespace (each kind of refusal: translator-strings.test.ts).
  expect((await post({ edits: [{ ...edit, namespace: '../../package' }] }, { Origin: own })).status()).toBe(
    400,
  );
  // The same request from the page's own origin is accepted: unchanged text, so nothing to write.
  const unchanged = { ...edit, value: text('en', 'general', 'hero.title') };
  const accepted = await post({ edits: [unchanged] }, { Origin: own });
  expect([accepted.status(), await accepted.json()]).toEqual([200, { written: [] }]);
  expect(perLanguage((language) => read(language, 'general'))).toEqual(originals);
});

test('a translation older than its Slovenian source is marked in the dialog', async ({ page }) => {
  // The scratch copy becomes a repository of its own, and the Slovenian headline changes after the commit.
  const git = (...args: string[]) =>
    execFileSync('git', ['-c', 'user.name=Test', '-c', 'user.email=test@example.invalid', ...args], {
      cwd: locales,
      stdio: 'ignore',
    });
  const original = read('sl', 'general');
  const before = text('sl', 'general', 'hero.title');
  git('init', '--quiet');
  git('add', '.');
  git('commit', '--quiet', '--no-gpg-sign', '-m', 'The translations as they are');
  const heading = page.getByRole('heading', { level: 1 });
  try {
    fs.writeFileSync(
      fileOf('sl', 'general'),
      original.replace(JSON.stringify(before), JSON.stringify(`${before}!`)),
    );
    await page.goto('/general?lng=en&translate');
    const dialog = await openByAltClick(page, heading, 'general:hero.title');
    const outdated = new RegExp(TRANSLATOR_UI.outdated);
    await expect(dialog.getByLabel(ownName('en'), { exact: true })).toHaveAccessibleDescription(outdated);
    await expect(dialog.getByLabel(ownName('sl'), { exact: true })).not.toHaveAccessibleDescription(outdated);
  } finally {
    fs.rmSync(path.join(locales, '.git'), { recursive: true, force: true });
    await saveUntil('sl', 'general', original, async () => {
      await page.goto('/general?lng=sl');
      await expect(heading).toHaveText(before);
    });
  }
});
