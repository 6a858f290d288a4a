/** What other features use of talk: import it from here, never from the files inside. */
export { MemberPicker } from './MemberPicker';
export type { MemberCandidate, MemberPickerProps } from './MemberPicker';
export { StartTalkButton } from './StartTalkButton';
export { TalkEventsEffect } from './TalkEventsEffect';
export { TalkPage } from './TalkPage';
export { useCanTalk, useStartTalk } from './useStartTalk';
export { useColleagueSearch } from './useTalkActions';
