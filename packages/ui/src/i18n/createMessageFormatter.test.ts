// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { createMessageFormatter } from './useMessages';

const format = createMessageFormatter({
  en: { greeting: 'Hello, {name} ({count})' },
  ja: { greeting: '{name} さん、こんにちは（{count}）' },
});

describe('createMessageFormatter', () => {
  it('picks the catalogue by locale and fills the placeholders', () => {
    expect(format('ja-JP', 'greeting', { name: '山田', count: 2 })).toBe('山田 さん、こんにちは（2）');
    expect(format('en-GB', 'greeting', { name: 'Yamada', count: 0 })).toBe('Hello, Yamada (0)');
  });

  it('leaves a placeholder without a value as written', () => {
    expect(format('en', 'greeting', { name: 'Yamada' })).toBe('Hello, Yamada ({count})');
    expect(format('en', 'greeting')).toBe('Hello, {name} ({count})');
  });
});
