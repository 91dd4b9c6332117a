'use client';

import type { ComponentPropsWithRef, MouseEvent } from 'react';
import { getButtonClassName, type ButtonSize, type ButtonVariant } from './button-class-name';

export type ButtonProps = Omit<ComponentPropsWithRef<'button'>, 'disabled'> & {
  variant?: ButtonVariant;
  size?: ButtonSize;
  loading?: boolean;
  disabled?: boolean;
};

/**
 * SPEC §4: a disabled or loading button blocks clicks. It uses aria-disabled instead of the
 * native attribute so it stays focusable and screen readers can still announce it.
 */
export function Button({
  variant = 'primary',
  size = 'md',
  loading = false,
  disabled = false,
  type = 'button',
  className,
  onClick,
  children,
  ...rest
}: ButtonProps) {
  const isBlocked = disabled || loading;

  function handleClick(event: MouseEvent<HTMLButtonElement>): void {
    if (isBlocked) {
      // Also stops a submit button from submitting its form.
      event.preventDefault();
      return;
    }
    onClick?.(event);
  }

  return (
    <button
      {...rest}
      type={type}
      className={getButtonClassName(variant, size, className)}
      aria-disabled={isBlocked || undefined}
      aria-busy={loading || undefined}
      data-variant={variant}
      onClick={handleClick}
    >
      {loading ? (
        <span
          aria-hidden="true"
          data-testid="button-spinner"
          className="size-4 animate-spin rounded-full border-2 border-current border-r-transparent motion-reduce:animate-none"
        />
      ) : null}
      {children}
    </button>
  );
}
