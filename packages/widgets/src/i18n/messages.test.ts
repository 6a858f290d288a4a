// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { en, ja } from './messages';
import { formatWidgetMessage } from './useWidgetMessages';

describe('widget messages', () => {
  it('has the same keys in English and Japanese', () => {
    expect(Object.keys(ja).sort()).toEqual(Object.keys(en).sort());
  });

  it('picks Japanese for ja locales and English otherwise', () => {
    expect(formatWidgetMessage('ja', 'widgets.error.retry')).toBe('再試行');
    expect(formatWidgetMessage('de-DE', 'widgets.error.retry')).toBe('Retry');
  });
});
