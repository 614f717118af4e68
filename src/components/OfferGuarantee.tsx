import { useTranslation } from 'react-i18next';
import { Icon } from './Icon';
import { shieldIcon } from './icons';
import styles from './OfferGuarantee.module.css';

/** The guarantee, where a section presents what a lab buys: it covers the purchase, not the free demo. */
export function OfferGuarantee() {
  const { t } = useTranslation();
  return (
    <p className={styles.guarantee}>
      <Icon path={shieldIcon} size={20} />
      {t('offer.label')} {t('offer.guarantee')}
    </p>
  );
}
