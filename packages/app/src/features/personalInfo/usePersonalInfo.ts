import { useEffect, useState } from 'react';
import type {
  AchievementHistory,
  AiSummary,
  BriefHistory,
  CustomCol,
  PersonalInfoTag,
  PersonalInfoTagType,
  PersonalUrls,
} from '@kizuna/api-client/contract';
import { PERSONAL_INFO_TAG_TYPES } from '@kizuna/api-client/contract';
import { useClient } from '../../api/ClientContext';

/** A section that loads on its own: a failure shows in that section only. */
export type Section<T> = { status: 'loading' } | { status: 'loaded'; value: T } | { status: 'failed' };

export interface PersonalInfo {
  oneWord: Section<string | null>;
  jobDescription: Section<string | null>;
  urls: Section<PersonalUrls>;
  tags: Record<PersonalInfoTagType, Section<PersonalInfoTag[]>>;
  briefHistories: Section<BriefHistory[]>;
  achievementHistories: Section<AchievementHistory[]>;
  customCols: Section<CustomCol[]>;
  aiSummary: Section<AiSummary>;
}

const LOADING = { status: 'loading' } as const;

function initial(): PersonalInfo {
  return {
    oneWord: LOADING,
    jobDescription: LOADING,
    urls: LOADING,
    tags: { SKILL: LOADING, TOOL_TECHNOLOGY: LOADING, QUALIFICATION: LOADING },
    briefHistories: LOADING,
    achievementHistories: LOADING,
    customCols: LOADING,
    aiSummary: LOADING,
  };
}

/** Everything a person wrote about themself (001 §3 personal info), each section loaded on its own. */
export function usePersonalInfo(contactId: number): PersonalInfo {
  const client = useClient();
  const [info, setInfo] = useState<PersonalInfo>(initial);

  useEffect(() => {
    let active = true;
    setInfo(initial());
    const params = { params: { contactId } };
    function track<K extends Exclude<keyof PersonalInfo, 'tags'>, A>(
      key: K,
      call: Promise<A>,
      pick: (answer: A) => PersonalInfo[K] extends Section<infer T> ? T : never,
    ) {
      call.then(
        (answer) => {
          if (active)
            setInfo((current) => ({ ...current, [key]: { status: 'loaded', value: pick(answer) } }));
        },
        () => {
          if (active) setInfo((current) => ({ ...current, [key]: { status: 'failed' } }));
        },
      );
    }
    track('oneWord', client.personalInfo.oneWord(params), (a) => a.oneWord);
    track('jobDescription', client.personalInfo.jobDescription(params), (a) => a.jobDescription);
    track('urls', client.personalInfo.urls(params), (a) => a);
    track('briefHistories', client.personalInfo.briefHistories(params), (a) => a.items);
    track('achievementHistories', client.personalInfo.achievementHistories(params), (a) => a.items);
    track('customCols', client.personalInfo.customCols(params), (a) => a.items);
    track('aiSummary', client.personalInfo.aiSummary(params), (a) => a);
    for (const tagType of PERSONAL_INFO_TAG_TYPES) {
      client.personalInfo.tags({ params: { contactId }, query: { tagType } }).then(
        (answer) => {
          if (active) {
            setInfo((current) => ({
              ...current,
              tags: { ...current.tags, [tagType]: { status: 'loaded', value: answer.items } },
            }));
          }
        },
        () => {
          if (active) {
            setInfo((current) => ({
              ...current,
              tags: { ...current.tags, [tagType]: { status: 'failed' } },
            }));
          }
        },
      );
    }
    return () => {
      active = false;
    };
  }, [client, contactId]);

  return info;
}
