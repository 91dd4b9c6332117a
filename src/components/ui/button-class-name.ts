// The button look without the component, so server components (links that look like buttons)
// can use it: button.tsx is a client module, whose functions the server cannot call.

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'link';
export type ButtonSize = 'sm' | 'md' | 'lg';

const baseClasses =
  'inline-flex items-center justify-center gap-2 font-medium transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand motion-reduce:transition-none aria-disabled:cursor-not-allowed aria-disabled:opacity-60';

const variantClasses: Record<ButtonVariant, string> = {
  primary: 'rounded-md border border-brand bg-brand text-white hover:border-brand-dark hover:bg-brand-dark',
  secondary: 'rounded-md border border-brand bg-white text-brand hover:bg-brand-light hover:text-brand-dark',
  ghost: 'rounded-md border border-transparent bg-transparent text-current hover:bg-black/5',
  link: 'border-0 bg-transparent p-0 text-brand underline-offset-4 hover:underline',
};

const sizeClasses: Record<ButtonSize, string> = {
  sm: 'h-8 px-3 text-sm',
  md: 'h-10 px-4 text-base',
  lg: 'h-12 px-6 text-lg',
};

/** Lets links and other elements look like a button without the click blocking. */
export function getButtonClassName(variant: ButtonVariant = 'primary', size: ButtonSize = 'md', extra?: string): string {
  // Link buttons keep their text size but not the box padding and height.
  const sizing = variant === 'link' ? sizeClasses[size].replace(/\b(h|px)-\S+/g, '').trim() : sizeClasses[size];
  return [baseClasses, variantClasses[variant], sizing, extra].filter(Boolean).join(' ');
}
