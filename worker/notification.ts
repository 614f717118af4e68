/**
 * The email that tells the team of a demo request: that one arrived, its form, page and the visitor's language, and
 * the link to it in the team's inbox. Nothing the visitor typed: a mailbox keeps mail for ever, out of reach of the
 * retention and of an erasure, so the person stays in D1 (GDPR Art. 5(1)(e), 17).
 */
import type { DemoRequestVariant } from '../src/features/demo-request/contract.ts';
import { isLanguage, ownName } from '../src/languages.ts';
import type { Env, OutgoingEmail } from './env.ts';
import type { DemoRequestRow } from './store.ts';
import { teamCopy } from './team/copy.ts';
import { requestPath } from './team/pages.ts';

type NotifyEnv = Pick<Env, 'TEAM_LANGUAGE' | 'SITE_URL' | 'NOTIFY_FROM' | 'NOTIFY_TO'>;
type NotifiedRow = Pick<DemoRequestRow, 'id' | 'variant' | 'page' | 'language'>;

/** The request's page in the inbox, behind Cloudflare Access: the only way from the mail to the person. */
export function inboxLink(siteUrl: string | undefined, id: string): string {
  return `${(siteUrl ?? '').replace(/\/+$/, '')}${requestPath(id)}`;
}

/** Takes only the row's fields it may say, so no later edit can slip a personal one into the mail. */
export function composeNotification(
  { id, variant, page, language }: NotifiedRow,
  env: NotifyEnv,
): OutgoingEmail {
  const copy = teamCopy(env.TEAM_LANGUAGE);
  const { subject, intro, open } = copy.notification;
  const site = (env.SITE_URL ?? '').replace(/\/+$/, '');
  const text = [
    intro,
    [
      `${copy.variant}: ${copy.variants[variant as DemoRequestVariant] ?? variant}`,
      `${copy.page}: ${site}${page}`,
      `${copy.language}: ${isLanguage(language) ? `${ownName(language)} (${language})` : language}`,
    ].join('\n'),
    `${open}:\n${inboxLink(env.SITE_URL, id)}`,
  ].join('\n\n');
  return { from: env.NOTIFY_FROM, to: env.NOTIFY_TO, subject, text };
}
