import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { VIDEO_CONSENT_KEY } from '@/components/videoConsent';
import {
  AUDIT_RETENTION_MONTHS,
  DEMO_REQUEST_RETENTION_MONTHS,
  SPAM_RETENTION_DAYS,
} from '@/features/demo-request/retention';
import { PRIVACY_NOTICE_VERSION } from '@/features/privacy/noticeVersion';
import { describe, expect, it } from 'vitest';
import { company } from 'virtual:company';
import { config, timeTravelDays } from '@/config';
import { browserStorage } from '@/features/privacy/storage';
import { recipients } from '@/features/privacy/recipients';
import { LANGUAGES } from '@/languages';
import LegalPage from '@/pages/LegalPage';
import PrivacyPage from '@/pages/PrivacyPage';
import { SUPERVISORY_AUTHORITY } from '@/publisher';
import { copy, renderWithProviders } from '../render';

const section = (name: string) => screen.getByRole('region', { name });
/** Expects a link, in `scope`, that shows `email` and writes to it. */
const expectMailLink = (email: string, scope: Pick<typeof screen, 'getByRole'> = screen) =>
  expect(scope.getByRole('link', { name: email })).toHaveAttribute('href', `mailto:${email}`);

describe.each(LANGUAGES)('PrivacyPage in %s', (language) => {
  const t = copy('privacy', language);

  it("names the controller and the supervisory authority, this build's recipients and every key it stores", () => {
    renderWithProviders(<PrivacyPage />, { language, route: `/${language}/privacy` });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(t('hero.title'));
    const controller = section(t('controller.title'));
    expect(controller).toHaveTextContent(company.name);
    expect(controller).toHaveTextContent(company.address);
    expectMailLink(company.email, within(controller));
    const complaint = section(t('complaint.title'));
    expect(complaint).toHaveTextContent(SUPERVISORY_AUTHORITY.name);
    expect(within(complaint).getByRole('link', { name: SUPERVISORY_AUTHORITY.url })).toHaveAttribute(
      'href',
      SUPERVISORY_AUTHORITY.url,
    );

    // This build's recipients and stored keys, in order; each entry's facts: noticeItems.test.tsx.
    const items = within(section(t('recipients.title'))).getAllByRole('listitem');
    const list = recipients(config);
    expect(items).toHaveLength(list.length);
    list.forEach((recipient, index) => {
      if ('origin' in recipient) expect(items[index]).toHaveTextContent(recipient.origin);
    });
    const keys = within(section(t('storage.title')))
      .getAllByRole('listitem')
      .map((item) => item.querySelector('code')?.textContent);
    expect(keys).toEqual(Object.values(browserStorage()).map(({ key }) => key));
  });

  it('gives each kind of data its own period: requests, spam, Time Travel, the audit', () => {
    renderWithProviders(<PrivacyPage />, { language, route: `/${language}/privacy` });
    const period = (count: number, unit: 'day' | 'month') => t(`durations.${unit}`, { count });
    const retention = section(t('retention.title'));
    expect(retention).toHaveTextContent(
      t('retention.demo', {
        kept: period(DEMO_REQUEST_RETENTION_MONTHS, 'month'),
        spam: period(SPAM_RETENTION_DAYS, 'day'),
      }),
    );
    expect(retention).toHaveTextContent(t('retention.timeTravel', { days: period(timeTravelDays, 'day') }));
    expect(retention).toHaveTextContent(
      t('retention.audit', { kept: period(AUDIT_RETENTION_MONTHS, 'month') }),
    );
  });

  it('dates its version day, month, year, as the language writes a date', () => {
    renderWithProviders(<PrivacyPage />, { language, route: `/${language}/privacy` });
    const [year, month, day] = PRIVACY_NOTICE_VERSION.split('-').map(Number) as [number, number, number];
    const monthName = new Intl.DateTimeFormat('en', { month: 'long', timeZone: 'UTC' }).format(
      new Date(Date.UTC(year, month - 1, day)),
    );
    // Slovenian numbers the month ("27. 11. 2026"); English names it, day first ("27 November 2026").
    const date = language === 'sl' ? `${day}. ${month}. ${year}` : `${day} ${monthName} ${year}`;
    expect(document.querySelector('time')).toHaveTextContent(date);
  });
});

describe('PrivacyPage and the video consent', () => {
  it('says its version, and withdraws a lasting consent in one click', async () => {
    const t = copy('privacy');
    localStorage.setItem(VIDEO_CONSENT_KEY, JSON.stringify({ allowed: true, at: Date.now() }));
    renderWithProviders(<PrivacyPage />, { route: '/privacy' });
    expect(document.querySelector('time')).toHaveAttribute('datetime', PRIVACY_NOTICE_VERSION);
    const video = section(t('video.title'));
    expect(video).toHaveTextContent(t('video.allowed'));
    await userEvent.click(within(video).getByRole('button', { name: t('video.withdraw') }));
    expect(localStorage.getItem(VIDEO_CONSENT_KEY)).toBeNull();
    expect(video).toHaveTextContent(t('video.withdrawn'));
  });
});

describe.each(LANGUAGES)('LegalPage in %s', (language) => {
  const t = copy('legal', language);

  it("gives each of the publisher's facts under its label", () => {
    renderWithProviders(<LegalPage />, { language, route: `/${language}/legal` });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(t('hero.title'));
    const terms = screen.getAllByRole('term').map((term) => term.textContent);
    const values = screen.getAllByRole('definition').map((value) => value.textContent);
    // Every fact the publisher's settings give, in their order (that of a Slovenian legal notice).
    const facts = Object.keys(company) as (keyof typeof company)[];
    expect(terms).toEqual(facts.map((fact) => t(`facts.${fact}`)));
    expect(values).toEqual(facts.map((fact) => company[fact]));
    // Two ways to reach the publisher: email and phone.
    expectMailLink(company.email);
    expect(screen.getByRole('link', { name: company.phone }).getAttribute('href')).toMatch(/^tel:/);
  });
});
