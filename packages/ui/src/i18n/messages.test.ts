// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { en, ja } from './messages';
import { formatMessage } from './useMessages';

describe('ui messages', () => {
  it('has the same keys in English and Japanese', () => {
    expect(Object.keys(ja).sort()).toEqual(Object.keys(en).sort());
  });

  it('has no empty message', () => {
    for (const value of [...Object.values(en), ...Object.values(ja)]) {
      expect(value.trim()).not.toBe('');
    }
  });

  it('uses the same placeholders in both languages', () => {
    const placeholders = (text: string) => [...new Set(text.match(/\{\w+\}/g) ?? [])].sort();
    for (const key of Object.keys(en) as Array<keyof typeof en>) {
      expect(placeholders(ja[key]), key).toEqual(placeholders(en[key]));
    }
  });

  it('chooses Japanese for ja locales and English otherwise', () => {
    expect(formatMessage('ja-JP', 'dialog.cancel')).toBe('キャンセル');
    expect(formatMessage('en-US', 'dialog.cancel')).toBe('Cancel');
    expect(formatMessage('fr-FR', 'dialog.cancel')).toBe('Cancel');
    expect(formatMessage('en-US', 'pagination.page', { page: 3 })).toBe('Page 3');
  });
});
