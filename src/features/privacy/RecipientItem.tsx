import type { ReactNode } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { noticeStyles as styles } from '@/components/Notice';
import { useLocalizedPath } from '@/components/useLocalizedPath';
import type { Duration } from './duration';
import { PROVIDERS } from './providers';
import type { Recipient } from './recipients';
import { PROVIDER_TEXT, recipientTexts, ROLE_TEXT, SAFEGUARD_TEXT } from './recipientTexts';

type RecipientItemProps = {
  recipient: Recipient;
  /** How long a demo request is kept, for a mailbox that receives the request itself. */
  requestKept: Duration;
};

/** One recipient with every fact the registry holds for it: who, role, data, basis, moment, transfer, retention. */
export function RecipientItem({ recipient, requestKept }: RecipientItemProps) {
  const { t, i18n } = useTranslation('privacy');
  const to = useLocalizedPath();
  const texts = recipientTexts(recipient, { t, language: i18n.language, to, requestKept });
  const id = 'id' in recipient ? recipient.id : null;
  const provider = id ? PROVIDERS[id] : null;
  const row = (label: string, text: ReactNode) =>
    text ? (
      <>
        <dt>{label}</dt>
        <dd>{text}</dd>
      </>
    ) : null;
  // The entity's country in the reader's language ("ZDA", "United States").
  const country = provider && new Intl.DisplayNames([i18n.language], { type: 'region' }).of(provider.country);
  return (
    <li className={styles.item} data-recipient={'origin' in recipient ? recipient.origin : recipient.kind}>
      <h3 className={styles.itemTitle}>{texts.name}</h3>
      <dl className={styles.facts}>
        {provider
          ? row(
              t('recipients.entity'),
              t('recipients.country', { entity: provider.entity, country: country ?? provider.country }),
            )
          : recipient.kind === 'mailbox' && row(t('recipients.entity'), t('recipients.mailbox.unset'))}
        {provider && row(t('recipients.role'), t(ROLE_TEXT[provider.role]))}
        {row(t('recipients.arrangement'), texts.arrangement)}
        {row(t('recipients.receives'), texts.receives)}
        {row(t('recipients.answers'), texts.answers)}
        {row(t('recipients.why'), texts.why)}
        {row(t('recipients.when'), texts.when)}
        {provider &&
          row(
            t('recipients.transfer'),
            <Trans
              t={t}
              i18nKey={SAFEGUARD_TEXT[provider.safeguard]}
              components={{ copy: <a href={provider.safeguardCopy ?? provider.policy} /> }}
            />,
          )}
        {row(
          t('recipients.retention'),
          texts.retention ?? (id && PROVIDER_TEXT[id].retention ? t(PROVIDER_TEXT[id].retention) : null),
        )}
        {provider && row(t('recipients.policy'), <a href={provider.policy}>{provider.policy}</a>)}
      </dl>
    </li>
  );
}
