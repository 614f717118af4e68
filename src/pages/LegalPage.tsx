import { Fragment } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { company } from 'virtual:company';
import { Notice, NoticeSection, noticeStyles as styles } from '@/components/Notice';
import { PageMeta } from '@/components/PageMeta';
import { useLocalizedPath } from '@/components/useLocalizedPath';

const FACTS = {
  name: 'facts.name',
  legalForm: 'facts.legalForm',
  address: 'facts.address',
  register: 'facts.register',
  registration: 'facts.registration',
  shareCapital: 'facts.shareCapital',
  vatId: 'facts.vatId',
  email: 'facts.email',
  phone: 'facts.phone',
} as const satisfies Record<keyof typeof company, string>;

/** The legal notice (ZEPT Art. 5, ZGD-1 Art. 45): who provides the site, its register entry, and two ways to reach it. */
export default function LegalPage() {
  const { t } = useTranslation('legal');
  const to = useLocalizedPath();
  return (
    <>
      <PageMeta title={t('meta.title')} description={t('meta.description')} />
      <Notice title={t('hero.title')} lead={t('hero.lead')}>
        <NoticeSection id="provider" title={t('facts.label')}>
          <dl className={styles.facts}>
            {Object.entries(FACTS).map(([fact, label]) => {
              const value = company[fact as keyof typeof company];
              // A company that is not a VAT payer has no VAT ID to state.
              if (value === null) return null;
              return (
                <Fragment key={fact}>
                  <dt>{t(label)}</dt>
                  <dd>
                    {fact === 'email' ? (
                      <a href={`mailto:${value}`}>{value}</a>
                    ) : fact === 'phone' ? (
                      <a href={`tel:${value.replace(/[^\d+]/g, '')}`}>{value}</a>
                    ) : (
                      value
                    )}
                  </dd>
                </Fragment>
              );
            })}
          </dl>
          <p>
            <Trans t={t} i18nKey="privacy" components={{ page: <Link to={to('/privacy')} /> }} />
          </p>
        </NoticeSection>
      </Notice>
    </>
  );
}
