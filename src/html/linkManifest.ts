import { MANIFEST_FILE_NAME } from '@/webAppManifest';

/** Linked by the app, not the HTML: a browser fetches it before the first paint, and only a home screen needs it. */
export function linkManifest(document: Document, base: string = import.meta.env.BASE_URL): void {
  if (document.head.querySelector('link[rel="manifest"]')) return;
  const link = document.createElement('link');
  link.rel = 'manifest';
  link.href = `${base}${MANIFEST_FILE_NAME}`;
  document.head.append(link);
}
