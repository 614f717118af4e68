import { useTranslation } from 'react-i18next';
import { noticeStyles as styles } from '@/components/Notice';
import type { StoredItem } from './storage';

/** "24 hours", "1 minute": the browser's own words for a duration, in the page's language. */
function duration(ms: number, language: string): string {
  const [unit, amount] =
    ms % 3_600_000 === 0 ? (['hour', ms / 3_600_000] as const) : (['minute', ms / 60_000] as const);
  return new Intl.NumberFormat(language, { style: 'unit', unit, unitDisplay: 'long' }).format(amount);
}

export function StorageItem({ item, holds }: { item: StoredItem; holds: string }) {
  const { t, i18n } = useTranslation('privacy');
  const kept =
    item.usedForMs === null
      ? t(item.untilWithdrawn ? 'storage.localStorageUntilWithdrawn' : 'storage.localStorageUntilChanged')
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
