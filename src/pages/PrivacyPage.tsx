import type { ReactNode } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { company } from 'virtual:company';
import { Link } from 'react-router-dom';
import { Notice, NoticeSection, noticeStyles as styles } from '@/components/Notice';
import { PageMeta } from '@/components/PageMeta';
import { useLocalizedPath } from '@/components/useLocalizedPath';
import { config } from '@/config';
import { DEMO_REQUEST_RETENTION_MONTHS } from '@/features/demo-request/retention';
import { browserStorage, type StoredItem } from '@/features/privacy/storage';
import { DEMO_VIDEO_PAGE, recipients, type Recipient } from '@/features/privacy/recipients';
import { SUPERVISORY_AUTHORITY } from '@/publisher';

const HOURS = config.locationCacheTtlMs / 3_600_000;

/** "24 hours", "1 minute": the browser's own words for a duration, in the page's language. */
function duration(ms: number, language: string): string {
  const [unit, amount] =
    ms % 3_600_000 === 0 ? (['hour', ms / 3_600_000] as const) : (['minute', ms / 60_000] as const);
  return new Intl.NumberFormat(language, { style: 'unit', unit, unitDisplay: 'long' }).format(amount);
}

function RecipientItem({ recipient }: { recipient: Recipient }) {
  const { t } = useTranslation('privacy');
  const to = useLocalizedPath();
  const row = (label: string, text: ReactNode) => (
    <>
      <dt>{label}</dt>
      <dd>{text}</dd>
    </>
  );
  const [name, receives, why, when] = (() => {
    switch (recipient.kind) {
      case 'host':
        return [
          t('recipients.host.name', { name: recipient.name }),
          t('recipients.host.receives'),
          t('recipients.host.why'),
          t('recipients.host.when'),
        ];
      case 'geo':
        return [
          t('recipients.geo.name', { origin: recipient.origin }),
          t('recipients.geo.receives'),
          t('recipients.geo.why'),
          [
            t('recipients.geo.when', { hours: HOURS }),
            recipient.first ? null : t('recipients.geo.order'),
            recipient.plainHttp ? t('recipients.geo.plainHttp') : null,
          ]
            .filter(Boolean)
            .join(' '),
        ];
      case 'geoOwn':
        return [
          t('recipients.geoOwn.name', { address: recipient.address }),
          t('recipients.geoOwn.receives'),
          t('recipients.geoOwn.why'),
          t('recipients.geoOwn.when', { hours: HOURS }),
        ];
      case 'video':
        return [
          t('recipients.video.name', { origin: recipient.origin }),
          t('recipients.video.receives'),
          t('recipients.video.why'),
          <Trans
            key="when"
            t={t}
            i18nKey="recipients.video.when"
            components={{ page: <Link to={to(DEMO_VIDEO_PAGE)} /> }}
          />,
        ];
      case 'endpoint':
        return [
          t('recipients.endpoint.name', { origin: recipient.origin }),
          t('recipients.endpoint.receives'),
          t('recipients.endpoint.why'),
          t('recipients.endpoint.when'),
        ];
      case 'mailClient':
        return [
          t('recipients.mailClient.name'),
          t('recipients.mailClient.receives', { email: recipient.email }),
          t('recipients.mailClient.why'),
          t('recipients.mailClient.when'),
        ];
    }
  })();
  return (
    <li className={styles.item}>
      <h3 className={styles.itemTitle}>{name}</h3>
      <dl className={styles.facts}>
        {row(t('recipients.receives'), receives)}
        {row(t('recipients.why'), why)}
        {row(t('recipients.when'), when)}
      </dl>
    </li>
  );
}

const STORAGE_TEXT = {
  location: 'storage.location',
  languageChoice: 'storage.languageChoice',
  demoRequestNote: 'storage.demoRequestNote',
  staleBuildReload: 'storage.staleBuildReload',
} as const satisfies Record<keyof ReturnType<typeof browserStorage>, string>;

function StorageItem({ item, holds }: { item: StoredItem; holds: string }) {
  const { t, i18n } = useTranslation('privacy');
  const kept =
    item.usedForMs === null
      ? t('storage.localStorageUntilChanged')
      : t(item.area === 'localStorage' ? 'storage.localStorage' : 'storage.sessionStorage', {
          duration: duration(item.usedForMs, i18n.language),
        });
  return (
    <li className={styles.item}>
      <h3 className={styles.itemTitle}>
        <code>{item.key}</code>
      </h3>
      <dl className={styles.facts}>
        <dt>{t('storage.holds')}</dt>
        <dd>{holds}</dd>
        <dt>{t('storage.kept')}</dt>
        <dd>{kept}</dd>
      </dl>
    </li>
  );
}

/** The privacy notice (GDPR Art. 13): its recipients and stored entries come from this build's own settings. */
export default function PrivacyPage() {
  const { t } = useTranslation('privacy');
  const mail = (email: string) => <a href={`mailto:${email}`} />;
  const list = recipients(config);
  return (
    <>
      <PageMeta title={t('meta.title')} description={t('meta.description')} />
      <Notice title={t('hero.title')} lead={t('hero.lead')}>
        <NoticeSection id="controller" title={t('controller.title')}>
          <p>
            <Trans
              t={t}
              i18nKey="controller.body"
              values={{ name: company.name, address: company.address, email: company.email }}
              components={{ mail: mail(company.email) }}
            />
          </p>
        </NoticeSection>
        <NoticeSection id="recipients" title={t('recipients.title')}>
          <p>{t('recipients.lead')}</p>
          {config.geolocationEnabled ? null : <p>{t('recipients.none')}</p>}
          <ul className={styles.list}>
            {list.map((recipient) => (
              <RecipientItem
                key={'origin' in recipient ? recipient.origin : recipient.kind}
                recipient={recipient}
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
                holds={t(STORAGE_TEXT[name as keyof typeof STORAGE_TEXT])}
              />
            ))}
          </ul>
        </NoticeSection>
        <NoticeSection id="basis" title={t('basis.title')}>
          <p>{t('basis.language')}</p>
          <p>{t('basis.demo')}</p>
          <p>{t('basis.video')}</p>
          <p>{t('basis.none')}</p>
        </NoticeSection>
        <NoticeSection id="transfers" title={t('transfers.title')}>
          <p>{t('transfers.body')}</p>
        </NoticeSection>
        <NoticeSection id="retention" title={t('retention.title')}>
          <p>{t('retention.body', { months: DEMO_REQUEST_RETENTION_MONTHS })}</p>
        </NoticeSection>
        <NoticeSection id="rights" title={t('rights.title')}>
          <p>
            <Trans
              t={t}
              i18nKey="rights.body"
              values={{ email: company.email }}
              components={{ mail: mail(company.email) }}
            />
          </p>
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
        </NoticeSection>
      </Notice>
    </>
  );
}
