/** The web app manifest, at the site's root: the build writes it (scripts/vite/icons.ts) and the app links it. */
export const MANIFEST_FILE_NAME = 'manifest.webmanifest';
