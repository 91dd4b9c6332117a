import type { ReactNode } from 'react';
import { NextIntlClientProvider } from 'next-intl';
import { getMessages } from 'next-intl/server';
import { pickMessages } from '@/i18n/pick-messages';
import { clientMessageScopes, type ClientMessageScope } from '@/shell/client-message-scopes';

/**
 * The client components' messages for what it wraps: only the scope's namespaces, not the whole
 * catalogue (next-intl's default, ≈53 kB in every page's payload). It replaces the document's
 * messages below it, so it wraps a page's whole output (`withClientMessages`).
 */
export async function ClientMessages({ locale, scope, children }: { locale: string; scope: ClientMessageScope; children: ReactNode }) {
  const messages = await getMessages({ locale });
  return (
    <NextIntlClientProvider locale={locale} messages={pickMessages(messages, clientMessageScopes[scope])}>
      {children}
    </NextIntlClientProvider>
  );
}

/** A page whose client components read messages the document's scope lacks: `export default withClientMessages('order', OrderPage)`. */
export function withClientMessages<Props extends { params: Promise<{ locale: string }> }>(scope: ClientMessageScope, Page: (props: Props) => ReactNode | Promise<ReactNode>) {
  return async function PageWithClientMessages(props: Props) {
    const { locale } = await props.params;
    return (
      <ClientMessages locale={locale} scope={scope}>
        <Page {...props} />
      </ClientMessages>
    );
  };
}
