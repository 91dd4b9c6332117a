'use client';

import * as Dialog from '@radix-ui/react-dialog';
import { DialogCloseButton, DialogFrame } from '@/components/ui/dialog-frame';
import { sanitizeHtml } from '@/lib/sanitize-html';
import { useTranslations } from 'next-intl';
import { useMemo } from 'react';
import { Button } from '@/components/ui/button';
import { Icon } from '@/components/ui/icon';
import type { IconName } from '@/components/ui/icon';
import { useDialogStore } from '@/stores/dialog-store';
import type { DialogButton, DialogKind, DialogSize } from '@/stores/dialog-store';

const sizeClasses: Record<DialogSize, string> = {
  full: 'h-dvh w-screen max-w-none rounded-none',
  large: 'w-[calc(100vw-2rem)] max-w-4xl rounded-lg',
  medium: 'w-[calc(100vw-2rem)] max-w-2xl rounded-lg',
  small: 'w-[calc(100vw-2rem)] max-w-md rounded-lg',
};

const kindIcons: Partial<Record<DialogKind, { name: IconName; className: string }>> = {
  success: { name: 'success', className: 'text-green-600' },
  info: { name: 'info', className: 'text-sky-600' },
  error: { name: 'error', className: 'text-brand' },
  confirm: { name: 'warning', className: 'text-amber-500' },
};

type DefaultButtonLabels = { ok: string; cancel: string; confirm: string };

/** SPEC §4: no buttons → one primary OK answering true; a confirm without buttons asks Cancel/Confirm. */
function getDefaultButtons(kind: DialogKind, labels: DefaultButtonLabels): DialogButton[] {
  if (kind === 'confirm') {
    return [
      { label: labels.cancel, value: false, variant: 'secondary' },
      { label: labels.confirm, value: true, variant: 'primary' },
    ];
  }
  return [{ label: labels.ok, value: true, variant: 'primary' }];
}

/** Renders the dialog store's current dialog; ModalHost loads it with the first dialog. */
export function ModalDialog() {
  const t = useTranslations('modules.ui');
  const isOpen = useDialogStore((state) => state.isOpen);
  const config = useDialogStore((state) => state.config);
  const answer = useDialogStore((state) => state.answer);
  const dismiss = useDialogStore((state) => state.dismiss);

  // Content is HTML from content editors or callers; never render it unsanitized.
  const content = config?.content;
  const safeContent = useMemo(
    () => (content ? sanitizeHtml(content) : null),
    [content],
  );

  if (!config) return null;
  const buttons = config.buttons ??
    getDefaultButtons(config.kind, { ok: t('ok'), cancel: t('cancel'), confirm: t('confirm') });
  const kindIcon = kindIcons[config.kind];

  function handleButton(button: DialogButton): void {
    button.eventHandlerCb?.(button.value);
    answer(button.value);
  }

  function blockWhenNotClosable(event: Event): void {
    if (!config?.closable) event.preventDefault();
  }

  return (
    <DialogFrame
      open={isOpen}
      onClose={dismiss}
      layer="z-50"
      overlayTestId="dialog-overlay"
      data-size={config.size}
      data-kind={config.kind}
      style={config.width ? { maxWidth: config.width } : undefined}
      // Radix warns unless a missing description is declared explicitly.
      {...(safeContent ? {} : { 'aria-describedby': undefined })}
      onEscapeKeyDown={blockWhenNotClosable}
      onInteractOutside={blockWhenNotClosable}
      className={`fixed top-1/2 left-1/2 flex max-h-dvh -translate-x-1/2 -translate-y-1/2 flex-col overflow-y-auto bg-white p-6 shadow-xl focus:outline-none ${sizeClasses[config.size]}`}
    >
      <div className="flex items-start gap-3 pe-8">
        {kindIcon ? <Icon name={kindIcon.name} size={28} className={`shrink-0 ${kindIcon.className}`} /> : null}
        <Dialog.Title className={config.title ? 'text-xl font-bold' : 'sr-only'}>
          {config.title ?? t('dialog')}
        </Dialog.Title>
      </div>
      {safeContent ? (
        <Dialog.Description asChild>
          <div className="mt-4 text-base [&_a]:text-brand [&_a]:underline" dangerouslySetInnerHTML={{ __html: safeContent }} />
        </Dialog.Description>
      ) : null}
      {config.renderComponent ? <div className="mt-4">{config.renderComponent()}</div> : null}
      <div className="mt-6 flex flex-wrap justify-end gap-3">
        {buttons.map((button, index) => (
          <Button key={`${index}-${button.label}`} variant={button.variant ?? 'primary'} onClick={() => handleButton(button)}>
            {button.label}
          </Button>
        ))}
      </div>
      {config.closable ? (
        <DialogCloseButton label={t('close')} className="absolute top-4 right-4 rounded p-1 text-ink hover:bg-black/5" />
      ) : null}
    </DialogFrame>
  );
}
