/** What other features use of personalInfo: import it from here, never from the files inside. */
export { PersonalInfoSections } from './PersonalInfoSections';
export { usePersonalInfo } from './usePersonalInfo';
