/** The defaults README.md and docs/ state, against the modules that own them: a changed default fails here. */
import fs from 'node:fs';
import path from 'node:path';
import { expect, it } from 'vitest';
import { config } from '@/config';
import { DEFAULT_SITE_URL, siteSettingsFromEnv } from '../../../src/siteSettings.ts';
import { REPO } from '../../../scripts/repo.ts';

const read = (file: string) => fs.readFileSync(path.join(REPO, file), 'utf8');
const settings = siteSettingsFromEnv({});
const services = (name: string) => settings.geoServices.filter((service) => service.name === name);
const urls = (name: string) => services(name).map((service) => `\`${service.url}\``);

/** README's VITE_* table: the default column of each variable's row. */
function readmeDefaults(): Map<string, string> {
  const rows = read('README.md')
    .split('\n')
    .flatMap((line) => /^\| `(VITE_\w+)` *\| ([^|]+)\|/.exec(line) ?? []);
  const defaults = new Map<string, string>();
  for (let index = 0; index < rows.length; index += 3)
    defaults.set(rows[index + 1]!, rows[index + 2]!.trim());
  return defaults;
}

it("README's table gives each setting's default as src/siteSettings.ts has it", () => {
  const expected = {
    VITE_GEO_PRIMARY_URL: urls('Primary')[0],
    VITE_GEO_SECONDARY_URL: urls('Secondary')[0] ?? 'none',
    VITE_GEO_FALLBACKS: urls('Fallback').join(' ') || 'none',
    VITE_GEOLOCATION: settings.geolocationEnabled ? 'on' : 'off',
    VITE_VIDEO_CONSENT: settings.videoConsent ? 'on' : 'off',
    VITE_SITE_URL: `\`${DEFAULT_SITE_URL}\``,
    VITE_DEMO_REQUEST_ENDPOINT: settings.demoRequestEndpoint
      ? `\`${settings.demoRequestEndpoint}\``
      : 'mailto',
    VITE_MAILBOX_PROVIDER: settings.mailboxProvider ?? 'unset',
    VITE_D1_TIME_TRAVEL_DAYS: `\`${settings.timeTravelDays}\``,
  };
  expect(Object.fromEntries(readmeDefaults())).toEqual(expected);
});

it("docs/architecture.md's lookup order states the services' defaults", () => {
  const text = read('docs/architecture.md');
  expect(text).toContain(`(\`VITE_GEO_PRIMARY_URL\`, by default the host's own ${urls('Primary')[0]})`);
  for (const [variable, name] of [
    ['VITE_GEO_SECONDARY_URL', 'Secondary'],
    ['VITE_GEO_FALLBACKS', 'Fallback'],
  ] as const)
    expect(text).toContain(
      `(\`${variable}\`, ${urls(name).length ? `by default ${urls(name).join(' ')}` : 'none by default'})`,
    );
});

it("the constants README.md and docs/architecture.md name are src/config.ts's", () => {
  const hours = config.locationCacheTtlMs / 3_600_000;
  expect(read('README.md')).toContain(
    `the ${hours}-hour cache lifetime, the ${config.fetchTimeoutMs} ms timeout`,
  );
  expect(read('docs/architecture.md')).toContain(`reused while younger than ${hours} hours`);
});

it("README's worker table gives wrangler.jsonc's site address, which the deploy replaces with VITE_SITE_URL", () => {
  expect(read('wrangler.jsonc')).toContain(`"SITE_URL": "${DEFAULT_SITE_URL}"`);
  expect(read('README.md')).toMatch(new RegExp(`^\\| \`SITE_URL\` \\| \`${DEFAULT_SITE_URL}\``, 'm'));
});
