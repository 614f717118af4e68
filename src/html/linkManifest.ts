import { MANIFEST_FILE_NAME } from '@/webAppManifest';

/**
 * The manifest is linked by the app, once the page is on screen, not by the HTML: a browser fetches it as soon as it
 * parses the link, and only adding the site to a home screen needs it. From the HTML it went out before the first
 * paint, and Lighthouse's mobile simulation made the largest paint wait a round trip for it (150 ms).
 */
export function linkManifest(document: Document, base: string = import.meta.env.BASE_URL): void {
  if (document.head.querySelector('link[rel="manifest"]')) return;
  const link = document.createElement('link');
  link.rel = 'manifest';
  link.href = `${base}${MANIFEST_FILE_NAME}`;
  document.head.append(link);
}
