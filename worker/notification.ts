/**
 * The email that tells the team of a demo request: plain text in the team's language (`TEAM_LANGUAGE`, Slovenian by
 * default), every field, no links that track.
 */
import {
  FIELDS,
  type DemoRequestField,
  type DemoRequestVariant,
} from '../src/features/demo-request/contract.ts';
import { isLanguage, ownName } from '../src/languages.ts';
import type { Env, OutgoingEmail } from './env.ts';
import type { DemoRequestRow } from './store.ts';

type Labels = Record<DemoRequestVariant, Record<DemoRequestField, string>>;

/**
 * The team's own words, not the site's copy: the mail is read inside the company, never by a visitor, and the
 * worker reads no locale file (in `vite dev` an edit of one would otherwise rebuild the worker).
 */
export const COPY = {
  sl: {
    labels: {
      training: {
        name: 'Ime in priimek',
        email: 'E-pošta',
        company: 'Laboratorij/podjetje',
        message: 'Izzivi pri usposabljanju',
      },
      general: { name: 'Ime in priimek', email: 'E-pošta', company: 'Podjetje', message: 'Sporočilo' },
    } satisfies Labels,
    subject: 'Povpraševanje za predstavitev',
    intro: 'Na spletni strani je prispelo novo povpraševanje za predstavitev.',
    variants: { training: 'usposabljanje', general: 'splošni obrazec' },
    variant: 'Obrazec',
    page: 'Stran',
    language: 'Jezik obiskovalca',
    received: 'Prejeto',
    notice: 'Različica obvestila o varstvu podatkov',
    id: 'Številka povpraševanja',
    export: 'Vrstica v izvozu (CSV)',
    reply: 'Odgovorite neposredno na naslov obiskovalca; to sporočilo ne vsebuje sledilnih povezav.',
  },
  en: {
    labels: {
      training: {
        name: 'Name',
        email: 'Email',
        company: 'Laboratory / company',
        message: 'Training challenges',
      },
      general: { name: 'Name', email: 'Email', company: 'Company', message: 'Message' },
    } satisfies Labels,
    subject: 'Demo request',
    intro: 'A new demo request has arrived on the website.',
    variants: { training: 'training', general: 'general form' },
    variant: 'Form',
    page: 'Page',
    language: "Visitor's language",
    received: 'Received',
    notice: 'Privacy notice version',
    id: 'Request ID',
    export: 'Its line in the export (CSV)',
    reply: "Reply to the visitor's address directly; this message holds no tracking links.",
  },
} as const;

/** The command that prints the request's line of `npm run leads -- export` (the mail is its only pointer to it). */
export function exportCommand(id: string): string {
  return `npm run leads -- export --remote --id ${id}`;
}

type NotifyEnv = Pick<Env, 'TEAM_LANGUAGE' | 'SITE_URL' | 'NOTIFY_FROM' | 'NOTIFY_TO'>;

export function composeNotification(row: DemoRequestRow, env: NotifyEnv): OutgoingEmail {
  const copy = COPY[env.TEAM_LANGUAGE?.trim().toLowerCase() === 'en' ? 'en' : 'sl'];
  const labels = copy.labels[row.variant as DemoRequestVariant] ?? copy.labels.general;
  const block = (name: string, value: string) =>
    /[\r\n]/.test(value) ? `${name}:\n${value}` : `${name}: ${value}`;
  const who = [row.name.trim(), row.company.trim()].filter(Boolean).join(', ');
  const fields = FIELDS.map((field) => block(labels[field], row[field]));
  const variantName = copy.variants[row.variant as DemoRequestVariant] ?? row.variant;
  const text = [
    copy.intro,
    ...fields,
    block(copy.variant, variantName),
    block(copy.page, `${(env.SITE_URL ?? '').replace(/\/+$/, '')}${row.page}`),
    block(
      copy.language,
      isLanguage(row.language) ? `${ownName(row.language)} (${row.language})` : row.language,
    ),
    block(copy.received, row.received_at),
    block(copy.notice, row.notice_version),
    block(copy.id, row.id),
    block(copy.export, exportCommand(row.id)),
    copy.reply,
  ].join('\n\n');
  // A subject is one header line: the visitor's line breaks must not reach it.
  const subject = `${copy.subject}${who ? ` – ${who}` : ''}`.replace(/[\r\n]+/g, ' ').slice(0, 200);
  return { from: env.NOTIFY_FROM, to: env.NOTIFY_TO, subject, text };
}
