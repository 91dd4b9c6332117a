import Link from 'next/link';

interface ErrorScreenProps {
  /** The HTTP status, e.g. "404"; without one the page shows `fallbackTitle`. */
  status?: string;
  fallbackTitle: string;
  message: string;
  backLabel: string;
  /** The home page in the page's language; `/` where no locale is known (the fatal-error screen). */
  homeHref?: string;
}

/** SPEC §2 error page: status (or the fallback title), message, and BACK TO HOME to `/`. */
export function ErrorScreen({ status, fallbackTitle, message, backLabel, homeHref = '/' }: ErrorScreenProps) {
  return (
    <section className="container-page flex min-h-[60vh] flex-col items-center justify-center gap-6 py-16 text-center">
      <h1 className="text-4xl font-extrabold tracking-tight text-brand sm:text-6xl">{status ?? fallbackTitle}</h1>
      <p className="max-w-xl text-lg text-muted">{message}</p>
      <Link
        href={homeHref}
        className="inline-flex min-h-11 items-center rounded-full bg-brand px-8 py-3 font-semibold text-white hover:bg-brand-dark"
      >
        {backLabel}
      </Link>
    </section>
  );
}
