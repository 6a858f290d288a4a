import {
  intensityAtLeast,
  SEISMIC_INTENSITIES,
  type AnpiQuakeThreshold,
  type SeismicIntensity,
} from '@kizuna/api-client/contract';
import { childOf, childrenOf, readXml, textOf, XmlReadError, type XmlElement } from './xmlTree.js';

/** The namespaces of 気象庁防災情報XML (JMA XML format, jmaxml1). */
const JMX = 'http://xml.kishou.go.jp/jmaxml1/';
const JMX_IB = 'http://xml.kishou.go.jp/jmaxml1/informationBasis1/';
const JMX_SEIS = 'http://xml.kishou.go.jp/jmaxml1/body/seismology1/';
const JMX_EB = 'http://xml.kishou.go.jp/jmaxml1/elementBasis1/';

/** The reports that carry observed intensities per prefecture, by their Control/Title. */
const QUAKE_TITLES = { 震度速報: 'VXSE51', 震源・震度に関する情報: 'VXSE53' } as const;
export type JmaQuakeReportKind = (typeof QUAKE_TITLES)[keyof typeof QUAKE_TITLES];

/** Whether an Atom entry's title names a report this adapter reads. */
export function isQuakeReportTitle(title: string): boolean {
  return Object.hasOwn(QUAKE_TITLES, title.trim());
}

export interface AreaIntensity {
  /** The code of 地震情報／細分区域 (e.g. 350 東京都２３区). */
  readonly code: string;
  readonly name: string;
  readonly maxIntensity: SeismicIntensity | null;
}

export interface PrefectureIntensity {
  /** The code of 地震情報／都道府県等 (01 北海道 … 47 沖縄県). */
  readonly code: string;
  readonly name: string;
  /** The strongest intensity observed in the prefecture; null while none has come in. */
  readonly maxIntensity: SeismicIntensity | null;
  readonly areas: readonly AreaIntensity[];
}

/** What Kizuna reads from a 震度速報 (VXSE51) or 震源・震度に関する情報 (VXSE53). */
export interface JmaQuakeReport {
  readonly kind: JmaQuakeReportKind;
  /** 通常 for a real report; 訓練 (drill) and 試験 (test) documents never start a check. */
  readonly status: string;
  /** 発表, 訂正 or 取消 (a cancelled report starts nothing). */
  readonly infoType: string;
  /** One earthquake's id across all its reports (its origin time, yyyymmddhhmmss). */
  readonly eventId: string;
  readonly reportedAt: string;
  readonly headline: string | null;
  readonly originTime: string | null;
  readonly hypocenter: string | null;
  readonly magnitude: string | null;
  readonly maxIntensity: SeismicIntensity | null;
  readonly prefectures: readonly PrefectureIntensity[];
}

/** A document that claims to be a JMA report but cannot be read as one. */
export class JmaReportError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'JmaReportError';
  }
}

function intensityOf(value: string | null, where: string): SeismicIntensity | null {
  if (value === null) return null;
  if ((SEISMIC_INTENSITIES as readonly string[]).includes(value)) return value as SeismicIntensity;
  throw new JmaReportError(`unknown seismic intensity ${JSON.stringify(value)} in ${where}`);
}

function strongest(values: readonly (SeismicIntensity | null)[]): SeismicIntensity | null {
  let best: SeismicIntensity | null = null;
  for (const value of values) if (value && (!best || !intensityAtLeast(best, value))) best = value;
  return best;
}

function required(element: XmlElement | null, uri: string, name: string, where: string): string {
  const text = textOf(element, uri, name);
  if (text === null) throw new JmaReportError(`${where}/${name} is missing`);
  return text;
}

function prefectureOf(pref: XmlElement): PrefectureIntensity {
  const name = required(pref, JMX_SEIS, 'Name', 'Pref');
  const code = required(pref, JMX_SEIS, 'Code', `Pref ${name}`);
  const areas = childrenOf(pref, JMX_SEIS, 'Area').map((area) => {
    const areaName = required(area, JMX_SEIS, 'Name', `Pref ${name}/Area`);
    return {
      code: required(area, JMX_SEIS, 'Code', `Area ${areaName}`),
      name: areaName,
      maxIntensity: intensityOf(textOf(area, JMX_SEIS, 'MaxInt'), `Area ${areaName}`),
    };
  });
  // A prefecture whose strongest station has not reported yet carries no MaxInt of its own.
  const own = intensityOf(textOf(pref, JMX_SEIS, 'MaxInt'), `Pref ${name}`);
  return { code, name, maxIntensity: own ?? strongest(areas.map((area) => area.maxIntensity)), areas };
}

/**
 * Reads a JMA XML document. Answers null for a well-formed JMA report of another kind (a tsunami
 * warning, 震源に関する情報 without intensities, …); throws XmlReadError for text that is not XML and
 * JmaReportError for a quake report that lacks what the JMA's format requires.
 */
export function parseJmaQuakeReport(source: string): JmaQuakeReport | null {
  const report = readXml(source);
  if (report.uri !== JMX || report.name !== 'Report')
    throw new JmaReportError(`not a JMA report: <${report.name}> in ${report.uri || 'no namespace'}`);
  const control = childOf(report, JMX, 'Control');
  if (!control) throw new JmaReportError('Report/Control is missing');
  const title = required(control, JMX, 'Title', 'Control');
  const kind = Object.hasOwn(QUAKE_TITLES, title) ? QUAKE_TITLES[title as keyof typeof QUAKE_TITLES] : null;
  if (!kind) return null;
  const head = childOf(report, JMX_IB, 'Head');
  if (!head) throw new JmaReportError('Report/Head is missing');
  const body = childOf(report, JMX_SEIS, 'Body');
  const infoType = required(head, JMX_IB, 'InfoType', 'Head');
  // A cancellation (取消) has no body to speak of: the earthquake's report is withdrawn.
  if (!body && infoType !== '取消') throw new JmaReportError('Report/Body is missing');
  const earthquake = childOf(body, JMX_SEIS, 'Earthquake');
  const observation = childOf(childOf(body, JMX_SEIS, 'Intensity'), JMX_SEIS, 'Observation');
  const prefectures = childrenOf(observation, JMX_SEIS, 'Pref').map(prefectureOf);
  return {
    kind,
    status: required(control, JMX, 'Status', 'Control'),
    infoType,
    eventId: required(head, JMX_IB, 'EventID', 'Head'),
    reportedAt: required(head, JMX_IB, 'ReportDateTime', 'Head'),
    headline: textOf(childOf(head, JMX_IB, 'Headline'), JMX_IB, 'Text'),
    originTime: textOf(earthquake, JMX_SEIS, 'OriginTime'),
    hypocenter: textOf(
      childOf(childOf(earthquake, JMX_SEIS, 'Hypocenter'), JMX_SEIS, 'Area'),
      JMX_SEIS,
      'Name',
    ),
    magnitude: childOf(earthquake, JMX_EB, 'Magnitude')?.text.trim() || null,
    maxIntensity:
      intensityOf(textOf(observation, JMX_SEIS, 'MaxInt'), 'Observation') ??
      strongest(prefectures.map((pref) => pref.maxIntensity)),
    prefectures,
  };
}

/** What a tenant's automatic start asks of a report. */
export interface QuakeTrigger {
  readonly threshold: AnpiQuakeThreshold;
  /** Prefecture codes; empty is anywhere in Japan. */
  readonly prefectures: readonly string[];
}

/** Where and how strongly a report meets a tenant's trigger. */
export interface QuakeMatch {
  readonly maxIntensity: SeismicIntensity;
  readonly prefectures: readonly string[];
}

/**
 * Whether a report should start a check: a real (通常), not cancelled report with an intensity at
 * or above the threshold in one of the prefectures. Answers the prefectures that met it.
 */
export function matchQuakeReport(report: JmaQuakeReport, trigger: QuakeTrigger): QuakeMatch | null {
  if (report.status !== '通常' || report.infoType === '取消') return null;
  const chosen = new Set(trigger.prefectures);
  const met = report.prefectures.filter(
    (pref) =>
      (chosen.size === 0 || chosen.has(pref.code)) &&
      pref.maxIntensity !== null &&
      intensityAtLeast(pref.maxIntensity, trigger.threshold),
  );
  const maxIntensity = strongest(met.map((pref) => pref.maxIntensity));
  return maxIntensity ? { maxIntensity, prefectures: met.map((pref) => pref.code) } : null;
}

export { XmlReadError };
