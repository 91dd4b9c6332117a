// No 'use client': the icon has no state, so server components (footer, pages) can render it too.
import { iconRegistry, isIconName } from './icon-registry';
import type { IconName } from './icon-registry';

export type { IconName };

export type IconProps = {
  /** Names may come from stored content (social links), so any string is accepted and checked. */
  name: IconName | (string & Record<never, never>);
  size?: number;
  /** When given the icon is meaningful (role="img"); otherwise it is hidden from assistive tech. */
  title?: string;
  className?: string;
};

export function Icon({ name, size = 24, title, className }: IconProps) {
  if (!isIconName(name)) {
    // SPEC §8: a missing icon logs that the icon does not exist.
    console.error(`Icon "${name}" does not exist in the icon registry.`);
    return null;
  }
  const labelled = title !== undefined && title !== '';
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      viewBox="0 0 24 24"
      width={size}
      height={size}
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      focusable="false"
      className={className}
      data-icon={name}
      {...(labelled ? { role: 'img', 'aria-label': title } : { 'aria-hidden': true })}
    >
      {labelled ? <title>{title}</title> : null}
      {iconRegistry[name]}
    </svg>
  );
}
