/** The inbox's HTML: a template tag that escapes every value it is given, the page frame and the headers. */
import type { Language } from '../../src/languages.ts';
import type { TeamCopy } from './copy.ts';

/** Markup already escaped; anything else a template receives is text. */
export type Html = { readonly markup: string };
type Value = Html | string | number | null | undefined | false | readonly Html[];

const ENTITIES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};
export const escapeHtml = (text: string): string => text.replace(/[&<>"']/g, (char) => ENTITIES[char]!);

const isHtml = (value: unknown): value is Html =>
  typeof value === 'object' && value !== null && 'markup' in value;

function render(value: Value): string {
  if (value === null || value === undefined || value === false) return '';
  if (Array.isArray(value)) return value.map(render).join('');
  return isHtml(value) ? value.markup : escapeHtml(String(value));
}

/** `html\`<p>${text}</p>\``: every interpolation escaped, so a visitor's `<script>` is only ever text. */
export function html(strings: TemplateStringsArray, ...values: Value[]): Html {
  return {
    markup: strings.reduce((out, part, i) => out + part + (i < values.length ? render(values[i]!) : ''), ''),
  };
}

export const STYLESHEET_PATH = '/team/inbox.css';

/**
 * The team's pages send no script at all and take styles from their own stylesheet only; nothing may frame them (a
 * framed page could be clicked through), and forms post only to the worker.
 */
export const TEAM_CSP =
  "default-src 'none'; style-src 'self'; img-src 'self'; form-action 'self'; base-uri 'none'; frame-ancestors 'none'";

/** On every `/team/*` answer, a refusal too: never cached, never indexed, never named in a Referer. */
export const TEAM_HEADERS: Record<string, string> = {
  'cache-control': 'no-store',
  'x-robots-tag': 'noindex',
  'referrer-policy': 'no-referrer',
  'content-security-policy': TEAM_CSP,
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
};

export function teamResponse(
  body: string | null,
  status = 200,
  headers: Record<string, string> = {},
): Response {
  return new Response(body, {
    status,
    headers: { 'content-type': 'text/html; charset=utf-8', ...TEAM_HEADERS, ...headers },
  });
}

/** A redirect after a POST, so a reload does not send the form again. */
export const seeOther = (location: string): Response => teamResponse(null, 303, { location });

/** `signedOut`: no navigation and no search, for the one page shown before sign-in. */
export type Frame = {
  language: Language;
  copy: TeamCopy;
  title: string;
  search?: string;
  signedOut?: boolean;
};

export function page({ language, copy, title, search = '', signedOut = false }: Frame, body: Html): string {
  return html`<!doctype html>
    <html lang="${language}">
      <head>
        <meta charset="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="robots" content="noindex" />
        <title>${title} · ${copy.nav}</title>
        <link rel="stylesheet" href="${STYLESHEET_PATH}" />
      </head>
      <body>
        ${
          signedOut
            ? null
            : html`<header>
                <nav aria-label="${copy.nav}">
                  <a href="/team/">${copy.inbox}</a>
                  <a href="/team/spam">${copy.spam}</a>
                  <a href="/team/audit">${copy.audit}</a>
                </nav>
                <form method="get" action="/team/person" role="search">
                  <label for="person-email">${copy.searchLabel}</label>
                  <input id="person-email" name="email" type="email" required value="${search}" />
                  <button type="submit">${copy.search}</button>
                </form>
              </header>`
        }
        <main>
          <h1>${title}</h1>
          ${body}
        </main>
      </body>
    </html> `.markup;
}

/** Dates as the team reads them: its language, Slovenia's clock (the company's). */
export const TEAM_TIME_ZONE = 'Europe/Ljubljana';

export function formatTime(language: Language, iso: string | null): string {
  if (!iso) return '';
  return new Intl.DateTimeFormat(language, {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: TEAM_TIME_ZONE,
  }).format(new Date(iso));
}

export const STYLESHEET = `
:root { color-scheme: light dark; font-family: system-ui, sans-serif; line-height: 1.5; }
body { margin: 0 auto; max-width: 72rem; padding: 1rem; }
header { display: flex; flex-wrap: wrap; gap: 1rem; align-items: center; justify-content: space-between; }
nav { display: flex; gap: 1rem; }
a, button, input, select { min-height: 24px; }
table { border-collapse: collapse; width: 100%; }
th, td { text-align: left; padding: 0.4rem 0.6rem; border-bottom: 1px solid #8884; vertical-align: top; }
dl { display: grid; grid-template-columns: minmax(8rem, max-content) minmax(0, 1fr); gap: 0.3rem 1rem; }
dt { font-weight: 600; }
dd { margin: 0; white-space: pre-wrap; overflow-wrap: anywhere; }
main > form { margin: 1rem 0; }
form.inline { display: inline-block; margin: 0 0.5rem 0.5rem 0; }
fieldset { margin: 1rem 0; }
.status-new { font-weight: bold; }
/* A narrow screen: each request a block of labelled lines, each fact above its value. */
@media (max-width: 40rem) {
  table, thead, tbody, tr, th, td { display: block; }
  thead { display: none; }
  tr { padding: 0.5rem 0; border-bottom: 2px solid #8886; }
  td { border: 0; padding: 0.1rem 0; overflow-wrap: anywhere; }
  td::before { content: attr(data-label) ": "; font-weight: 600; }
  dl { grid-template-columns: minmax(0, 1fr); gap: 0; }
  dd { margin-bottom: 0.6rem; }
}
`;
