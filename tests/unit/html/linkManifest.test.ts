import { expect, it } from 'vitest';
import { linkManifest } from '@/html/linkManifest';
import { MANIFEST_FILE_NAME } from '@/webAppManifest';

it("links the build's manifest under the site's base path, once however often the app starts", () => {
  linkManifest(document, '/site/');
  linkManifest(document, '/site/');
  const links = [...document.head.querySelectorAll('link[rel="manifest"]')];
  expect(links.map((link) => link.getAttribute('href'))).toEqual([`/site/${MANIFEST_FILE_NAME}`]);
});
