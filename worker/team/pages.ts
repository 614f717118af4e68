/** The inbox's pages, rendered on the server: plain forms and links, no script. */
import { FIELDS, type DemoRequestVariant } from '../../src/features/demo-request/contract.ts';
import { AUDIT_RETENTION_MONTHS } from '../../src/features/demo-request/retention.ts';
import { DEFAULT_LANGUAGE, isLanguage, ownName } from '../../src/languages.ts';
import { fill, plural, replySubject } from './copy.ts';
import { formatTime, html, page, type Frame, type Html } from './html.ts';
import { daysLeft, isStatus, REQUEST_STATUSES, type AuditEntry, type InboxRow } from './inboxStore.ts';

export type View = Omit<Frame, 'title'> & { siteUrl: string; now: Date };

export const requestPath = (id: string): string => `/team/requests/${id}`;

const variantOf = (row: InboxRow): DemoRequestVariant =>
  row.variant === 'training' ? 'training' : 'general';
const languageName = (code: string) => (isLanguage(code) ? `${ownName(code)} (${code})` : code);

function statusName(view: View, status: string): string {
  return isStatus(status) ? view.copy.statuses[status] : status;
}

/** A mailto: address keeps its letters, digits and `@.+-_`; anything else is percent-encoded (RFC 6068). */
function mailto(email: string, subject: string): string {
  const address = email.replace(/[^\w.@+-]/g, (char) => encodeURIComponent(char));
  return `mailto:${address}?subject=${encodeURIComponent(subject)}`;
}

function requestTable(view: View, rows: readonly InboxRow[]): Html {
  const { copy, language } = view;
  if (rows.length === 0) return html`<p>${copy.none}</p>`;
  return html`<table>
    <thead>
      <tr>
        <th scope="col">${copy.arrived}</th>
        <th scope="col">${copy.labels.general.name ?? 'name'}</th>
        <th scope="col">${copy.status}</th>
        <th scope="col">${copy.variant}</th>
        <th scope="col">${copy.page}</th>
        <th scope="col">${copy.language}</th>
        <th scope="col">${copy.deletedIn}</th>
      </tr>
    </thead>
    <tbody>
      ${rows.map(
        (row) =>
          html`<tr>
            <td data-label="${copy.arrived}">${formatTime(language, row.received_at)}</td>
            <td data-label="${copy.labels.general.name ?? 'name'}">
              <a href="${requestPath(row.id)}">${row.name.trim() || row.company.trim() || copy.open}</a>
            </td>
            <td data-label="${copy.status}" class="status-${row.status}">${statusName(view, row.status)}</td>
            <td data-label="${copy.variant}">${copy.variants[variantOf(row)]}</td>
            <td data-label="${copy.page}">${row.page}</td>
            <td data-label="${copy.language}">${languageName(row.language)}</td>
            <td data-label="${copy.deletedIn}">${plural(language, copy.days, daysLeft(row, view.now))}</td>
          </tr> `,
      )}
    </tbody>
  </table>`;
}

function csvForm(view: View): Html {
  const { copy } = view;
  return html`<form method="post" action="/team/export.csv">
    <fieldset>
      <legend>${copy.csv}</legend>
      <label for="csv-since">${copy.csvSince}</label>
      <input id="csv-since" name="since" type="date" />
      <label><input name="spam" type="checkbox" value="yes" /> ${copy.csvSpam}</label>
      <button type="submit">${copy.csvDownload}</button>
    </fieldset>
  </form>`;
}

export function listPage(view: View, rows: readonly InboxRow[], spam: boolean): string {
  const title = spam ? view.copy.spam : view.copy.inbox;
  return page({ ...view, title }, html`${requestTable(view, rows)}${spam ? null : csvForm(view)}`);
}

function actionForm(id: string, name: string, value: string, label: string): Html {
  return html`<form class="inline" method="post" action="${requestPath(id)}">
    <input type="hidden" name="${name}" value="${value}" /><button type="submit">${label}</button>
  </form>`;
}

export function requestPage(view: View, row: InboxRow): string {
  const { copy, language } = view;
  const labels = copy.labels[variantOf(row)];
  const visitorLanguage = isLanguage(row.language) ? row.language : DEFAULT_LANGUAGE;
  const facts: [string, string][] = [
    ...FIELDS.map((field): [string, string] => [labels[field] ?? field, row[field]]),
    [copy.status, statusName(view, row.status)],
    [copy.variant, copy.variants[variantOf(row)]],
    [copy.page, `${view.siteUrl}${row.page}`],
    [copy.language, languageName(row.language)],
    [copy.arrived, formatTime(language, row.received_at)],
    [copy.spamSince, row.spam_at ? formatTime(language, row.spam_at) : copy.notSpam],
    [copy.deletedIn, plural(language, copy.days, daysLeft(row, view.now))],
    [copy.notice, row.notice_version],
    [copy.id, row.id],
  ];
  const body = html`<dl>
      ${facts.map(
        ([term, value]) =>
          html`<dt>${term}</dt>
            <dd>${value}</dd> `,
      )}
    </dl>
    <p><a href="${mailto(row.email, replySubject(visitorLanguage))}">${copy.reply}</a></p>
    <p>
      ${REQUEST_STATUSES.filter((status) => status !== row.status).map((status) =>
        actionForm(row.id, 'status', status, fill(copy.markStatus, { status: copy.statuses[status] })),
      )}
      ${row.spam_at ? actionForm(row.id, 'spam', 'no', copy.markNotSpam) : actionForm(row.id, 'spam', 'yes', copy.markSpam)}
    </p>
    <p><a href="${row.spam_at ? '/team/spam' : '/team/'}">${copy.back}</a></p>`;
  return page({ ...view, title: row.name.trim() || row.id }, body);
}

export function personPage(view: View, email: string, rows: readonly InboxRow[], notice?: string): string {
  const { copy } = view;
  const title = fill(copy.person, { email });
  const hidden = html`<input type="hidden" name="email" value="${email}" />`;
  const body =
    rows.length === 0
      ? html`${notice ? html`<p role="status">${notice}</p>` : null}
          <p>${fill(copy.personNone, { email })}</p>`
      : html`${notice ? html`<p role="status">${notice}</p>` : null}
          <p>${plural(view.language, copy.requests, rows.length)}</p>
          ${requestTable(view, rows)}
          <form method="post" action="/team/person/export">
            ${hidden}<button type="submit">${copy.exportPerson}</button>
          </form>
          <form method="post" action="/team/person/erase">
            <fieldset>
              <legend>${copy.erasePerson}</legend>
              ${hidden}
              <label
                ><input name="confirm" type="checkbox" value="yes" required />
                ${fill(copy.eraseConfirm, { email })}</label
              >
              <button type="submit">${copy.erasePerson}</button>
            </fieldset>
          </form>`;
  return page({ ...view, title, search: email }, body);
}

export function erasedPage(view: View, email: string, count: number): string {
  const { copy, language } = view;
  const body = html`<p role="status">
      ${fill(copy.erased, { count: plural(language, copy.requests, count) })}
    </p>
    <p><a href="/team/">${copy.back}</a></p>`;
  return page({ ...view, title: fill(copy.person, { email }) }, body);
}

export function auditPage(view: View, entries: readonly AuditEntry[]): string {
  const { copy, language } = view;
  const rows = entries.map(
    (entry) =>
      html`<tr>
        <td data-label="${copy.when}">${formatTime(language, entry.at)}</td>
        <td data-label="${copy.actor}">${entry.actor}</td>
        <td data-label="${copy.action}">
          ${copy.actions[entry.action] ?? entry.action}${entry.detail ? html`: ${statusName(view, entry.detail)}` : null}
        </td>
        <td data-label="${copy.request}">${entry.request_id}</td>
        <td data-label="${copy.count}">${entry.count}</td>
      </tr> `,
  );
  const body = html`<p>${fill(copy.auditKept, { months: AUDIT_RETENTION_MONTHS })}</p>
    ${
      entries.length === 0
        ? null
        : html`<table>
            <thead>
              <tr>
                <th scope="col">${copy.when}</th>
                <th scope="col">${copy.actor}</th>
                <th scope="col">${copy.action}</th>
                <th scope="col">${copy.request}</th>
                <th scope="col">${copy.count}</th>
              </tr>
            </thead>
            <tbody>
              ${rows}
            </tbody>
          </table>`
    }`;
  return page({ ...view, title: copy.audit }, body);
}

export function signInPage(view: Omit<View, 'siteUrl' | 'now'>, path: string): string {
  const { copy } = view;
  const body = html`<p>${copy.signInNote}</p>
    <form method="post" action="${path}">
      <label for="sign-in-email">${copy.signInEmail}</label>
      <input id="sign-in-email" name="email" type="email" required autocomplete="email" />
      <button type="submit">${copy.signIn}</button>
    </form>`;
  return page({ ...view, title: copy.signIn, signedOut: true }, body);
}
