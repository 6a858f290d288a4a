/** What other features use of personalInfo: import it from here, never from the files inside. */
export {
  achievementRow,
  briefRow,
  CustomColList,
  HistoryList,
  PersonalInfoSections,
  PersonalLinks,
  type HistoryListRow,
} from './PersonalInfoSections';
export { usePersonalInfo } from './usePersonalInfo';
