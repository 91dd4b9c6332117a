import { renderMarkdown } from '@/lib/markdown';

export type MarkdownContentProps = {
  source: string;
  className?: string;
};

// No typography plugin: element styles via arbitrary variants. Header text-align is only set on
// cells without a class so the alignment classes markdown.ts adds still win.
const proseClasses = [
  'break-words leading-7 [&>*+*]:mt-4 [&>*:first-child]:mt-0',
  '[&_h1]:mt-8 [&_h1]:text-3xl [&_h1]:font-bold [&_h1]:leading-tight',
  '[&_h2]:mt-8 [&_h2]:text-2xl [&_h2]:font-semibold [&_h2]:leading-tight',
  '[&_h3]:mt-6 [&_h3]:text-xl [&_h3]:font-semibold',
  '[&_h4]:mt-6 [&_h4]:text-lg [&_h4]:font-semibold [&_h5]:font-semibold [&_h6]:font-semibold',
  // Anchor jumps land below the sticky site header.
  '[&_:is(h1,h2,h3,h4,h5,h6)]:scroll-mt-24',
  '[&_a]:text-brand [&_a]:underline [&_a]:underline-offset-2 [&_a:hover]:text-brand-dark',
  '[&_ul]:list-disc [&_ol]:list-decimal [&_ul]:pl-6 [&_ol]:pl-6 [&_li]:mt-1 [&_li>ul]:mt-1 [&_li>ol]:mt-1',
  '[&_blockquote]:border-l-4 [&_blockquote]:border-brand-light [&_blockquote]:pl-4 [&_blockquote]:text-muted [&_blockquote]:italic',
  '[&_code]:rounded [&_code]:bg-black/5 [&_code]:px-1 [&_code]:py-0.5 [&_code]:text-[0.9em]',
  '[&_pre]:overflow-x-auto [&_pre]:rounded-md [&_pre]:bg-black/5 [&_pre]:p-4 [&_pre]:text-sm [&_pre_code]:bg-transparent [&_pre_code]:p-0',
  '[&_table]:block [&_table]:w-full [&_table]:overflow-x-auto [&_table]:text-sm',
  '[&_th]:border-b-2 [&_th]:border-black/15 [&_th]:px-3 [&_th]:py-2 [&_th]:font-semibold [&_th:not([class])]:text-left',
  '[&_td]:border-b [&_td]:border-black/10 [&_td]:px-3 [&_td]:py-2',
  '[&_img]:h-auto [&_img]:max-w-full [&_img]:rounded-md',
  '[&_figcaption]:mt-2 [&_figcaption]:text-sm [&_figcaption]:text-muted',
  '[&_hr]:my-8 [&_hr]:border-black/10',
  '[&_mark]:bg-brand-light [&_kbd]:rounded [&_kbd]:border [&_kbd]:border-black/20 [&_kbd]:px-1 [&_kbd]:text-sm',
].join(' ');

/**
 * Shows user-facing markdown (SPEC §1). The HTML comes from renderMarkdown, which sanitizes it,
 * so dangerouslySetInnerHTML is safe here. Holds no client-only code, so it renders on the server.
 */
export function MarkdownContent({ source, className }: MarkdownContentProps) {
  return (
    <div
      className={className ? `${proseClasses} ${className}` : proseClasses}
      dangerouslySetInnerHTML={{ __html: renderMarkdown(source) }}
    />
  );
}
