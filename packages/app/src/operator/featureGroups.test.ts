import { TENANT_FEATURES } from '@kizuna/api-client/contract';
import { describe, expect, it } from 'vitest';
import en from './locales/en.json';
import ja from './locales/ja.json';
import { FEATURE_GROUPS } from './featureGroups';

function keys(tree: object, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'object' && value !== null
      ? keys(value as object, `${prefix}${key}.`)
      : [`${prefix}${key}`],
  );
}

describe('operator console messages and feature groups', () => {
  it('shows every tenant feature once, labelled in both languages', () => {
    const grouped = FEATURE_GROUPS.flatMap((group) => group.features);
    expect([...grouped].sort()).toEqual([...TENANT_FEATURES].sort());
    for (const feature of TENANT_FEATURES) {
      expect(en.operator.feature).toHaveProperty(feature);
      expect(ja.operator.feature).toHaveProperty(feature);
    }
  });

  it('has every key in both en and ja', () => {
    expect(keys(ja).sort()).toEqual(keys(en).sort());
  });
});
