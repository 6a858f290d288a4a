/** `#talkRoomId=…`: the room the talk page opens (the hash keeps it across reloads and links). */
export function talkRoomHash(talkRoomId: number): string {
  return `#talkRoomId=${talkRoomId}`;
}
