import fs from 'node:fs';
import path from 'node:path';
import { TRANSLATOR_CLIENT } from '../../scripts/vite/translatorMode';
import { TRANSLATOR_UI } from '../../src/dev/translatorUi';
import { TRANSLATOR_ENDPOINT } from '../../src/dev/translatorProtocol';
import { RECORDER } from '../../src/dev/usedKeys';
import { expect, test } from './fixtures';

/** The build this project serves (playwright.config.ts). */
const dist = process.env.E2E_DIST ?? 'dist';

test('the production build holds no trace of translator mode', () => {
  const files = fs
    .readdirSync(dist, { recursive: true, encoding: 'utf8' })
    .filter((file) => fs.statSync(path.join(dist, file)).isFile());
  expect(files).toContain('index.html');
  // What the mode's code cannot run without: its endpoint, its recorder, its script's path, its own words.
  const markers = [TRANSLATOR_ENDPOINT, RECORDER, TRANSLATOR_CLIENT, TRANSLATOR_UI.launcher];
  const traces = files.flatMap((file) => {
    const content = fs.readFileSync(path.join(dist, file), 'utf8');
    return markers.filter((marker) => content.includes(marker)).map((marker) => `${file}: ${marker}`);
  });
  expect(traces).toEqual([]);
});
