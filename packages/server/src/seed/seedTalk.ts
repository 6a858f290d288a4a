import sharp from 'sharp';
import type { Db } from '../db/createDatabase.js';
import { fileStorage } from '../db/storedFiles.js';
import { talkThumbnail } from '../modules/talk/index.js';

interface SeedMessage {
  /** Index into the room's people; 0 is yamada.taro. */
  readonly from: number;
  readonly text?: string;
  /** A photo of the whiteboard, drawn here. */
  readonly image?: string;
  readonly minutesAgo: number;
}

const DIRECT: readonly SeedMessage[] = [
  { from: 1, text: 'お疲れさまです。明日の打ち合わせ、10時からで大丈夫でしょうか？', minutesAgo: 180 },
  { from: 0, text: 'お疲れさまです。10時で問題ありません。会議室は3階のAを押さえました。', minutesAgo: 175 },
  { from: 1, text: 'ありがとうございます！資料は今日中に共有します。', minutesAgo: 170 },
  { from: 1, text: '共有フォルダに置きました。ご確認をお願いします🙏', minutesAgo: 30 },
];

const GROUP: readonly SeedMessage[] = [
  { from: 2, text: '今週の定例は木曜15時に変更になりました。', minutesAgo: 1500 },
  { from: 0, text: '承知しました。議題は先週の続きでよいですか？', minutesAgo: 1490 },
  { from: 3, text: 'ホワイトボードの内容を共有します。', minutesAgo: 1480 },
  { from: 3, image: 'whiteboard.png', minutesAgo: 1479 },
  { from: 1, text: '助かります。見積もりの件も追加でお願いします。', minutesAgo: 60 },
  { from: 2, text: '了解です、追加しておきます。', minutesAgo: 20 },
];

/** A small picture standing for a whiteboard photo. */
async function whiteboard(): Promise<Uint8Array> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="640" height="400"><rect width="640" height="400" fill="#f7f7f2"/><rect x="20" y="20" width="600" height="360" fill="none" stroke="#9aa0b8" stroke-width="6"/><path d="M70 120h260M70 180h380M70 240h200" stroke="#2b3a8c" stroke-width="10" stroke-linecap="round"/><circle cx="520" cy="260" r="60" fill="none" stroke="#c0392b" stroke-width="8"/></svg>`;
  return new Uint8Array(await sharp(Buffer.from(svg)).png().toBuffer());
}

/**
 * Talk rooms of yamada.taro of demo: a one-to-one room with a colleague and a group of his
 * division, with Japanese messages and one image; the latest messages are left unread.
 */
export async function seedTalk(db: Db, tenantId: number, tenantCode: string, now: Date): Promise<void> {
  if (tenantCode !== 'demo') return;
  const yamada = await db
    .selectFrom('users')
    .select('id')
    .where('tenant_id', '=', tenantId)
    .where('account_id', '=', 'yamada.taro')
    .executeTakeFirst();
  if (!yamada) return;
  const colleagues = await db
    .selectFrom('users')
    .innerJoin('user_divisions', 'user_divisions.user_id', 'users.id')
    .select('users.id')
    .where('users.tenant_id', '=', tenantId)
    .where('users.id', '<>', yamada.id)
    .where('users.is_admin', '=', false)
    .where('users.enabled', '=', true)
    .where('users.user_type', '=', 'REGULAR_USER')
    .where('user_divisions.division_id', 'in', (eb) =>
      eb.selectFrom('user_divisions').select('division_id').where('user_id', '=', yamada.id),
    )
    .orderBy('users.id')
    .limit(3)
    .execute();
  if (colleagues.length < 3) return;
  const people = [yamada.id, ...colleagues.map((row) => row.id)];
  const image = await whiteboard();
  const thumbnail = await talkThumbnail(image);
  const at = (minutesAgo: number) => new Date(now.getTime() - minutesAgo * 60_000);

  await db.transaction().execute(async (trx) => {
    const rooms = [
      { groupTalk: false, title: null, members: people.slice(0, 2), messages: DIRECT },
      { groupTalk: true, title: '営業一課 連絡', members: people, messages: GROUP },
    ];
    for (const room of rooms) {
      const { id: roomId } = await trx
        .insertInto('talk_rooms')
        .values({
          tenant_id: tenantId,
          group_talk: room.groupTalk,
          title: room.title,
          created_by: yamada.id,
          direct_key: room.groupTalk ? null : [...room.members].sort((a, b) => a - b).join(':'),
          created_at: at(room.messages[0]!.minutesAgo + 1),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      const ids: number[] = [];
      for (const message of room.messages) {
        const { id } = await trx
          .insertInto('talk_messages')
          .values({
            tenant_id: tenantId,
            room_id: roomId,
            sender_id: room.members[message.from]!,
            message_type: message.image ? 'IMAGE' : 'TEXT',
            body: message.image ?? message.text ?? '',
            created_at: at(message.minutesAgo),
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        ids.push(id);
        if (message.image)
          await trx
            .insertInto('talk_files')
            .values({
              message_id: id,
              tenant_id: tenantId,
              file_name: message.image,
              mime_type: 'image/png',
              file_size: image.byteLength,
              file_id: await fileStorage(trx).put(tenantId, image),
              thumbnail,
            })
            .execute();
      }
      const last = room.messages.at(-1)!;
      await trx
        .updateTable('talk_rooms')
        .set({ last_message_id: ids.at(-1)!, last_activity_at: at(last.minutesAgo) })
        .where('id', '=', roomId)
        .execute();
      // Everyone has read all but the last two messages; the senders their own.
      const readUpTo = ids.at(-3) ?? 0;
      await trx
        .insertInto('talk_participants')
        .values(
          room.members.map((userId) => ({
            tenant_id: tenantId,
            room_id: roomId,
            user_id: userId,
            last_read_message_id: readUpTo,
            joined_at: at(room.messages[0]!.minutesAgo + 1),
          })),
        )
        .execute();
    }
  });
}
