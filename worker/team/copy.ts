/**
 * The team's own words for the inbox and the notification, one set per language of the language table: read inside
 * the company, never by a visitor, so they live with the worker (which reads no locale file: in `vite dev` an edit of
 * one would otherwise rebuild it). `TEAM_LANGUAGE` picks the set.
 */
import type { DemoRequestField, DemoRequestVariant } from '../../src/features/demo-request/contract.ts';
import { DEFAULT_LANGUAGE, isLanguage, type Language } from '../../src/languages.ts';
import type { AuditAction, RequestStatus } from './inboxStore.ts';

/** A field added to the contract without a label here shows under its own name until it gets one. */
type Labels = Record<DemoRequestVariant, Partial<Record<DemoRequestField, string>>>;
type Plural = Partial<Record<Intl.LDMLPluralRule, string>> & { other: string };

export type TeamCopy = {
  labels: Labels;
  variants: Record<DemoRequestVariant, string>;
  statuses: Record<RequestStatus, string>;
  actions: Record<AuditAction, string>;
  days: Plural;
  requests: Plural;
  inbox: string;
  spam: string;
  audit: string;
  nav: string;
  searchLabel: string;
  search: string;
  arrived: string;
  status: string;
  variant: string;
  page: string;
  language: string;
  deletedIn: string;
  open: string;
  none: string;
  id: string;
  notice: string;
  spamSince: string;
  notSpam: string;
  markSpam: string;
  markNotSpam: string;
  markStatus: string;
  reply: string;
  back: string;
  person: string;
  personNone: string;
  exportPerson: string;
  erasePerson: string;
  eraseConfirm: string;
  erased: string;
  eraseUnconfirmed: string;
  csv: string;
  csvSince: string;
  csvSpam: string;
  csvDownload: string;
  when: string;
  actor: string;
  action: string;
  request: string;
  count: string;
  auditKept: string;
  notFound: string;
  forbidden: string;
  badRequest: string;
  signIn: string;
  signInNote: string;
  signInEmail: string;
  notification: { subject: string; intro: string; open: string };
};

/** A language the table gains (`npm run add-language`) has the default language's set until it gets its own. */
export const TEAM_COPY: Partial<Record<Language, TeamCopy>> = {
  sl: {
    labels: {
      training: {
        name: 'Ime in priimek',
        email: 'E-pošta',
        company: 'Laboratorij/podjetje',
        message: 'Izzivi pri usposabljanju',
      },
      general: { name: 'Ime in priimek', email: 'E-pošta', company: 'Podjetje', message: 'Sporočilo' },
    },
    variants: { training: 'usposabljanje', general: 'splošni obrazec' },
    statuses: { new: 'novo', contacted: 'v stiku', closed: 'zaključeno' },
    actions: {
      status: 'sprememba stanja',
      spam: 'označeno kot neželeno',
      notSpam: 'označeno kot želeno',
      exportPerson: 'izvoz podatkov osebe',
      exportCsv: 'izvoz CSV',
      erase: 'izbris osebe',
    },
    days: { one: '{n} dan', two: '{n} dneva', few: '{n} dnevi', other: '{n} dni' },
    requests: {
      one: '{n} povpraševanje',
      two: '{n} povpraševanji',
      few: '{n} povpraševanja',
      other: '{n} povpraševanj',
    },
    inbox: 'Povpraševanja',
    spam: 'Neželena',
    audit: 'Revizijska sled',
    nav: 'Nabiralnik ekipe',
    searchLabel: 'E-poštni naslov osebe',
    search: 'Poišči',
    arrived: 'Prejeto',
    status: 'Stanje',
    variant: 'Obrazec',
    page: 'Stran',
    language: 'Jezik obiskovalca',
    deletedIn: 'Izbris čez',
    open: 'Odpri',
    none: 'Tu ni nobenega povpraševanja.',
    id: 'Številka',
    notice: 'Različica obvestila o varstvu podatkov',
    spamSince: 'Neželeno od',
    notSpam: 'ne',
    markSpam: 'Označi kot neželeno',
    markNotSpam: 'To ni neželeno',
    markStatus: 'Označi: {status}',
    reply: 'Odgovori po e-pošti',
    back: 'Nazaj na seznam',
    person: 'Podatki osebe {email}',
    personNone: 'Z naslova {email} ni shranjenega nobenega povpraševanja.',
    exportPerson: 'Izvozi podatke te osebe (JSON)',
    erasePerson: 'Izbriši to osebo',
    eraseConfirm: 'Potrjujem izbris vseh povpraševanj z naslova {email}. Izbrisa ni mogoče preklicati.',
    erased: 'Izbrisano: {count}.',
    eraseUnconfirmed: 'Izbris ni bil potrjen, zato ni bilo izbrisano nič.',
    csv: 'Izvoz CSV',
    csvSince: 'Prejeta od dne (neobvezno)',
    csvSpam: 'Z neželenimi',
    csvDownload: 'Prenesi CSV',
    when: 'Čas',
    actor: 'Kdo',
    action: 'Dejanje',
    request: 'Povpraševanje',
    count: 'Število',
    auditKept: 'Zapisi se hranijo {months} mesecev, nato se izbrišejo.',
    notFound: 'Te strani ni.',
    forbidden: 'Dostop zavrnjen.',
    badRequest: 'Zahteva ni veljavna.',
    signIn: 'Razvojna prijava',
    signInNote:
      'Samo na vašem računalniku: namesto Cloudflare Access vas prijavi razvojni ključ iz datoteke .dev.vars.',
    signInEmail: 'E-poštni naslov',
    notification: {
      subject: 'Novo povpraševanje po predstavitvi',
      intro: 'Na spletni strani je prispelo novo povpraševanje po predstavitvi.',
      open: 'Preberete ga v nabiralniku ekipe',
    },
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
    },
    variants: { training: 'training', general: 'general form' },
    statuses: { new: 'new', contacted: 'contacted', closed: 'closed' },
    actions: {
      status: 'status change',
      spam: 'marked as spam',
      notSpam: 'marked as not spam',
      exportPerson: "person's data exported",
      exportCsv: 'CSV export',
      erase: 'person erased',
    },
    days: { one: '{n} day', other: '{n} days' },
    requests: { one: '{n} request', other: '{n} requests' },
    inbox: 'Requests',
    spam: 'Spam',
    audit: 'Audit log',
    nav: 'Team inbox',
    searchLabel: "A person's email address",
    search: 'Find',
    arrived: 'Arrived',
    status: 'Status',
    variant: 'Form',
    page: 'Page',
    language: "Visitor's language",
    deletedIn: 'Deleted in',
    open: 'Open',
    none: 'No requests here.',
    id: 'ID',
    notice: 'Privacy notice version',
    spamSince: 'Spam since',
    notSpam: 'no',
    markSpam: 'Mark as spam',
    markNotSpam: 'Not spam',
    markStatus: 'Mark {status}',
    reply: 'Reply by email',
    back: 'Back to the list',
    person: 'Data held on {email}',
    personNone: 'No request from {email} is stored.',
    exportPerson: "Export this person's data (JSON)",
    erasePerson: 'Erase this person',
    eraseConfirm: 'I confirm erasing every request from {email}. This cannot be undone.',
    erased: 'Erased: {count}.',
    eraseUnconfirmed: 'The erasure was not confirmed, so nothing was erased.',
    csv: 'CSV export',
    csvSince: 'Arrived on or after (optional)',
    csvSpam: 'Include spam',
    csvDownload: 'Download CSV',
    when: 'When',
    actor: 'Who',
    action: 'Action',
    request: 'Request',
    count: 'Count',
    auditKept: 'Entries are kept for {months} months, then deleted.',
    notFound: 'There is no such page.',
    forbidden: 'Access denied.',
    badRequest: 'The request is not valid.',
    signIn: 'Development sign-in',
    signInNote:
      'On your own machine only: a development key from .dev.vars signs you in instead of Cloudflare Access.',
    signInEmail: 'Email address',
    notification: {
      subject: 'New demo request',
      intro: 'A new demo request has arrived on the website.',
      open: 'Read it in the team inbox',
    },
  },
};

/**
 * The subject of a reply, in the visitor's language: the team may write in its own, but the subject line is the first
 * thing the visitor reads.
 */
const REPLY_SUBJECT: Partial<Record<Language, string>> = {
  sl: 'Vaše povpraševanje po predstavitvi LabSight',
  en: 'Your LabSight demo request',
};

export const replySubject = (language: Language): string =>
  REPLY_SUBJECT[language] ?? REPLY_SUBJECT[DEFAULT_LANGUAGE]!;

/** `TEAM_LANGUAGE` if it names a language of the table, else the site's default. */
export function teamLanguage(setting: string | undefined): Language {
  const code = setting?.trim().toLowerCase();
  return isLanguage(code) ? code : DEFAULT_LANGUAGE;
}

export const teamCopy = (setting: string | undefined): TeamCopy =>
  TEAM_COPY[teamLanguage(setting)] ?? TEAM_COPY[DEFAULT_LANGUAGE]!;

/** `{name}` placeholders filled in. */
export const fill = (text: string, values: Record<string, string | number>): string =>
  text.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));

/** `n` with the language's plural form. */
export function plural(language: Language, forms: Plural, n: number): string {
  const form = forms[new Intl.PluralRules(language).select(n)] ?? forms.other;
  return fill(form, { n });
}
