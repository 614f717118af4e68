import AxeBuilder from '@axe-core/playwright';
import { expect, LANGUAGES, SPEC_ROUTES, stubGeo, test, visitorOf } from './fixtures';
import { copy } from './locales';
import { stubVideo } from './video';

/** Violations as short lines, so a failure says what and where. */
function summary(violations: { id: string; nodes: { target: unknown }[] }[]) {
  return violations.map(
    (violation) => `${violation.id}: ${violation.nodes.map((n) => String(n.target)).join(', ')}`,
  );
}

for (const language of LANGUAGES) {
  for (const route of SPEC_ROUTES) {
    test(`axe finds nothing on ${route.path} in ${language}, with the demo dialog closed and open`, async ({
      page,
    }) => {
      await stubGeo(page, visitorOf(language));
      await stubVideo(page);
      await page.goto(route.path);
      await expect(page.locator('html')).toHaveAttribute('lang', language);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      // The whole page, including what loads below the hero after the first paint.
      await expect(
        page.getByRole('heading', { level: 2, name: copy(route.namespace, language)('finalCta.title') }),
      ).toBeVisible();

      const closed = await new AxeBuilder({ page }).analyze();
      expect(summary(closed.violations)).toEqual([]);

      await page
        .getByRole('button', { name: copy(route.namespace, language)('hero.cta'), exact: true })
        .click();
      const dialog = page.getByRole('dialog');
      await expect(dialog).toBeVisible();
      // Axe measures contrast as painted: mid-way through the dialog's 0.2 s fade-in, its colours are not yet its own.
      await dialog.evaluate((element) =>
        Promise.all(element.getAnimations({ subtree: true }).map((animation) => animation.finished)),
      );
      const open = await new AxeBuilder({ page }).analyze();
      expect(summary(open.violations)).toEqual([]);
    });
  }
}
