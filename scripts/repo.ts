import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The repository's root, whichever copy of it the scripts run from. */
export const REPO: string = resolve(dirname(fileURLToPath(import.meta.url)), '..');
