import type { ComponentPropsWithoutRef } from 'react';
import { buttonClassName, type ButtonVariant } from './Button';

type ButtonLinkProps = ComponentPropsWithoutRef<'a'> & { variant?: ButtonVariant };

export function ButtonLink({ variant = 'secondary', className, ...props }: ButtonLinkProps) {
  return <a className={buttonClassName(variant, className)} {...props} />;
}
