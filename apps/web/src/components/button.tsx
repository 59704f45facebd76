import type { ButtonHTMLAttributes } from 'react';
import styles from './button.module.css';

export type ButtonVariant = 'primary' | 'accent' | 'secondary';

export interface ButtonLook {
  variant?: ButtonVariant;
  size?: 'normal' | 'large';
  /** Full width always ('block') or below 568 px ('phone'). */
  width?: 'auto' | 'block' | 'phone';
}

/** Class names of the button look, for links that look like buttons. */
export function buttonClassName({
  variant = 'primary',
  size = 'normal',
  width = 'auto',
}: ButtonLook = {}): string {
  return [
    styles.button,
    styles[variant],
    size === 'large' ? styles.large : '',
    width === 'block' ? styles.block : width === 'phone' ? styles.blockOnPhone : '',
  ]
    .filter(Boolean)
    .join(' ');
}

export type ButtonProps = ButtonHTMLAttributes<HTMLButtonElement> & ButtonLook;

export function Button({ variant, size, width, className, type = 'button', ...props }: ButtonProps) {
  const look = buttonClassName({ variant, size, width });
  return <button type={type} className={className ? `${look} ${className}` : look} {...props} />;
}
