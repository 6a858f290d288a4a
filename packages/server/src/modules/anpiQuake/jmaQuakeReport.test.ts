import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { matchQuakeReport, parseJmaQuakeReport, JmaReportError, XmlReadError } from './jmaQuakeReport.js';

const fixture = (name: string) =>
  readFileSync(path.join(path.dirname(fileURLToPath(import.meta.url)), 'fixtures', name), 'utf8');
const parsed = (name: string) => {
  const report = parseJmaQuakeReport(fixture(name));
  if (!report) throw new Error(`${name} is not a quake report`);
  return report;
};

describe('parseJmaQuakeReport', () => {
  it('reads a 震度速報 (VXSE51): the event, the strongest intensity and each prefecture with its areas', () => {
    const report = parsed('vxse51-kanto-5plus.xml');
    expect(report).toMatchObject({
      kind: 'VXSE51',
      status: '通常',
      infoType: '発表',
      eventId: '20261126224012',
      reportedAt: '2026-11-26T22:41:00+09:00',
      maxIntensity: '5+',
      hypocenter: null,
      originTime: null,
    });
    expect(report.prefectures.map((pref) => [pref.code, pref.name, pref.maxIntensity])).toEqual([
      ['11', '埼玉県', '5+'],
      ['13', '東京都', '5+'],
      ['12', '千葉県', '5-'],
      ['08', '茨城県', '4'],
      ['14', '神奈川県', '4'],
      ['09', '栃木県', '3'],
      ['10', '群馬県', '3'],
    ]);
    expect(report.prefectures[1]!.areas).toEqual([
      { code: '350', name: '東京都２３区', maxIntensity: '5+' },
      { code: '351', name: '東京都多摩東部', maxIntensity: '4' },
    ]);
  });

  it('reads a 震源・震度に関する情報 (VXSE53) with its hypocentre and magnitude', () => {
    const report = parsed('vxse53-kanto-5plus.xml');
    expect(report).toMatchObject({
      kind: 'VXSE53',
      eventId: '20261126224012',
      originTime: '2026-11-26T22:40:12+09:00',
      hypocenter: '千葉県北西部',
      magnitude: '5.9',
      maxIntensity: '5+',
    });
    expect(report.prefectures.find((pref) => pref.code === '12')?.maxIntensity).toBe('5-');
  });

  it('answers null for a JMA report of another kind', () => {
    const tsunami = fixture('vxse53-hokkaido-4.xml').replace(
      '<Title>震源・震度に関する情報</Title>',
      '<Title>津波警報・注意報・予報</Title>',
    );
    expect(parseJmaQuakeReport(tsunami)).toBeNull();
  });

  it('refuses a cut-off document and a document without its event id', () => {
    expect(() => parseJmaQuakeReport(fixture('vxse53-truncated.xml'))).toThrow(XmlReadError);
    const noEvent = fixture('vxse51-kanto-5plus.xml').replace('<EventID>20261126224012</EventID>', '');
    expect(() => parseJmaQuakeReport(noEvent)).toThrow(/EventID is missing/);
    const badIntensity = fixture('vxse51-kanto-5plus.xml').replace(
      '<MaxInt>5-</MaxInt>',
      '<MaxInt>5弱</MaxInt>',
    );
    expect(() => parseJmaQuakeReport(badIntensity)).toThrow(JmaReportError);
  });

  it('refuses elements outside the JMA namespaces', () => {
    const plain = fixture('vxse51-kanto-5plus.xml').replace(
      ' xmlns="http://xml.kishou.go.jp/jmaxml1/" xmlns:jmx="http://xml.kishou.go.jp/jmaxml1/"',
      '',
    );
    expect(() => parseJmaQuakeReport(plain)).toThrow(/not a JMA report/);
  });
});

describe('matchQuakeReport', () => {
  const kanto = parsed('vxse51-kanto-5plus.xml');

  it('meets a 5弱 threshold in Tokyo and names the prefectures that met it', () => {
    expect(matchQuakeReport(kanto, { threshold: '5-', prefectures: ['13', '14'] })).toEqual({
      maxIntensity: '5+',
      prefectures: ['13'],
    });
    expect(matchQuakeReport(kanto, { threshold: '5-', prefectures: [] })).toEqual({
      maxIntensity: '5+',
      prefectures: ['11', '13', '12'],
    });
  });

  it('does not meet a threshold above what was observed', () => {
    expect(matchQuakeReport(kanto, { threshold: '6-', prefectures: ['13'] })).toBeNull();
    expect(
      matchQuakeReport(parsed('vxse53-hokkaido-4.xml'), { threshold: '5-', prefectures: [] }),
    ).toBeNull();
    expect(
      matchQuakeReport(parsed('vxse53-hokkaido-4.xml'), { threshold: '4', prefectures: ['01'] }),
    ).toEqual({
      maxIntensity: '4',
      prefectures: ['01'],
    });
  });

  it('ignores strong shaking in other prefectures', () => {
    expect(matchQuakeReport(kanto, { threshold: '5-', prefectures: ['27', '14'] })).toBeNull();
  });

  it('never starts on a drill or a cancelled report', () => {
    expect(
      matchQuakeReport(parsed('vxse51-kanto-drill.xml'), { threshold: '4', prefectures: [] }),
    ).toBeNull();
    const cancelled = parseJmaQuakeReport(
      fixture('vxse51-kanto-5plus.xml').replace('<InfoType>発表</InfoType>', '<InfoType>取消</InfoType>'),
    )!;
    expect(matchQuakeReport(cancelled, { threshold: '4', prefectures: [] })).toBeNull();
  });
});
