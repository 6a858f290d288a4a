import type { ReactNode } from 'react';
import {
  PERSONAL_INFO_TAG_TYPES,
  type AchievementHistory,
  type AiSummary,
  type BriefHistory,
  type CustomCol,
  type PersonalUrls,
} from '@kizuna/api-client/contract';
import { isValidUrl } from '@kizuna/api-client/validation';
import { Skeleton } from '@kizuna/ui';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { AiSummaryCard } from './AiSummaryCard';
import type { PersonalInfo, Section } from './usePersonalInfo';

function SectionBody<T>({
  section,
  children,
  isEmpty,
}: {
  section: Section<T>;
  children: (value: T) => ReactNode;
  isEmpty: (value: T) => boolean;
}) {
  const { t } = useTranslation();
  if (section.status === 'loading') return <Skeleton lines={2} />;
  if (section.status === 'failed') return <p role="alert">{t('internalContacts.personalInfo.loadFailed')}</p>;
  if (isEmpty(section.value)) return null;
  return <>{children(section.value)}</>;
}

const isBlank = (text: string | null) => !text?.trim();
const isNone = (items: readonly unknown[]) => items.length === 0;
/** A summary with nothing to say (not enough written yet) is left out like an empty section. */
const isNoSummary = (summary: AiSummary) => !summary.summary?.trim() && summary.state === 'NOT_ENOUGH';

/** Whether a section has nothing to show: still loading, or loaded and empty (a failure shows). */
function hidden<T>(section: Section<T>, isEmpty: (value: T) => boolean): boolean {
  return section.status === 'loading' || (section.status === 'loaded' && isEmpty(section.value));
}

/** Nothing of the person's own words to show (yet): the page leaves the whole part out. */
export function isPersonalInfoEmpty(info: PersonalInfo): boolean {
  const urls = info.urls;
  return (
    hidden(info.oneWord, isBlank) &&
    hidden(info.aiSummary, isNoSummary) &&
    hidden(info.jobDescription, isBlank) &&
    hidden(urls, (value) => linksOf(value).length === 0) &&
    PERSONAL_INFO_TAG_TYPES.every((tagType) => hidden(info.tags[tagType], isNone)) &&
    hidden(info.briefHistories, isNone) &&
    hidden(info.achievementHistories, isNone) &&
    hidden(info.customCols, isNone)
  );
}

/** `YYYY-MM-DD` of the interchange form as `YYYY/MM/DD`, without time-zone shifts. */
export const displayDate = (iso: string) => iso.replaceAll('-', '/');

type Link = { url: string; title: string | null };

/** The filled links of the three, in order. */
export function linksOf(urls: PersonalUrls): Link[] {
  return ([1, 2, 3] as const)
    .map((n) => ({ url: urls[`url${n}`], title: urls[`url${n}Title`] }))
    .filter((link): link is Link => !isBlank(link.url));
}

/** The person's links; one that is not http(s) shows as text, never as a link. */
export function PersonalLinks({ urls }: { urls: PersonalUrls }) {
  return (
    <ul>
      {linksOf(urls).map((link) => (
        <li key={link.url}>
          {isValidUrl(link.url) ? (
            <a href={link.url} target="_blank" rel="noopener noreferrer">
              {link.title || link.url}
            </a>
          ) : (
            link.title || link.url
          )}
        </li>
      ))}
    </ul>
  );
}

export interface HistoryListRow {
  id: number;
  date: string;
  text: string;
}

export const briefRow = (row: BriefHistory): HistoryListRow => ({
  id: row.personalInfoBriefHistoryId,
  date: row.briefHistoryDate,
  text: row.briefHistoryText,
});

export const achievementRow = (row: AchievementHistory): HistoryListRow => ({
  id: row.personalInfoAchievementId,
  date: row.achievementDate,
  text: row.achievementText,
});

/** A history: each row's date, then its text. */
export function HistoryList({ rows }: { rows: readonly HistoryListRow[] }) {
  return (
    <dl className="kz-history">
      {rows.map((row) => (
        <div key={row.id}>
          <dt>{displayDate(row.date)}</dt>
          <dd>{row.text}</dd>
        </div>
      ))}
    </dl>
  );
}

/** Custom columns: each title, then its value. */
export function CustomColList({ cols }: { cols: readonly CustomCol[] }) {
  return (
    <dl className="kz-definitions">
      {cols.map((col) => (
        <div key={col.personalInfoCustomColId}>
          <dt>{col.customColumnTitle}</dt>
          <dd>{col.customColumnValue ?? ''}</dd>
        </div>
      ))}
    </dl>
  );
}

/**
 * The personal info sections of a detail page: a section shows once it has something to say (or
 * its loading failed); empty ones are left out, not shown as "not filled in".
 */
export function PersonalInfoSections({ info }: { info: PersonalInfo }) {
  const { t } = useTranslation();
  const urls = info.urls.status === 'loaded' ? info.urls.value : null;
  const links = urls ? linksOf(urls) : [];
  return (
    <div className="kz-personal-info">
      {!hidden(info.oneWord, isBlank) && (
        <section aria-labelledby="kz-pi-oneword">
          <h3 id="kz-pi-oneword">{t('internalContacts.personalInfo.oneWord')}</h3>
          <SectionBody section={info.oneWord} isEmpty={isBlank}>
            {(value) => <p className="kz-personal-info__oneword">{value}</p>}
          </SectionBody>
        </section>
      )}
      {!hidden(info.aiSummary, isNoSummary) && (
        <section aria-labelledby="kz-pi-ai">
          <h3 id="kz-pi-ai">{t('internalContacts.personalInfo.aiSummary')}</h3>
          <SectionBody section={info.aiSummary} isEmpty={isNoSummary}>
            {(value) => <AiSummaryCard summary={value} />}
          </SectionBody>
        </section>
      )}
      {!hidden(info.jobDescription, isBlank) && (
        <section aria-labelledby="kz-pi-job">
          <h3 id="kz-pi-job">{t('internalContacts.personalInfo.jobDescription')}</h3>
          <SectionBody section={info.jobDescription} isEmpty={isBlank}>
            {(value) => <p className="kz-personal-info__text">{value}</p>}
          </SectionBody>
        </section>
      )}
      {!hidden(info.urls, () => links.length === 0) && (
        <section aria-labelledby="kz-pi-urls">
          <h3 id="kz-pi-urls">{t('internalContacts.personalInfo.urls')}</h3>
          <SectionBody section={info.urls} isEmpty={() => links.length === 0}>
            {(value) => <PersonalLinks urls={value} />}
          </SectionBody>
        </section>
      )}
      {!PERSONAL_INFO_TAG_TYPES.every((tagType) => hidden(info.tags[tagType], isNone)) && (
        <section aria-labelledby="kz-pi-tags">
          <h3 id="kz-pi-tags">{t('internalContacts.personalInfo.tags')}</h3>
          {PERSONAL_INFO_TAG_TYPES.filter((tagType) => !hidden(info.tags[tagType], isNone)).map((tagType) => (
            <div key={tagType} className="kz-personal-info__tags">
              <h4>{t(`internalContacts.personalInfo.tagType.${tagType}`)}</h4>
              <SectionBody section={info.tags[tagType]} isEmpty={isNone}>
                {(tags) => (
                  <ul className="kz-tag-list">
                    {tags.map((tag) => (
                      <li key={tag.personalInfoTagId}>
                        <Link
                          className="kz-tag"
                          to={`/internalContacts?tagId=${tag.personalInfoTagId}`}
                          aria-label={t('internalContacts.personalInfo.tagSearch', { tag: tag.tagName })}
                        >
                          {tag.tagName}
                        </Link>
                      </li>
                    ))}
                  </ul>
                )}
              </SectionBody>
            </div>
          ))}
        </section>
      )}
      {!hidden(info.briefHistories, isNone) && (
        <section aria-labelledby="kz-pi-brief">
          <h3 id="kz-pi-brief">{t('internalContacts.personalInfo.briefHistories')}</h3>
          <SectionBody section={info.briefHistories} isEmpty={isNone}>
            {(rows) => <HistoryList rows={rows.map(briefRow)} />}
          </SectionBody>
        </section>
      )}
      {!hidden(info.achievementHistories, isNone) && (
        <section aria-labelledby="kz-pi-achievements">
          <h3 id="kz-pi-achievements">{t('internalContacts.personalInfo.achievementHistories')}</h3>
          <SectionBody section={info.achievementHistories} isEmpty={isNone}>
            {(rows) => <HistoryList rows={rows.map(achievementRow)} />}
          </SectionBody>
        </section>
      )}
      {!hidden(info.customCols, isNone) && (
        <section aria-labelledby="kz-pi-custom">
          <h3 id="kz-pi-custom">{t('internalContacts.personalInfo.customCols')}</h3>
          <SectionBody section={info.customCols} isEmpty={isNone}>
            {(rows) => <CustomColList cols={rows} />}
          </SectionBody>
        </section>
      )}
    </div>
  );
}
