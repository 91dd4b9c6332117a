import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { describe, expect, it } from 'vitest';
import english from '../../messages/en-CA.json';
import french from '../../messages/fr-CA.json';

type MessageTree = { [key: string]: string | MessageTree };

/** Every message of a catalogue by its dotted key. */
function flatten(tree: MessageTree, prefix = ''): Map<string, string> {
  const messages = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') messages.set(path, value);
    else for (const [nested, message] of flatten(value, path)) messages.set(nested, message);
  }
  return messages;
}

/**
 * What a translation must keep of a message: its arguments with their kinds and its rich-text tags.
 * A French message that drops `{name}` or renames `<link>` would render a hole or throw.
 */
function describeArguments(message: string): string[] {
  const found = new Set<string>();
  const walk = (elements: MessageFormatElement[]) => {
    for (const element of elements) {
      if (element.type === TYPE.argument || element.type === TYPE.number || element.type === TYPE.date || element.type === TYPE.time) {
        found.add(`${element.value}:${TYPE[element.type]}`);
      } else if (element.type === TYPE.plural || element.type === TYPE.select) {
        found.add(`${element.value}:${TYPE[element.type]}`);
        for (const option of Object.values(element.options)) walk(option.value);
      } else if (element.type === TYPE.tag) {
        found.add(`<${element.value}>`);
        walk(element.children);
      }
    }
  };
  walk(parse(message));
  return [...found].sort();
}

const englishMessages = flatten(english);
const frenchMessages = flatten(french);

describe('the interface messages in English and French', () => {
  it('have the same keys: a key missing in either language fails', () => {
    expect([...englishMessages.keys()].filter((key) => !frenchMessages.has(key)), 'keys without French').toEqual([]);
    expect([...frenchMessages.keys()].filter((key) => !englishMessages.has(key)), 'keys without English').toEqual([]);
  });

  it('use the same arguments and tags in both languages, and every message parses', () => {
    const mismatches = [...englishMessages]
      .filter(([key, message]) => frenchMessages.has(key) && describeArguments(message).join(' ') !== describeArguments(frenchMessages.get(key) ?? '').join(' '))
      .map(([key]) => key);
    expect(mismatches).toEqual([]);
  });

  it('are translated: no French message repeats a sentence of the English', () => {
    // Short values ("OK", "Instagram") and the shop's name may be the same in both languages.
    const sameInBothLanguages = new Set(['index.siteName']);
    const untranslated = [...englishMessages]
      .filter(([key, message]) => !sameInBothLanguages.has(key) && message.split(/\s+/).length >= 3 && frenchMessages.get(key) === message)
      .map(([key]) => key);
    expect(untranslated).toEqual([]);
  });
});
