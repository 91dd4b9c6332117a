import { act, cleanup, render } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import { afterEach, describe, expect, it, vi } from 'vitest';
import messages from '../../../messages/en-CA.json';
import { useDialogStore } from '@/stores/dialog-store';
import { CUSTOMER_CHAT_SCRIPT_ID, CustomerChat } from './customer-chat';
import { parseCustomerChatConfig } from '@/lib/customer-chat-config';
import type { CustomerChatConfig } from '@/lib/customer-chat-config';
import { CUSTOMER_CHAT_OPEN_EVENT } from '@/lib/customer-chat-event';

function renderChat(config: CustomerChatConfig | null) {
  return render(
    <NextIntlClientProvider locale="en-CA" messages={messages}>
      <CustomerChat config={config} />
    </NextIntlClientProvider>,
  );
}

function findScript(): HTMLScriptElement | null {
  return document.getElementById(CUSTOMER_CHAT_SCRIPT_ID) as HTMLScriptElement | null;
}

afterEach(() => {
  // Unmount while the stubbed idle callbacks still exist.
  cleanup();
  vi.unstubAllGlobals();
  document.body.innerHTML = '';
  delete window.fbAsyncInit;
  const { pendingAnswer, answer } = useDialogStore.getState();
  if (pendingAnswer) act(() => answer(null));
});

describe('parseCustomerChatConfig', () => {
  it('is off without a page id', () => {
    expect(parseCustomerChatConfig({})).toBeNull();
    expect(parseCustomerChatConfig({ NEXT_PUBLIC_CHAT_PAGE_ID: '' })).toBeNull();
  });

  it('fills the SPEC defaults: #db3844, en_US, v17.0 and the SDK URL for the locale', () => {
    expect(parseCustomerChatConfig({ NEXT_PUBLIC_CHAT_PAGE_ID: '1234567890' })).toEqual({
      pageId: '1234567890',
      themeColor: '#db3844',
      locale: 'en_US',
      version: 'v17.0',
      sdkUrl: 'https://connect.facebook.net/en_US/sdk/xfbml.customerchat.js',
      loggedInGreeting: undefined,
      loggedOutGreeting: undefined,
      greetingDisplay: undefined,
      greetingDelaySeconds: undefined,
      ref: undefined,
    });
  });

  it('reads every option and puts the locale into a custom SDK URL', () => {
    const config = parseCustomerChatConfig({
      NEXT_PUBLIC_CHAT_PAGE_ID: '1234567890',
      NEXT_PUBLIC_CHAT_LOCALE: 'fr_CA',
      NEXT_PUBLIC_CHAT_GREETING_DISPLAY: 'fade',
      NEXT_PUBLIC_CHAT_GREETING_DELAY: '5',
      NEXT_PUBLIC_CHAT_SDK_URL: 'https://sdk.example.test/{locale}/chat.js',
    });
    expect(config).toMatchObject({ locale: 'fr_CA', greetingDisplay: 'fade', greetingDelaySeconds: 5, sdkUrl: 'https://sdk.example.test/fr_CA/chat.js' });
  });

  it('stays off and says why when a setting is wrong', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(parseCustomerChatConfig({ NEXT_PUBLIC_CHAT_PAGE_ID: '1234567890', NEXT_PUBLIC_CHAT_GREETING_DISPLAY: 'blink' })).toBeNull();
    expect(error).toHaveBeenCalledWith(expect.stringContaining('NEXT_PUBLIC_CHAT_GREETING_DISPLAY'));
  });
});

describe('CustomerChat', () => {
  const config = parseCustomerChatConfig({ NEXT_PUBLIC_CHAT_PAGE_ID: '1234567890', NEXT_PUBLIC_CHAT_REF: 'footer' });

  it('loads nothing when unconfigured', () => {
    const idle = vi.fn();
    vi.stubGlobal('requestIdleCallback', idle);
    renderChat(null);
    expect(idle).not.toHaveBeenCalled();
    act(() => {
      window.dispatchEvent(new Event(CUSTOMER_CHAT_OPEN_EVENT));
    });
    expect(findScript()).toBeNull();
  });

  it('injects the SDK only once the browser is idle', () => {
    let runIdle: () => void = () => {};
    vi.stubGlobal('requestIdleCallback', (callback: () => void) => {
      runIdle = callback;
      return 1;
    });
    vi.stubGlobal('cancelIdleCallback', vi.fn());
    renderChat(config);
    expect(findScript()).toBeNull();

    act(() => runIdle());
    expect(findScript()?.src).toBe('https://connect.facebook.net/en_US/sdk/xfbml.customerchat.js');
    const plugin = document.querySelector('.fb-customerchat');
    expect(plugin?.getAttribute('page_id')).toBe('1234567890');
    expect(plugin?.getAttribute('theme_color')).toBe('#db3844');
    expect(plugin?.getAttribute('ref')).toBe('footer');
  });

  it('loads at once when the visitor asks for the chat before idle', () => {
    vi.stubGlobal('requestIdleCallback', () => 1);
    vi.stubGlobal('cancelIdleCallback', vi.fn());
    renderChat(config);
    act(() => {
      window.dispatchEvent(new Event(CUSTOMER_CHAT_OPEN_EVENT));
    });
    expect(findScript()).not.toBeNull();
    expect(useDialogStore.getState().isOpen).toBe(false);
  });
});
