// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { bundledMessages } from './createI18n';

const { en, ja } = bundledMessages();

function keysOf(tree: object, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([key, value]: [string, unknown]) =>
    value && typeof value === 'object' ? keysOf(value, `${prefix}${key}.`) : [`${prefix}${key}`],
  );
}

function placeholders(text: string): string[] {
  return [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1] ?? '').sort();
}

function valueAt(tree: object, key: string): unknown {
  return key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], tree);
}

describe('message catalogues', () => {
  it('have exactly the same keys in English and Japanese', () => {
    expect(keysOf(ja).sort()).toEqual(keysOf(en).sort());
  });

  it('have no empty text and the same placeholders in both languages', () => {
    for (const key of keysOf(en)) {
      const english = valueAt(en, key);
      const japanese = valueAt(ja, key);
      expect(typeof english === 'string' && english.length > 0, `en ${key}`).toBe(true);
      expect(typeof japanese === 'string' && japanese.length > 0, `ja ${key}`).toBe(true);
      expect(placeholders(japanese as string), key).toEqual(placeholders(english as string));
    }
  });
});
