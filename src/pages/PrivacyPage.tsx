import { Trans, useTranslation } from 'react-i18next';
import { company } from 'virtual:company';
import { Notice, NoticeSection, noticeStyles as styles } from '@/components/Notice';
import { PageMeta } from '@/components/PageMeta';
import { config, timeTravelDays } from '@/config';
import {
  AUDIT_RETENTION_MONTHS,
  DEMO_REQUEST_RETENTION_MONTHS,
  SPAM_RETENTION_DAYS,
} from '@/features/demo-request/retention';
import { formatDuration, type Duration } from '@/features/privacy/duration';
import { PRIVACY_NOTICE_VERSION } from '@/features/privacy/noticeVersion';
import { PROVIDERS, type Provider } from '@/features/privacy/providers';
import { isMailto, isOwnPath, recipients, type Recipient } from '@/features/privacy/recipients';
import { RecipientItem } from '@/features/privacy/RecipientItem';
import { browserStorage, type StoredItemName } from '@/features/privacy/storage';
import { StorageItem } from '@/features/privacy/StorageItem';
import { VideoConsentControl } from '@/features/privacy/VideoConsentControl';
import { SUPERVISORY_AUTHORITY } from '@/publisher';

/** The supervisory authorities of every EU and EEA country, for a complaint where the visitor lives. */
const AUTHORITIES_LIST = 'https://www.edpb.europa.eu/about-edpb/about-edpb/members_en';

const STORAGE_TEXT = {
  location: 'storage.location',
  languageChoice: 'storage.languageChoice',
  videoConsent: 'storage.videoConsent',
  demoRequestNote: 'storage.demoRequestNote',
  staleBuildReload: 'storage.staleBuildReload',
} as const satisfies Record<StoredItemName, string>;

const REQUEST_KEPT: Duration = { count: DEMO_REQUEST_RETENTION_MONTHS, unit: 'month' };

const leavesEea = (recipient: Recipient) =>
  'id' in recipient && recipient.id !== null && (PROVIDERS[recipient.id] as Provider).safeguard !== 'eea';

/** The privacy notice (GDPR Art. 13): every recipient, entry and basis comes from this build's own settings. */
export default function PrivacyPage() {
  const { t } = useTranslation('privacy');
  const mail = (email: string) => <a href={`mailto:${email}`} />;
  /** A paragraph with the publisher's facts and address for requests. */
  const publisher = (key: 'controller.body' | 'object.body' | 'rights.body') => (
    <Trans t={t} i18nKey={key} values={company} components={{ mail: mail(company.email) }} />
  );
  const list = recipients(config);
  const endpoint = config.demoRequestEndpoint;
  // Only the site's own endpoint keeps requests in D1, with its spam filter, Time Travel and the team inbox's audit.
  const ownStore = !isMailto(endpoint) && isOwnPath(endpoint!);
  const retention = isMailto(endpoint)
    ? 'retention.demoMail'
    : ownStore
      ? 'retention.demo'
      : 'retention.demoService';
  const period = (duration: Duration) => formatDuration(t, duration);
  // The date's words and order are the locale's; the calendar date is the version's.
  const version = t('hero.version', {
    date: new Date(`${PRIVACY_NOTICE_VERSION}T12:00:00Z`),
    formatParams: { date: { locale: t('hero.dateLocale'), timeZone: 'UTC' } },
  });
  return (
    <>
      <PageMeta title={t('meta.title')} description={t('meta.description')} />
      <Notice title={t('hero.title')} lead={t('hero.lead')}>
        <p>
          <time dateTime={PRIVACY_NOTICE_VERSION}>{version}</time>
        </p>
        <NoticeSection id="controller" title={t('controller.title')}>
          <p>{publisher('controller.body')}</p>
        </NoticeSection>
        <NoticeSection id="recipients" title={t('recipients.title')}>
          <p>{t('recipients.lead')}</p>
          {config.geolocationEnabled ? null : <p>{t('recipients.none')}</p>}
          <ul className={styles.list}>
            {list.map((recipient) => (
              <RecipientItem
                key={'origin' in recipient ? recipient.origin : recipient.kind}
                recipient={recipient}
                requestKept={REQUEST_KEPT}
              />
            ))}
          </ul>
        </NoticeSection>
        <NoticeSection id="storage" title={t('storage.title')}>
          <p>{t('storage.lead')}</p>
          <ul className={styles.list}>
            {Object.entries(browserStorage()).map(([name, item]) => (
              <StorageItem
                key={item.key}
                item={item}
                holds={t(STORAGE_TEXT[name as StoredItemName])}
                why={
                  name === 'location' && item.usedFor
                    ? t('storage.locationWhy', { duration: period(item.usedFor) })
                    : undefined
                }
              />
            ))}
          </ul>
        </NoticeSection>
        <NoticeSection id="basis" title={t('basis.title')}>
          <p>{t('basis.hosting')}</p>
          {config.geolocationEnabled ? <p>{t('basis.language')}</p> : null}
          <p>{t('basis.storage')}</p>
          <p>{t('basis.demo')}</p>
          <p>{config.videoConsent ? t('basis.video') : t('basis.videoNoConsent')}</p>
          <p>{t('basis.none')}</p>
        </NoticeSection>
        {config.videoConsent ? (
          <NoticeSection id="video-consent" title={t('video.title')}>
            <VideoConsentControl />
          </NoticeSection>
        ) : null}
        <NoticeSection id="required" title={t('required.title')}>
          <p>{t('required.body')}</p>
        </NoticeSection>
        <NoticeSection id="object" title={t('object.title')}>
          <p>{publisher('object.body')}</p>
          {config.geolocationEnabled ? <p>{t('object.geo')}</p> : null}
        </NoticeSection>
        <NoticeSection id="transfers" title={t('transfers.title')}>
          <p>
            {list.some(leavesEea)
              ? t('transfers.body', { label: t('recipients.transfer') })
              : t('transfers.none')}
          </p>
        </NoticeSection>
        <NoticeSection id="retention" title={t('retention.title')}>
          <p>
            {t(retention, {
              kept: period(REQUEST_KEPT),
              spam: period({ count: SPAM_RETENTION_DAYS, unit: 'day' }),
            })}
          </p>
          {ownStore ? (
            <>
              <p>{t('retention.timeTravel', { days: period({ count: timeTravelDays, unit: 'day' }) })}</p>
              <p>
                {t('retention.audit', { kept: period({ count: AUDIT_RETENTION_MONTHS, unit: 'month' }) })}
              </p>
            </>
          ) : null}
          <p>{t('retention.logs')}</p>
        </NoticeSection>
        <NoticeSection id="rights" title={t('rights.title')}>
          <p>{publisher('rights.body')}</p>
        </NoticeSection>
        <NoticeSection id="complaint" title={t('complaint.title')}>
          <p>
            <Trans
              t={t}
              i18nKey="complaint.body"
              values={SUPERVISORY_AUTHORITY}
              components={{
                mail: mail(SUPERVISORY_AUTHORITY.email),
                site: <a href={SUPERVISORY_AUTHORITY.url} />,
              }}
            />
          </p>
          <p>
            <Trans t={t} i18nKey="complaint.own" components={{ list: <a href={AUTHORITIES_LIST} /> }} />
          </p>
        </NoticeSection>
      </Notice>
    </>
  );
}
