import { Icon } from './Icon';
import styles from './CheckList.module.css';
import card from '@/styles/card.module.css';
import { checkIcon } from './checkIcon';

type CheckListProps = { items: readonly { text: string; icon?: string }[]; className?: string };

export function CheckList({ items, className }: CheckListProps) {
  return (
    <ul className={[card.list, styles.list, className].filter(Boolean).join(' ')}>
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
