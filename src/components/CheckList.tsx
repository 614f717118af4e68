import { Icon, type IconName } from './Icon';
import styles from './CheckList.module.css';

export type CheckListItem = { text: string; icon?: IconName };

type CheckListProps = { items: readonly CheckListItem[]; className?: string };

/** A short list of benefits, each with its icon (a tick unless another is given). */
export function CheckList({ items, className }: CheckListProps) {
  return (
    <ul className={[styles.list, className].filter(Boolean).join(' ')}>
      {items.map((item) => (
        <li key={item.text} className={styles.item}>
          <span className={styles.icon}>
            <Icon name={item.icon ?? 'check'} size={18} />
          </span>
          <span>{item.text}</span>
        </li>
      ))}
    </ul>
  );
}
