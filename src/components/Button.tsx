import type { ComponentPropsWithoutRef } from 'react';
import styles from './Button.module.css';

export type ButtonVariant = 'primary' | 'secondary' | 'light' | 'outlineLight';

/** The class list of a button-styled control, shared by `Button` and `ButtonLink`. */
export function buttonClassName(variant: ButtonVariant, extra?: string): string {
  return [styles.button, styles[variant], extra].filter(Boolean).join(' ');
}

type ButtonProps = ComponentPropsWithoutRef<'button'> & { variant?: ButtonVariant };

export function Button({ variant = 'primary', className, type = 'button', ...props }: ButtonProps) {
  return <button type={type} className={buttonClassName(variant, className)} {...props} />;
}
