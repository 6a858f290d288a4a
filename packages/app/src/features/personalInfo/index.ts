/** What other features use of personalInfo: import it from here, never from the files inside. */
export { AiSummaryCard, type AiSummaryCardProps } from './AiSummaryCard';
export {
  achievementRow,
  briefRow,
  CustomColList,
  HistoryList,
  isPersonalInfoEmpty,
  PersonalInfoSections,
  PersonalLinks,
  type HistoryListRow,
} from './PersonalInfoSections';
export { usePersonalInfo } from './usePersonalInfo';
