/** Who publishes the site and who oversees it: the facts both notices state. Plain data, so the build reads it too. */
import { CONTACT_EMAIL, envString, type SiteEnv } from './siteSettings.ts';

/** In the order a Slovenian legal notice gives them (ZEPT Art. 5, ZGD-1 Art. 45); an unset one shows as `[ITS_NAME]`. */
export const COMPANY_VARIABLES = {
  name: 'VITE_COMPANY_NAME',
  legalForm: 'VITE_COMPANY_LEGAL_FORM',
  address: 'VITE_COMPANY_ADDRESS',
  register: 'VITE_COMPANY_REGISTER',
  registration: 'VITE_COMPANY_REGISTRATION',
  shareCapital: 'VITE_COMPANY_SHARE_CAPITAL',
  vatId: 'VITE_COMPANY_VAT_ID',
  email: 'VITE_COMPANY_EMAIL',
  phone: 'VITE_COMPANY_PHONE',
} as const;

export type CompanyFact = keyof typeof COMPANY_VARIABLES;
/** `vatId` is null for a company that is not a VAT payer (`VITE_COMPANY_VAT_ID=none`): the notice then has no VAT line. */
export type CompanyFacts = Record<Exclude<CompanyFact, 'vatId'>, string> & { vatId: string | null };

/** The value of `VITE_COMPANY_VAT_ID` that says the company is not registered for VAT. */
export const NOT_A_VAT_PAYER = 'none';

export type CompanySettings = { facts: CompanyFacts; unset: string[]; malformed: string[] };

/** What a well-formed value looks like, and how the error says it. */
const FORMATS: Partial<Record<CompanyFact, { pattern: RegExp; expected: string }>> = {
  // A Slovenian VAT ID: SI and the eight-digit tax number.
  vatId: {
    pattern: /^SI\d{8}$/,
    expected: '"SI" and eight digits, e.g. SI12345678, or none for a company that is not a VAT payer',
  },
  // The matična številka in the court register: seven digits, or ten with the unit's suffix.
  registration: { pattern: /^(\d{7}|\d{10})$/, expected: 'the 7- or 10-digit registration number' },
  email: { pattern: /^[^\s@]+@[^\s@]+\.[^\s@]+$/, expected: 'an email address' },
  phone: { pattern: /^\+?[\d ()/-]{6,}$/, expected: 'a phone number, e.g. +386 1 234 56 78' },
};

/** Where a visitor in Slovenia complains about how their data is handled (GDPR Art. 77). */
export const SUPERVISORY_AUTHORITY = {
  name: 'Informacijski pooblaščenec',
  address: 'Dunajska cesta 22, 1000 Ljubljana',
  email: 'gp.ip@ip-rs.si',
  url: 'https://www.ip-rs.si',
} as const;

export function companyFromEnv(env: SiteEnv): CompanySettings {
  const unset: string[] = [];
  const malformed: string[] = [];
  const facts = Object.fromEntries(
    (Object.entries(COMPANY_VARIABLES) as [CompanyFact, string][]).map(([fact, variable]) => {
      const value = envString(env, variable) ?? (fact === 'email' ? CONTACT_EMAIL : null);
      if (value === null) {
        unset.push(variable);
        return [fact, `[${variable}]`];
      }
      if (fact === 'vatId' && value.toLowerCase() === NOT_A_VAT_PAYER) return [fact, null];
      const format = FORMATS[fact];
      const normalised = fact === 'vatId' ? value.replace(/\s+/g, '').toUpperCase() : value;
      if (format && !format.pattern.test(normalised))
        malformed.push(`${variable} must be ${format.expected}, got ${JSON.stringify(value)}`);
      return [fact, normalised];
    }),
  ) as CompanyFacts;
  return { facts, unset, malformed };
}
