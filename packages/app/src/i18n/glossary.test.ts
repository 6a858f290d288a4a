// @vitest-environment node
import { describe, expect, it } from 'vitest';
import en from './locales/en.json';
import enPages from './locales/en.pages.json';
import enSignIn from './locales/en.signIn.json';
import ja from './locales/ja.json';
import jaPages from './locales/ja.pages.json';
import jaSignIn from './locales/ja.signIn.json';

/** The app's and the pages' parts (their areas are apart). */
type Catalogue = typeof en & typeof enPages;

/** Every text of a catalogue with its key; the glossary itself aside. */
function texts(tree: object, prefix = ''): [key: string, text: string][] {
  return Object.entries(tree).flatMap(([key, value]: [string, unknown]) => {
    if (prefix === '' && key === 'glossary') return [];
    if (value && typeof value === 'object') return texts(value, `${prefix}${key}.`);
    return typeof value === 'string' ? [[`${prefix}${key}`, value] as [string, string]] : [];
  });
}

/** Words that say a glossary concept another way, which the catalogues must not use. */
const AVOIDED: Record<'en' | 'ja', Partial<Record<keyof Catalogue['glossary'], RegExp>>> = {
  ja: {
    company: /企業/,
    folder: /フォルダ(?!ー)/,
    reading: /フリガナ|（カナ）/,
    department: /部門/,
    signIn: /サインイン/,
    email: /Eメール|電子メール/i,
  },
  en: {
    department: /\bdepartments?\b/i,
    email: /\bemail\b/i,
    signIn: /\blog ?in\b/i,
  },
};

describe.each([
  ['en', { ...en, ...enPages }, enSignIn],
  ['ja', { ...ja, ...jaPages } as Catalogue, jaSignIn],
] as const)('the %s glossary', (language, catalogue, signInPart) => {
  it('names one word per concept: no message says a concept another way', () => {
    for (const [concept, avoided] of Object.entries(AVOIDED[language])) {
      const offending = [...texts(signInPart), ...texts(catalogue)]
        .filter(([, text]) => avoided.test(text))
        .map(([key, text]) => `${key}: ${text}`);
      expect(
        offending,
        `${concept} is "${catalogue.glossary[concept as keyof Catalogue['glossary']]}"`,
      ).toEqual([]);
    }
  });

  it('is the word of the menu and of the settings the glossary names', () => {
    const { glossary, menu, settings, admin } = catalogue;
    expect(menu.main.COMPANIES).toBe(glossary.companyDirectory);
    expect(menu.main.GROUP_COMPANIES).toBe(glossary.groupCompanies);
    expect([menu.main.ADMIN_MENU, admin.title]).toEqual([glossary.manage, glossary.manage]);
    expect([menu.main.SETTINGS, settings.hub.title]).toEqual([glossary.settings, glossary.settings]);
    expect(settings.user.loginDestination).toBe(glossary.loginDestination);
    expect(settings.user.startPage).toBe(glossary.startPage);
  });
});
