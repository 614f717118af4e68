import { Trans, useTranslation } from 'react-i18next';
import { Icon } from '@/components/Icon';
import { Section } from '@/components/Section';
import { config } from '@/config';
import styles from './ContactSection.module.css';
import card from '@/styles/card.module.css';
import { mailIcon } from '@/components/icons';

/** `id`: the anchor the security section's extra button points at. */
type ContactSectionProps = { id?: string };

export function ContactSection({ id = 'contact' }: ContactSectionProps) {
  const { t } = useTranslation('training');
  const email = config.contactEmail;
  return (
    <Section id={id} labelledBy="contact-title" className={styles.section}>
      <div className={styles.card}>
        <span className={`${card.icon} ${styles.icon}`}>
          <Icon path={mailIcon} size={28} />
        </span>
        <div>
          <h2 id="contact-title" className={styles.title}>
            {t('contact.title')}
          </h2>
          <p className={card.body}>
            <Trans
              t={t}
              i18nKey="contact.body"
              values={{ email }}
              components={{ mail: <a className={styles.mail} href={`mailto:${email}`} /> }}
            />
          </p>
        </div>
      </div>
    </Section>
  );
}
