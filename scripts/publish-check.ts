/** `npm run deploy` runs this first: no publishing while a fact the notices state is a placeholder or malformed. */
import { loadEnv } from 'vite';
import { companyFromEnv } from '../src/publisher.ts';
import { DEFAULT_SITE_URL, envString, siteSettingsFromEnv, type SiteEnv } from '../src/siteSettings.ts';
import { MAILBOX_PROVIDERS } from '../src/features/privacy/providers.ts';

export function publishProblems(env: SiteEnv): string[] {
  const problems: string[] = [];
  const { unset, malformed } = companyFromEnv(env);
  if (unset.length)
    problems.push(
      `${unset.join(', ')} ${unset.length > 1 ? 'are' : 'is'} not set: the notices would show placeholders.`,
    );
  problems.push(...malformed);
  const siteUrl = envString(env, 'VITE_SITE_URL');
  if (siteUrl === null || siteUrl.replace(/\/+$/, '') === DEFAULT_SITE_URL)
    problems.push(
      `VITE_SITE_URL is not set: canonical addresses and the sitemap would point at ${DEFAULT_SITE_URL}.`,
    );
  try {
    if (siteSettingsFromEnv(env).mailboxProvider === null)
      problems.push(
        `VITE_MAILBOX_PROVIDER is not set: the privacy notice must name who runs the mailbox that receives demo requests (one of ${MAILBOX_PROVIDERS.join(', ')}).`,
      );
  } catch (error) {
    problems.push((error as Error).message);
  }
  return problems;
}

if (import.meta.main) {
  const env = loadEnv('production', process.cwd(), 'VITE_');
  const problems = publishProblems(env);
  if (problems.length) {
    console.error(
      [
        'Not publishing: the site would go live with facts it must state correctly.',
        ...problems.map((problem) => `  - ${problem}`),
        'Set each in the environment of `npm run deploy` or in .env.production.local (docs/hosting.md, "Before going live").',
      ].join('\n'),
    );
    process.exit(1);
  }
  console.log('The publisher facts, the site address and the mailbox provider are set.');
}
