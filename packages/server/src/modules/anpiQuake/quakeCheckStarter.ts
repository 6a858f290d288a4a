import type { Db } from '../../db/createDatabase.js';
import { startCheck } from '../anpi/index.js';
import type { QuakeCheckRequest, StartQuakeCheck } from './quakeWatch.js';

const INTENSITY_TEXT = {
  ja: {
    '1': '1',
    '2': '2',
    '3': '3',
    '4': '4',
    '5-': '5弱',
    '5+': '5強',
    '6-': '6弱',
    '6+': '6強',
    '7': '7',
  },
  en: {
    '1': '1',
    '2': '2',
    '3': '3',
    '4': '4',
    '5-': '5 lower',
    '5+': '5 upper',
    '6-': '6 lower',
    '6+': '6 upper',
    '7': '7',
  },
} as const;

/** The check's title and message, in the tenant's language, from the JMA's report. */
export function quakeCheckText(language: 'ja' | 'en', { report, match }: QuakeCheckRequest) {
  const intensity = INTENSITY_TEXT[language][match.maxIntensity];
  const place = report.hypocenter;
  const prefectures = report.prefectures
    .filter((pref) => match.prefectures.includes(pref.code))
    .map((pref) => pref.name);
  return language === 'ja'
    ? {
        title: `地震（震度${intensity}）の安否確認`,
        message: `気象庁の${report.kind === 'VXSE51' ? '震度速報' : '地震情報'}で、${prefectures.join('、')}に震度${intensity}が観測されました${place ? `（震源：${place}）` : ''}。無事かどうか、出社できるかを回答してください。`,
      }
    : {
        title: `Safety check: earthquake (intensity ${intensity})`,
        message: `The Japan Meteorological Agency reports seismic intensity ${intensity} in ${prefectures.join(', ')}${place ? ` (epicentre: ${place})` : ''}. Please tell us whether you are safe and can come to work.`,
      };
}

/**
 * Starts a real check for the whole company, as Kizuna itself (the action log names the
 * earthquake, not a person), with mail in the tenant's language.
 */
export function quakeCheckStarter(publicUrl: string | null): StartQuakeCheck {
  return async (db: Db, request) => {
    const tenant = await db
      .selectFrom('tenants')
      .select('default_language')
      .where('id', '=', request.tenantId)
      .executeTakeFirstOrThrow();
    const language = tenant.default_language === 'en' ? 'en' : 'ja';
    const check = await startCheck(
      db,
      {
        tenantId: request.tenantId,
        userId: null,
        label: `JMA earthquake ${request.report.eventId}`,
        ip: '',
        now: request.now,
      },
      { kind: 'REAL', wholeCompany: true, divisionIds: [], ...quakeCheckText(language, request) },
      { language, publicUrl },
    );
    return check.checkId;
  };
}
