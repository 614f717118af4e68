import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import LegalPage from '@/pages/LegalPage';
import { companyFromEnv } from '@/publisher';
import { PUBLISHER_ENV } from '../../support/publisher';
import { copy, renderWithProviders } from '../render';

// A company that is not a VAT payer, as the build reads `VITE_COMPANY_VAT_ID=none`.
vi.mock('virtual:company', async () => {
  const { companyFromEnv: read } = await import('@/publisher');
  const { PUBLISHER_ENV: env } = await import('../../support/publisher');
  return { company: read({ ...env, VITE_COMPANY_VAT_ID: 'none' }).facts };
});

describe('LegalPage for a company that is not a VAT payer', () => {
  it('has no VAT line, and every other fact', () => {
    renderWithProviders(<LegalPage />, { route: '/en/legal' });
    const t = copy('legal');
    const terms = screen.getAllByRole('term').map((term) => term.textContent);
    expect(terms).not.toContain(t('facts.vatId'));
    const facts = companyFromEnv(PUBLISHER_ENV).facts;
    expect(terms).toEqual(
      (Object.keys(facts) as (keyof typeof facts)[])
        .filter((fact) => fact !== 'vatId')
        .map((fact) => t(`facts.${fact}`)),
    );
  });
});
