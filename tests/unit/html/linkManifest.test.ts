import { afterEach, describe, expect, it } from 'vitest';
import { linkManifest } from '@/html/linkManifest';
import { MANIFEST_FILE_NAME } from '@/webAppManifest';

const links = () => [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="manifest"]')];

describe('linkManifest', () => {
  afterEach(() => links().forEach((link) => link.remove()));

  it("links the build's manifest under the site's base path", () => {
    linkManifest(document, '/site/');
    expect(links().map((link) => link.getAttribute('href'))).toEqual([`/site/${MANIFEST_FILE_NAME}`]);
  });

  it('links it once, however often the app starts', () => {
    linkManifest(document, '/');
    linkManifest(document, '/');
    expect(links()).toHaveLength(1);
  });
});
