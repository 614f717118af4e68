import type { ComponentPropsWithoutRef } from 'react';
import { REPLAYS_TAP } from '@/html/earlyTaps';
import { useReplayEarlyTap } from './useReplayEarlyTap';
import styles from './Button.module.css';

export type ButtonVariant = 'primary' | 'secondary' | 'light' | 'outlineLight';

export function buttonClassName(variant: ButtonVariant, extra?: string): string {
  return [styles.button, styles[variant], extra].filter(Boolean).join(' ');
}

type ButtonProps = ComponentPropsWithoutRef<'button'> & { variant?: ButtonVariant };

/** A button; one tapped while its page was still only HTML acts on that tap once it is live. */
export function Button({ variant = 'primary', className, type = 'button', ...props }: ButtonProps) {
  const ref = useReplayEarlyTap();
  return (
    <button
      ref={ref}
      type={type}
      className={buttonClassName(variant, className)}
      {...REPLAYS_TAP}
      {...props}
    />
  );
}
