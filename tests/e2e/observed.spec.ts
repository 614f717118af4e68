/**
 * The privacy notice against what the browser does with the video: before it is allowed, played once, allowed
 * always, and after the consent is withdrawn. The same for a first visit to every page and language URL:
 * pages.spec.ts; a chosen language: language.spec.ts; the demo dialog sent: demo-requests.spec.ts. The origins the
 * CSP allows are the notice's recipients: tests/unit/features/privacy/recipients.test.ts.
 */
import { VIDEO_CONSENT_KEY } from '../../src/components/videoConsent.ts';
import { expect, LANGUAGES, localizedPath, test, VIDEO_ORIGIN, visit, watch } from './fixtures';
import { copy } from './locales';
import { noticeNames, observe } from './observe';

for (const language of LANGUAGES) {
  test(`the video in ${language}: nothing before a click, then muted, until withdrawn`, async ({
    page,
    context,
    request,
  }, testInfo) => {
    const t = copy('general', language);
    const { violations } = await watch(page);
    const notice = await noticeNames(page);
    // Not with the first paint: the HTML has no player; the app adds it once the visitor clicks play.
    expect(await (await request.get(localizedPath('/general', language))).text()).not.toContain('<iframe');
    const observer = observe(page, context);
    const { played } = await visit(page, '/general', language);
    const frame = page.locator('iframe');
    const consent = (key: string) => page.getByRole('button', { name: t(`video.consent.${key}`) });
    const scrollToVideo = () => page.getByText(t('video.title')).scrollIntoViewIfNeeded();
    await scrollToVideo();
    await expect(consent('play')).toBeVisible();
    await page.waitForLoadState('networkidle');
    const before = await observer.expectNamed(notice, testInfo, '/general', 'video before consent');
    expect([played, before.frames]).toEqual([[], []]);

    const poster = (await page.locator('[data-video-poster]').boundingBox())!;
    await consent('play').click();
    await expect(frame).toHaveAttribute('title', t('video.frameTitle'));
    const src = new URL((await frame.getAttribute('src'))!);
    expect(src.origin).toBe(VIDEO_ORIGIN);
    expect(src.pathname).toMatch(/^\/embed\/[\w-]{11}$/);
    expect([src.searchParams.get('autoplay'), src.searchParams.get('mute')]).toEqual(['1', '1']);
    expect((await frame.getAttribute('allow'))?.split(/;\s*/)).toContain('autoplay');
    // The player takes the poster's 16:9 box: nothing around it moves.
    const box = (await frame.boundingBox())!;
    expect(box.width / box.height).toBeCloseTo(16 / 9, 1);
    expect(box).toMatchObject({ x: poster.x, width: poster.width, height: poster.height });
    await expect(page.frameLocator('iframe').locator('body')).toBeAttached();
    await expect.poll(() => played.length).toBeGreaterThan(0);
    expect(await violations()).toEqual([]);
    expect((await observer.read()).storageKeys).not.toContain(VIDEO_CONSENT_KEY);

    // Played once is not remembered; allowed always is.
    await page.reload();
    await scrollToVideo();
    await consent('always').click();
    await expect(frame).toBeAttached();
    const always = await observer.expectNamed(notice, testInfo, '/general', 'video allowed always');
    expect(always.storageKeys).toContain(VIDEO_CONSENT_KEY);
    await page.reload();
    await scrollToVideo();
    await expect(frame).toBeAttached();

    // Withdrawn in another tab while it plays: the frame goes, and nothing of the player stays.
    const privacy = await context.newPage();
    await privacy.goto(localizedPath('/privacy', language));
    await privacy.getByRole('button', { name: copy('privacy', language)('video.withdraw') }).click();
    await expect(frame).toHaveCount(0);
    expect(page.frames()).toHaveLength(1);
    const requestsBefore = played.length;
    const afterWithdrawal = observe(page, context);
    await page.reload();
    await scrollToVideo();
    await expect(consent('play')).toBeVisible();
    await page.waitForLoadState('networkidle');
    const withdrawn = await afterWithdrawal.expectNamed(
      notice,
      testInfo,
      '/general',
      'video consent withdrawn',
    );
    expect(played).toHaveLength(requestsBefore);
    expect(withdrawn.storageKeys).not.toContain(VIDEO_CONSENT_KEY);
  });
}
