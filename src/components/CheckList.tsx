import { Icon } from './Icon';
import styles from './CheckList.module.css';
import card from '@/styles/card.module.css';
import { checkIcon } from './checkIcon';

type CheckListProps = { items: readonly { text: string; icon?: string }[] };

export function CheckList({ items }: CheckListProps) {
  return (
    <ul className={`${card.list} ${styles.list}`}>
      {items.map((item) => (
        <li key={item.text} className={styles.item}>
          <span className={`${card.icon} ${card.soft} ${styles.icon}`}>
            <Icon path={item.icon ?? checkIcon} size={18} />
          </span>
          <span>{item.text}</span>
        </li>
      ))}
    </ul>
  );
}
