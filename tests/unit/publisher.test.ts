import { describe, expect, it } from 'vitest';
import { companyFromEnv } from '@/publisher';
import { PUBLISHER_ENV } from '../support/publisher';

describe("the publisher's VAT ID", () => {
  it('is none for a company that is not a VAT payer, which is neither unset nor malformed', () => {
    const { facts, unset, malformed } = companyFromEnv({ ...PUBLISHER_ENV, VITE_COMPANY_VAT_ID: 'none' });
    expect(facts.vatId).toBeNull();
    expect([unset, malformed]).toEqual([[], []]);
  });

  it('is still checked when given, spaces and case aside', () => {
    expect(companyFromEnv({ ...PUBLISHER_ENV, VITE_COMPANY_VAT_ID: 'si 1234 5678' }).facts.vatId).toBe(
      'SI12345678',
    );
    expect(companyFromEnv({ ...PUBLISHER_ENV, VITE_COMPANY_VAT_ID: 'SI1234567' }).malformed).toEqual([
      expect.stringMatching(/^VITE_COMPANY_VAT_ID must be "SI" and eight digits/),
    ]);
    expect(companyFromEnv({ ...PUBLISHER_ENV, VITE_COMPANY_VAT_ID: undefined }).unset).toEqual([
      'VITE_COMPANY_VAT_ID',
    ]);
  });
});
