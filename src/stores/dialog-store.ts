import { createElement } from 'react';
import type { ComponentType, ReactNode } from 'react';
import { create } from 'zustand';

export const dialogKinds = ['default', 'success', 'confirm', 'info', 'error'] as const;
export type DialogKind = (typeof dialogKinds)[number];
export type DialogSize = 'full' | 'large' | 'medium' | 'small';
export type DialogButtonVariant = 'primary' | 'secondary' | 'ghost' | 'link';
/** What a dialog answers with: a button value or the close value. */
export type DialogValue = string | number | boolean | null;

export type DialogButton = {
  /** Already translated by the caller. */
  label: string;
  value: DialogValue;
  variant?: DialogButtonVariant;
  eventHandlerCb?: (value: DialogValue) => void;
};

export type DialogCloseButton = {
  value?: DialogValue;
  eventHandlerCb?: (value: DialogValue) => void;
};

/** SPEC §3 modal config; `P` types the props of the optional body component. */
export type DialogConfig<P extends object = Record<string, never>> = {
  kind?: DialogKind;
  title?: string;
  /** HTML string; the modal host sanitizes it before rendering. */
  content?: string;
  component?: ComponentType<P>;
  componentProps?: P;
  buttons?: DialogButton[];
  size?: DialogSize;
  /** Exact maximum width in px where the spec fixes one (subscribe modal: 700); overrides the size's width. */
  width?: number;
  closable?: boolean;
  closeButton?: DialogCloseButton;
};

/** The config as the host renders it: defaults applied, body component bound to its props. */
export type ResolvedDialogConfig = {
  kind: DialogKind;
  title?: string;
  content?: string;
  renderComponent?: () => ReactNode;
  buttons?: DialogButton[];
  size: DialogSize;
  width?: number;
  closable: boolean;
  closeButton: { value: DialogValue; eventHandlerCb?: (value: DialogValue) => void };
};

type PresetConfig = Pick<ResolvedDialogConfig, 'kind' | 'size' | 'closable'>;

/** Presets carry no text: callers pass translated title and content as props. */
export const dialogPresets: Record<DialogKind, PresetConfig> = {
  default: { kind: 'default', size: 'medium', closable: true },
  success: { kind: 'success', size: 'small', closable: true },
  confirm: { kind: 'confirm', size: 'small', closable: true },
  info: { kind: 'info', size: 'small', closable: true },
  error: { kind: 'error', size: 'small', closable: true },
};

type DialogState = {
  isOpen: boolean;
  config: ResolvedDialogConfig | null;
  /** Resolves the promise handed out by `openDialog`; null when nothing waits. */
  pendingAnswer: ((value: DialogValue) => void) | null;
  openDialog: <P extends object = Record<string, never>>(
    presetOrConfig: DialogKind | DialogConfig<P>,
    props?: DialogConfig<P>,
  ) => Promise<DialogValue>;
  answer: (value: DialogValue) => void;
  /** Backdrop, X or Escape: answers with the close value, and only when the dialog is closable. */
  dismiss: () => void;
};

function resolveDialogConfig<P extends object>(
  presetOrConfig: DialogKind | DialogConfig<P>,
  props: DialogConfig<P> | undefined,
): ResolvedDialogConfig {
  const base = typeof presetOrConfig === 'string' ? {} : presetOrConfig;
  const merged: DialogConfig<P> = { ...base, ...props };
  const kind = merged.kind ?? (typeof presetOrConfig === 'string' ? presetOrConfig : 'default');
  const preset = dialogPresets[kind];
  const { component, componentProps } = merged;
  return {
    kind,
    title: merged.title,
    content: merged.content,
    // Binding here keeps the store free of the component's prop type.
    renderComponent: component ? () => createElement(component, componentProps ?? ({} as P)) : undefined,
    buttons: merged.buttons && merged.buttons.length > 0 ? merged.buttons : undefined,
    size: merged.size ?? preset.size,
    width: merged.width,
    closable: merged.closable ?? preset.closable,
    closeButton: { value: merged.closeButton?.value ?? false, eventHandlerCb: merged.closeButton?.eventHandlerCb },
  };
}

/**
 * One dialog at a time. Opening while another answer is pending resolves the earlier promise
 * with its close value (as if dismissed, without calling its callback), so no caller waits forever.
 */
export const useDialogStore = create<DialogState>()((set, get) => ({
  isOpen: false,
  config: null,
  pendingAnswer: null,
  openDialog: (presetOrConfig, props) => {
    const { config: previous, pendingAnswer: previousAnswer } = get();
    if (previousAnswer) previousAnswer(previous?.closeButton.value ?? false);
    const config = resolveDialogConfig(presetOrConfig, props);
    return new Promise<DialogValue>((resolve) => {
      set({ isOpen: true, config, pendingAnswer: resolve });
    });
  },
  answer: (value) => {
    const { pendingAnswer } = get();
    set({ isOpen: false, config: null, pendingAnswer: null });
    pendingAnswer?.(value);
  },
  dismiss: () => {
    const { config } = get();
    if (!config?.closable) return;
    config.closeButton.eventHandlerCb?.(config.closeButton.value);
    get().answer(config.closeButton.value);
  },
}));

/** Shorthand for code outside React: `await openDialog('confirm', { title })`. */
export function openDialog<P extends object = Record<string, never>>(
  presetOrConfig: DialogKind | DialogConfig<P>,
  props?: DialogConfig<P>,
): Promise<DialogValue> {
  return useDialogStore.getState().openDialog(presetOrConfig, props);
}
