import { API_PREFIX_BROWSER } from '@kizuna/api-client/contract';

/** A message's file, or its thumbnail (spec 002 §7 file paths). */
export function talkFileUrl(talkRoomId: number, talkMessageId: number, thumbnail = false): string {
  const base = `${API_PREFIX_BROWSER}/gotalk/room/${talkRoomId}/message/${talkMessageId}`;
  return `${base}/${thumbnail ? 'fileThumbnail' : 'file'}`;
}

/** `1.5 MB`, `320 KB`, `12 B`: the size of a file as people read it. */
export function formatFileSize(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
  if (bytes >= 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${bytes} B`;
}

export interface TalkFileRules {
  /** Largest file in bytes. */
  maxBytes: number;
  /** Extensions that may not be sent, lower case without the dot. */
  blockedExtensions: readonly string[];
}

/** Why a file may not be sent, or null when it may. */
export function talkFileProblem(
  file: { name: string; size: number },
  rules: TalkFileRules,
): 'empty' | 'tooLarge' | 'blocked' | null {
  if (file.size === 0) return 'empty';
  if (file.size > rules.maxBytes) return 'tooLarge';
  const extension = /\.([^.]+)$/.exec(file.name)?.[1]?.toLowerCase() ?? '';
  return rules.blockedExtensions.includes(extension) ? 'blocked' : null;
}
