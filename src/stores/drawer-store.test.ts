// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { MODAL_OPEN_CLASS, useDrawerStore } from './drawer-store';

afterEach(() => {
  useDrawerStore.getState().close();
});

describe('drawer store', () => {
  it('starts closed with the SPEC defaults (left, width 80, no close button)', () => {
    const state = useDrawerStore.getState();
    expect(state).toMatchObject({ isOpen: false, type: null, placement: 'left', width: 80, closeButton: false });
  });

  it('opens a drawer of a type with the defaults and marks the body', () => {
    useDrawerStore.getState().open('cart');
    expect(useDrawerStore.getState()).toMatchObject({ isOpen: true, type: 'cart', placement: 'left', width: 80 });
    expect(document.body.classList.contains(MODAL_OPEN_CLASS)).toBe(true);
  });

  it('applies the options given when opening', () => {
    useDrawerStore.getState().open('features-product-list-filter', { placement: 'right', width: 64, closeButton: true });
    expect(useDrawerStore.getState()).toMatchObject({
      type: 'features-product-list-filter',
      placement: 'right',
      width: 64,
      closeButton: true,
    });
  });

  it('does not carry options of the previous opening into the next one', () => {
    useDrawerStore.getState().open('cart', { placement: 'right', width: 64, closeButton: true });
    useDrawerStore.getState().open('burger-menu');
    expect(useDrawerStore.getState()).toMatchObject({ type: 'burger-menu', placement: 'left', width: 80, closeButton: false });
  });

  it('closes and removes the body class', () => {
    useDrawerStore.getState().open('burger-menu');
    useDrawerStore.getState().close();
    expect(useDrawerStore.getState()).toMatchObject({ isOpen: false, type: null });
    expect(document.body.classList.contains(MODAL_OPEN_CLASS)).toBe(false);
  });
});
