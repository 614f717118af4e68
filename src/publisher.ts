/** Who publishes the site and who oversees it: the facts both notices state. Plain data, so the build reads it too. */
import { CONTACT_EMAIL, envString, type SiteEnv } from './siteSettings.ts';

/** Each fact's `VITE_COMPANY_*` variable: an unset one shows as `[ITS_NAME]`, so an early build says what to set. */
export const COMPANY_VARIABLES = {
  name: 'VITE_COMPANY_NAME',
  address: 'VITE_COMPANY_ADDRESS',
  registration: 'VITE_COMPANY_REGISTRATION',
  vatId: 'VITE_COMPANY_VAT_ID',
  email: 'VITE_COMPANY_EMAIL',
} as const;

export type CompanyFacts = Record<keyof typeof COMPANY_VARIABLES, string>;

/** The variables of the facts still unset; the email has a real default, the contact address. */
export type CompanySettings = { facts: CompanyFacts; unset: string[] };

/** Where a visitor in Slovenia complains about how their data is handled (GDPR Art. 77). */
export const SUPERVISORY_AUTHORITY = {
  name: 'Informacijski pooblaščenec',
  address: 'Dunajska cesta 22, 1000 Ljubljana',
  email: 'gp.ip@ip-rs.si',
  url: 'https://www.ip-rs.si',
} as const;

/** The reference host (wrangler.jsonc): it serves every file, so it sees every request. */
export const HOSTING_PROVIDER = { name: 'Cloudflare', url: 'https://www.cloudflare.com' } as const;

export const companyPlaceholder = (variable: string) => `[${variable}]`;

export function companyFromEnv(env: SiteEnv): CompanySettings {
  const unset: string[] = [];
  const fact = (variable: string, fallback: string | null = null) => {
    const value = envString(env, variable) ?? fallback;
    if (value !== null) return value;
    unset.push(variable);
    return companyPlaceholder(variable);
  };
  const { name, address, registration, vatId, email } = COMPANY_VARIABLES;
  const facts = {
    name: fact(name),
    address: fact(address),
    registration: fact(registration),
    vatId: fact(vatId),
    email: fact(email, CONTACT_EMAIL),
  };
  return { facts, unset };
}
