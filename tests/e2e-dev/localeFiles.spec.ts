/**
 * The dev server and the locale files (its scratch copy, E2E_DEV_LOCALES): a saved file hot-reloads in place, a
 * broken one is named in Vite's error overlay, and translator mode (`?translate`) edits them from the page. And
 * `npm run dev` answers /api/* with the worker on workerd and a local D1.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import type { Locator, Page } from '@playwright/test';
import { TRANSLATOR_SAVE } from '../../src/dev/translatorProtocol';
import { TRANSLATOR_UI } from '../../src/dev/translatorUi';
import { LANGUAGES, ownName, type Language } from '../../src/languages';
import { basePort } from '../e2e/baseConfig.ts';
import { expect, leads, marker, markWindow, openDemo, stubGeo, test } from '../e2e/fixtures';
import { copy } from '../e2e/locales';

const locales = process.env.E2E_DEV_LOCALES as string;
const fileOf = (language: Language, namespace: string) => path.join(locales, language, `${namespace}.json`);
const read = (language: Language, namespace: string) => fs.readFileSync(fileOf(language, namespace), 'utf8');
/** A text as the scratch copy holds it now. */
const text = (language: Language, namespace: string, key: string) => copy(namespace, language, locales)(key);
const perLanguage = <T>(value: (language: Language) => T) =>
  Object.fromEntries(LANGUAGES.map((language) => [language, value(language)])) as Record<Language, T>;
const broken = (json: string) => json.replace(/\}\s*$/, ',}\n');
/** `json` with the text `from` replaced by `to`, every other byte as it was. */
const withText = (json: string, from: string, to: string) =>
  json.replace(JSON.stringify(from), JSON.stringify(to));

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

/** A translator's dialog: its field for each language, and its Save button. */
const editor = (dialog: Locator) => ({
  dialog,
  field: (language: Language) => dialog.getByLabel(ownName(language), { exact: true }),
  save: dialog.getByRole('button', { name: TRANSLATOR_UI.save, exact: true }),
});

/** Opens the dialog of the text `key` by an Alt+click on `target`. */
async function openByAltClick(page: Page, target: Locator, key: string) {
  await target.click({ modifiers: ['Alt'] });
  const dialog = page.getByRole('dialog', { name: new RegExp(key.replace(/[.:]/g, '\\$&')) });
  await expect(dialog).toBeVisible();
  return editor(dialog);
}

test.beforeEach(async ({ page }) => {
  await stubGeo(page);
});

test('a saved locale file shows at once, in place; a broken one is named', async ({ page }) => {
  await page.goto('/?lng=en');
  const heading = page.getByRole('heading', { level: 1 });
  const before = text('en', 'training', 'hero.title');
  await expect(heading).toHaveText(before);
  await markWindow(page);
  // The heading node stays in the page only if React never remounts it.
  const node = (await heading.elementHandle())!;
  const original = read('en', 'training');
  const overlay = page.locator('vite-error-overlay');
  try {
    fs.writeFileSync(fileOf('en', 'training'), withText(original, before, 'Hot-reloaded heading'));
    await expect(heading).toHaveText('Hot-reloaded heading');
    expect(await node.evaluate((element) => element.isConnected)).toBe(true);
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
  expect(await marker(page)).toBe('still here');

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

test('translator mode: Alt+click or the list opens a text in every language; Save writes just that text', async ({
  page,
}) => {
  await page.goto('/general?lng=en&translate');
  const heading = page.getByRole('heading', { level: 1 });
  const before = perLanguage((language) => text(language, 'general', 'hero.title'));
  await expect(heading).toHaveText(before.en);
  const originals = perLanguage((language) => read(language, 'general'));
  // The save endpoint refuses other origins and none; its own origin's unchanged text writes nothing. (Each refusal
  // of an edit: tests/unit/scripts/translator-strings.test.ts.)
  const post = (value: string, headers: Record<string, string>) =>
    page.request.post(TRANSLATOR_SAVE, {
      data: { edits: [{ language: 'en', namespace: 'general', key: 'hero.title', value }] },
      headers,
      failOnStatusCode: false,
    });
  for (const headers of [{ Origin: 'https://attacker.example' }, {}] as Record<string, string>[])
    expect((await post('Written from elsewhere', headers)).status()).toBe(403);
  const accepted = await post(before.en, { Origin: new URL(page.url()).origin });
  expect([accepted.status(), await accepted.json()]).toEqual([200, { written: [] }]);
  expect(perLanguage((language) => read(language, 'general'))).toEqual(originals);

  const { dialog, field, save } = await openByAltClick(page, heading, 'general:hero.title');
  for (const language of LANGUAGES) {
    await expect(field(language)).toHaveValue(before[language]);
    await expect(dialog).toContainText(`${language}/general.json`);
  }
  const after = perLanguage((language) => `${before[language]} (${language})`);
  const title = text('en', 'general', 'meta.title');
  try {
    for (const language of LANGUAGES) await field(language).fill(after[language]);
    await save.click();
    await expect(heading).toHaveText(after.en);
    // Byte for byte the file as it was, but for that one text: indentation, key order, final newline, other keys.
    for (const language of LANGUAGES)
      expect(read(language, 'general')).toBe(
        withText(originals[language], before[language], after[language]),
      );
    await page.keyboard.press('Escape');

    // A text not on screen, the page title, is found in the list.
    await page.getByRole('button', { name: TRANSLATOR_UI.launcher }).click();
    const list = page.getByRole('dialog', { name: TRANSLATOR_UI.title });
    await list.getByRole('searchbox', { name: TRANSLATOR_UI.search }).fill('meta.title');
    await list.getByRole('button', { name: /general:meta\.title/ }).click();
    await expect(page.getByRole('dialog', { name: /general:meta\.title/ })).toBeVisible();
    await editor(list).field('en').fill(`${title} (preview)`);
    await editor(list).save.click();
    await expect(page).toHaveTitle(`${title} (preview)`);
  } finally {
    for (const language of LANGUAGES) {
      await saveUntil(language, 'general', originals[language], async () => {
        await page.goto(`/general?lng=${language}`);
        await expect(heading).toHaveText(before[language]);
        await expect(page).toHaveTitle(text(language, 'general', 'meta.title'));
      });
    }
  }

  // An edit the locale check refuses is refused with its reason, nothing written.
  await page.goto('/?lng=en&translate');
  const training = read('en', 'training');
  const body = text('en', 'training', 'contact.body');
  // The link inside the sentence: its text is the sentence's, so the key is found through the paragraph around it.
  const link = page.getByRole('link', { name: /@/ }).last();
  const refused = await openByAltClick(page, link, 'training:contact.body');
  await expect(refused.field('en')).toHaveValue(body);
  // Each of the locale check's reasons: tests/unit/scripts/translator-strings.test.ts.
  await refused.field('en').fill(body.replace('{{email}}', '{{mail}}'));
  await refused.save.click();
  await expect(refused.dialog.getByRole('alert')).toContainText('[placeholder-mismatch]');
  await expect(refused.dialog.getByRole('alert')).toContainText('contact.body');
  expect(read('en', 'training')).toBe(training);
  // Cleared once an attempt passes, so a message is always the last attempt's.
  await refused.field('en').fill(body);
  await refused.save.click();
  await expect(refused.dialog.getByRole('alert')).toBeEmpty();
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
    fs.writeFileSync(fileOf('sl', 'general'), withText(original, before, `${before}!`));
    await page.goto('/general?lng=en&translate');
    const { field } = await openByAltClick(page, heading, 'general:hero.title');
    const outdated = new RegExp(TRANSLATOR_UI.outdated);
    await expect(field('en')).toHaveAccessibleDescription(outdated);
    await expect(field('sl')).not.toHaveAccessibleDescription(outdated);
  } finally {
    fs.rmSync(path.join(locales, '.git'), { recursive: true, force: true });
    await saveUntil('sl', 'general', original, async () => {
      await page.goto('/general?lng=sl');
      await expect(heading).toHaveText(before);
    });
  }
});

test('a demo request sent on the dev server is stored in its local D1, once', async ({ page }) => {
  const typed = { name: 'Ana Žagar 🧪', email: `dev+${Date.now()}@example.si` };
  const { send, confirmation } = await openDemo(page, 'general', 'en');
  await send(typed);
  await expect(confirmation).toBeFocused();
  expect(leads(basePort + 6, typed.email)).toEqual([expect.objectContaining(typed)]);
});
