/**
 * The privacy notice against what the browser does with the video: before it is allowed, played once, allowed
 * always, and after the consent is withdrawn. The same for a first visit to every page and language URL:
 * pages.spec.ts; a chosen language: language.spec.ts; the demo dialog sent: demo-requests.spec.ts. The origins the
 * CSP allows are the notice's recipients: tests/unit/features/privacy/recipients.test.ts.
 */
import { VIDEO_CONSENT_KEY } from '../../src/components/videoConsent.ts';
import { expect, LANGUAGES, localizedPath, recordViolations, test, VIDEO_ORIGIN, visit } from './fixtures';
import { copy } from './locales';
import { noticeNames, observe, recordObserved, unnamed } from './observe';

for (const language of LANGUAGES) {
  test(`the video in ${language}: nothing from YouTube before a click; played muted and autoplaying in the poster's box; always allowed, then withdrawn`, async ({
    page,
    context,
    request,
  }, testInfo) => {
    const t = copy('general', language);
    const violations = await recordViolations(page);
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
    const before = await observer.read();
    await recordObserved(testInfo, '/general', 'video before consent', before);
    expect(played).toEqual([]);
    expect(before.frames).toEqual([]);

    const poster = (await page.locator('[data-video-poster]').boundingBox())!;
    await consent('play').click();
    await expect(frame).toHaveAttribute('title', t('video.frameTitle'));
    const src = new URL((await frame.getAttribute('src'))!);
    expect(src.origin).toBe(VIDEO_ORIGIN);
    expect(src.pathname).toMatch(/^\/embed\/[\w-]{11}$/);
    expect([src.searchParams.get('autoplay'), src.searchParams.get('mute')]).toEqual(['1', '1']);
    expect((await frame.getAttribute('allow'))?.split(/;\s*/)).toContain('autoplay');
    const box = (await frame.boundingBox())!;
    expect(box.width / box.height).toBeCloseTo(16 / 9, 1);
    // The player takes the poster's box: nothing around it moves.
    expect(box).toMatchObject({ x: poster.x, width: poster.width, height: poster.height });
    await expect(page.frameLocator('iframe').locator('body')).toBeAttached();
    await expect.poll(() => played.length).toBeGreaterThan(0);
    // The frame loaded within the policy.
    expect(await violations()).toEqual([]);
    const once = await observer.read();
    expect(once.storageKeys).not.toContain(VIDEO_CONSENT_KEY);

    // Played once is not remembered; allowed always is.
    await page.reload();
    await scrollToVideo();
    await consent('always').click();
    await expect(frame).toBeAttached();
    const after = await observer.read();
    await recordObserved(testInfo, '/general', 'video allowed always', after);
    expect(after.storageKeys).toContain(VIDEO_CONSENT_KEY);
    expect(unnamed(after, await noticeNames(page))).toEqual([]);
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
    const withdrawn = await afterWithdrawal.read();
    await recordObserved(testInfo, '/general', 'video consent withdrawn', withdrawn);
    expect(played).toHaveLength(requestsBefore);
    expect(withdrawn.storageKeys).not.toContain(VIDEO_CONSENT_KEY);
  });
}
