'use client';

import { useEffect, useRef } from 'react';
import type { CustomerChatConfig } from '@/lib/customer-chat-config';
import { CUSTOMER_CHAT_OPEN_EVENT } from '@/lib/customer-chat-event';

export const CUSTOMER_CHAT_SCRIPT_ID = 'customer-chat-sdk';
/** Without requestIdleCallback (Safari) the widget waits this long after the page has loaded. */
const IDLE_FALLBACK_DELAY_MS = 2_000;
/** Even a busy page gets the widget after this long. */
const IDLE_TIMEOUT_MS = 5_000;

type ChatSdk = {
  init: (options: { xfbml: boolean; version: string }) => void;
  Event?: { subscribe: (event: string, callback: () => void) => void };
  CustomerChat?: { showDialog: () => void };
};

declare global {
  interface Window {
    FB?: ChatSdk;
    fbAsyncInit?: () => void;
  }
}

/** Runs `callback` once the page has loaded and the browser is idle; returns a cancel function. */
export function runWhenIdle(callback: () => void): () => void {
  let cancelIdle = () => {};
  const schedule = () => {
    if (typeof window.requestIdleCallback === 'function') {
      const id = window.requestIdleCallback(callback, { timeout: IDLE_TIMEOUT_MS });
      cancelIdle = () => window.cancelIdleCallback(id);
    } else {
      const id = window.setTimeout(callback, IDLE_FALLBACK_DELAY_MS);
      cancelIdle = () => window.clearTimeout(id);
    }
  };
  if (document.readyState === 'complete') {
    schedule();
    return () => cancelIdle();
  }
  window.addEventListener('load', schedule, { once: true });
  return () => {
    window.removeEventListener('load', schedule);
    cancelIdle();
  };
}

function setOptionalAttribute(element: HTMLElement, name: string, value: string | number | undefined): void {
  if (value !== undefined) element.setAttribute(name, String(value));
}

/**
 * Adds the plugin markup and the SDK script once. Everything is created here rather than rendered,
 * so the server HTML and the first paint carry nothing of the widget.
 */
export function injectCustomerChat(config: CustomerChatConfig, onLoad: () => void): void {
  if (document.getElementById(CUSTOMER_CHAT_SCRIPT_ID)) return;
  const root = document.createElement('div');
  root.id = 'fb-root';
  const chat = document.createElement('div');
  chat.className = 'fb-customerchat';
  chat.setAttribute('attribution', 'biz_inbox');
  chat.setAttribute('page_id', config.pageId);
  chat.setAttribute('theme_color', config.themeColor);
  setOptionalAttribute(chat, 'logged_in_greeting', config.loggedInGreeting);
  setOptionalAttribute(chat, 'logged_out_greeting', config.loggedOutGreeting);
  setOptionalAttribute(chat, 'greeting_dialog_display', config.greetingDisplay);
  setOptionalAttribute(chat, 'greeting_dialog_delay', config.greetingDelaySeconds);
  setOptionalAttribute(chat, 'ref', config.ref);

  window.fbAsyncInit = () => {
    window.FB?.init({ xfbml: true, version: config.version });
    window.FB?.Event?.subscribe('customerchat.load', onLoad);
  };
  const script = document.createElement('script');
  script.id = CUSTOMER_CHAT_SCRIPT_ID;
  script.src = config.sdkUrl;
  script.async = true;
  script.defer = true;
  script.crossOrigin = 'anonymous';
  document.body.append(root, chat, script);
}

/**
 * SPEC §3/§7 customer chat from the social network, configured by NEXT_PUBLIC_CHAT_* variables.
 * Unconfigured it loads nothing, and the footer offers no "Chat with us" (see isContentLinkOffered).
 */
export function CustomerChat({ config }: { config: CustomerChatConfig | null }) {
  const chatLoaded = useRef(false);
  const openWhenLoaded = useRef(false);

  useEffect(() => {
    if (!config) return;
    const handleLoad = () => {
      chatLoaded.current = true;
      if (openWhenLoaded.current) window.FB?.CustomerChat?.showDialog();
    };
    const load = () => injectCustomerChat(config, handleLoad);
    const cancel = runWhenIdle(load);

    function handleOpen(): void {
      if (chatLoaded.current) {
        window.FB?.CustomerChat?.showDialog();
        return;
      }
      // Asked for before idle: load now and open as soon as the plugin is ready.
      openWhenLoaded.current = true;
      cancel();
      load();
    }
    window.addEventListener(CUSTOMER_CHAT_OPEN_EVENT, handleOpen);
    return () => {
      cancel();
      window.removeEventListener(CUSTOMER_CHAT_OPEN_EVENT, handleOpen);
    };
  }, [config]);

  return null;
}
