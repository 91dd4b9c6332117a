import { describe, expect, it } from 'vitest';
import { pickMessages, type MessagePath } from './pick-messages';

const messages = { modules: { cart: { title: 'Cart', empty: 'Empty' }, ui: { close: 'Close', ok: 'OK' } }, form: { account: { signOut: 'Sign out', email: 'E-mail' } } };

describe('pickMessages', () => {
  it('keeps the named namespaces and single messages in the catalogue’s shape', () => {
    expect(pickMessages(messages, ['modules.cart', 'form.account.signOut'] as MessagePath[])).toEqual({
      modules: { cart: { title: 'Cart', empty: 'Empty' } },
      form: { account: { signOut: 'Sign out' } },
    });
  });

  it('takes a namespace once when a path inside it is named too, and leaves the catalogue as it was', () => {
    const before = structuredClone(messages);
    const picked = pickMessages(messages, ['modules.ui.close', 'modules.ui', 'modules.cart.title'] as MessagePath[]);
    expect(picked).toEqual({ modules: { ui: { close: 'Close', ok: 'OK' }, cart: { title: 'Cart' } } });
    expect(messages).toEqual(before);
  });

  it('throws on a path the catalogue lacks', () => {
    expect(() => pickMessages(messages, ['modules.basket'] as unknown as MessagePath[])).toThrow('No messages at modules.basket');
  });
});
