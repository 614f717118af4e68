import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import type { Locator, Page } from '@playwright/test';
import { TRANSLATOR_UI } from '../../src/dev/translatorUi';
import { TRANSLATOR_SAVE } from '../../src/dev/translatorProtocol';
import { LANGUAGES, ownName, type Language } from '../../src/languages';
import { expect, stubGeo, test } from '../e2e/fixtures';
import { copy } from '../e2e/locales';

/** The dev server's scratch copy of locales/: the files translator mode reads and writes here. */
const locales = process.env.E2E_DEV_LOCALES as string;
const perLanguage = <T>(value: (language: Language) => T) =>
  Object.fromEntries(LANGUAGES.map((language) => [language, value(language)])) as Record<Language, T>;

const fileOf = (language: Language, namespace: string) => path.join(locales, language, `${namespace}.json`);
const read = (language: Language, namespace: string) => fs.readFileSync(fileOf(language, namespace), 'utf8');

/** A text as the scratch copy holds it now. */
const text = (language: Language, namespace: string, key: string) => copy(namespace, language, locales)(key);

/**
 * Puts a file back as it was and waits until the page shows it. Vite's watcher can drop a save that follows another
 * of the same file within about 100 ms, so the write is repeated until the page has it, however slow the machine.
 */
async function restore(language: Language, namespace: string, original: string, shown: () => Promise<void>) {
  await expect(async () => {
    fs.writeFileSync(fileOf(language, namespace), original);
    await shown();
  }).toPass();
}

test.beforeEach(async ({ page }) => {
  await stubGeo(page);
});

async function openByAltClick(page: Page, target: Locator, key: string): Promise<Locator> {
  await target.click({ modifiers: ['Alt'] });
  const dialog = page.getByRole('dialog', { name: new RegExp(key.replace(/[.:]/g, '\\$&')) });
  await expect(dialog).toBeVisible();
  return dialog;
}

test('Alt+click opens a text in every language; Save writes only that text and the page shows it at once', async ({
  page,
}) => {
  await page.goto('/general?lng=en&translate');
  const heading = page.getByRole('heading', { level: 1 });
  const before = perLanguage((language) => text(language, 'general', 'hero.title'));
  await expect(heading).toHaveText(before.en);
  const originals = perLanguage((language) => read(language, 'general'));

  const dialog = await openByAltClick(page, heading, 'general:hero.title');
  for (const language of LANGUAGES) {
    await expect(dialog.getByLabel(ownName(language), { exact: true })).toHaveValue(before[language]);
    await expect(dialog).toContainText(`${language}/general.json`);
  }
  const after = perLanguage((language) => `${before[language]} (${language})`);
  try {
    for (const language of LANGUAGES)
      await dialog.getByLabel(ownName(language), { exact: true }).fill(after[language]);
    await dialog.getByRole('button', { name: TRANSLATOR_UI.save, exact: true }).click();
    await expect(heading).toHaveText(after.en);
    // Byte for byte the file as it was, but for that one text: indentation, key order, final newline, other keys.
    for (const language of LANGUAGES) {
      expect(read(language, 'general')).toBe(
        originals[language].replace(JSON.stringify(before[language]), JSON.stringify(after[language])),
      );
    }
  } finally {
    for (const language of LANGUAGES) {
      await restore(language, 'general', originals[language], async () => {
        await page.goto(`/general?lng=${language}`);
        await expect(heading).toHaveText(before[language]);
      });
    }
  }
});

test('an edit the locale check refuses is refused in the dialog with its reason, and nothing is written', async ({
  page,
}) => {
  await page.goto('/?lng=en&translate');
  const original = read('en', 'training');
  const body = text('en', 'training', 'contact.body');
  // The link inside the sentence: its text is the sentence's, so the key is found through the paragraph around it.
  const email = page.getByRole('link', { name: /@/ }).last();
  const dialog = await openByAltClick(page, email, 'training:contact.body');
  const english = dialog.getByLabel(ownName('en'), { exact: true });
  await expect(english).toHaveValue(body);

  const refusals: [string, string][] = [
    [body.replace('{{email}}', '{{mail}}'), 'placeholder-mismatch'],
    [body.replace('<mail>{{email}}</mail>', '<a>{{email}}</a>'), 'tag-mismatch'],
    [body.replace('</mail>', '</mai>'), 'unbalanced-tag'],
    ['  ', 'empty-string'],
  ];
  for (const [edit, code] of refusals) {
    await english.fill(edit);
    await dialog.getByRole('button', { name: TRANSLATOR_UI.save, exact: true }).click();
    await expect(dialog.getByRole('alert')).toContainText(`[${code}]`);
    await expect(dialog.getByRole('alert')).toContainText('contact.body');
    expect(read('en', 'training')).toBe(original);
    // Cleared before the next attempt, so the next message is that attempt's.
    await english.fill(body);
    await dialog.getByRole('button', { name: TRANSLATOR_UI.save, exact: true }).click();
    await expect(dialog.getByRole('alert')).toBeEmpty();
  }
  expect(read('en', 'training')).toBe(original);
});

test('a text that is not on screen, the page title, is found in the list and saved from there', async ({
  page,
}) => {
  await page.goto('/general?lng=en&translate');
  const before = text('en', 'general', 'meta.title');
  await expect(page).toHaveTitle(before);
  const original = read('en', 'general');

  await page.getByRole('button', { name: TRANSLATOR_UI.launcher }).click();
  const dialog = page.getByRole('dialog', { name: TRANSLATOR_UI.title });
  await dialog.getByRole('searchbox', { name: TRANSLATOR_UI.search }).fill('meta.title');
  await dialog.getByRole('button', { name: /general:meta\.title/ }).click();
  await expect(page.getByRole('dialog', { name: /general:meta\.title/ })).toBeVisible();

  const after = `${before} (preview)`;
  try {
    await dialog.getByLabel(ownName('en'), { exact: true }).fill(after);
    await dialog.getByRole('button', { name: TRANSLATOR_UI.save, exact: true }).click();
    await expect(page).toHaveTitle(after);
  } finally {
    await restore('en', 'general', original, () => expect(page).toHaveTitle(before));
  }
});

test('the save endpoint refuses other origins, requests with no origin, and anything but an existing text', async ({
  page,
}) => {
  await page.goto('/general?lng=en&translate');
  const ownOrigin = new URL(page.url()).origin;
  const originals = { sl: read('sl', 'general'), en: read('en', 'general') };
  const edit = { language: 'en', namespace: 'general', key: 'hero.title', value: 'Written from elsewhere' };
  const post = (data: unknown, headers: Record<string, string>) =>
    page.request.post(TRANSLATOR_SAVE, { data, headers, failOnStatusCode: false });

  expect((await post({ edits: [edit] }, { Origin: 'https://attacker.example' })).status()).toBe(403);
  expect((await post({ edits: [edit] }, {})).status()).toBe(403);
  // From its own origin, only an existing text of a known language and namespace, never a path from the request.
  for (const wrong of [
    { ...edit, namespace: '../../package' },
    { ...edit, language: 'de' },
    { ...edit, key: 'hero.newKey' },
    { ...edit, key: 'hero' },
  ]) {
    expect((await post({ edits: [wrong] }, { Origin: ownOrigin })).status()).toBe(400);
  }
  // The same request from the page's own origin is accepted: unchanged text, so nothing to write.
  const unchanged = { ...edit, value: text('en', 'general', 'hero.title') };
  const accepted = await post({ edits: [unchanged] }, { Origin: ownOrigin });
  expect(accepted.status()).toBe(200);
  expect(await accepted.json()).toEqual({ written: [] });
  expect(read('sl', 'general')).toBe(originals.sl);
  expect(read('en', 'general')).toBe(originals.en);
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
    await restore('sl', 'general', original, async () => {
      await page.goto('/general?lng=sl');
      await expect(heading).toHaveText(before);
    });
  }
});
