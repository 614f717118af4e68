/** What most browser tests do first: visit a page as a visitor who reads a language, and check the language shown. */
import type { Page } from '@playwright/test';
import { expect, stubGeo, visitorOf, type Language } from './fixtures';
import { copy } from './locales';
import { stubVideo } from './video';

/** The page shows `language`: its heading in that language, and `<html lang>` saying so. */
export async function expectLanguage(page: Page, language: Language, namespace = 'training'): Promise<void> {
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(copy(namespace, language)('hero.title'));
  await expect(page.locator('html')).toHaveAttribute('lang', language);
}

/** Opens `path` as a visitor from a country that reads `language` (the video frame stubbed), once in that language. */
export async function visit(page: Page, path: string, language: Language): Promise<void> {
  await stubGeo(page, visitorOf(language));
  await stubVideo(page);
  await page.goto(path);
  await expect(page.locator('html')).toHaveAttribute('lang', language);
}
