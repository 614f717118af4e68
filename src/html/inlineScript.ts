/** The HTML's one inline script, in its `<head>`: the build compiles it and allows it by its hash (sitePlugin.ts). */
import { earlyStart } from './earlyStart';
import { recordEarlyTaps, recordLeaving } from './earlyTaps';
import { showPageAndLoadApp } from './prerenderedPages';

earlyStart();
recordEarlyTaps();
recordLeaving();
// Runs once the body is parsed: a hydrated page has no module script, so nothing of the app runs before it.
document.addEventListener('DOMContentLoaded', showPageAndLoadApp);
