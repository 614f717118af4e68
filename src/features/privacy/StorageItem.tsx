import { useTranslation } from 'react-i18next';
import { noticeStyles as styles } from '@/components/Notice';
import { formatDuration } from './duration';
import type { StoredItem } from './storage';

type StorageItemProps = { item: StoredItem; holds: string; why?: string };

export function StorageItem({ item, holds, why }: StorageItemProps) {
  const { t } = useTranslation('privacy');
  const duration = item.usedFor && formatDuration(t, item.usedFor);
  const kept =
    item.untilWithdrawn && duration
      ? t('storage.localStorageUntilWithdrawn', { duration })
      : duration === null
        ? t('storage.localStorageUntilChanged')
        : t(item.area === 'localStorage' ? 'storage.localStorage' : 'storage.sessionStorage', { duration });
  return (
    <li className={styles.item}>
      <h3 className={styles.itemTitle}>
        <code>{item.key}</code>
      </h3>
      <dl className={styles.facts}>
        <dt>{t('storage.holds')}</dt>
        <dd>{holds}</dd>
        {why ? (
          <>
            <dt>{t('storage.why')}</dt>
            <dd>{why}</dd>
          </>
        ) : null}
        <dt>{t('storage.kept')}</dt>
        <dd>{kept}</dd>
      </dl>
    </li>
  );
}
