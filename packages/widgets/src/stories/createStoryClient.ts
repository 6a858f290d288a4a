import { createKizunaClient } from '@kizuna/api-client';
import type {
  FloorMap,
  InternalContactItem,
  KizunaClient,
  PresenceStatus,
  ThanksCard,
  ThanksStamp,
} from '@kizuna/api-client';

/** How the fake server answers; for stories only (tests use the real server). */
export interface FakeServerFixtures {
  /** People the free-word search looks through (by name, kana and romaji, case-insensitive). */
  people?: InternalContactItem[];
  /** Presence by user id; missing ids answer UNKNOWN. */
  presence?: Record<number, PresenceStatus>;
  /** Answer every call with this HTTP status instead (401 signed out, 500 failure). */
  failWith?: number;
  /** Never answer (loading states). */
  hang?: boolean;
  /** Delay before each answer, in ms. @default 150 */
  latencyMs?: number;
  /** Thanks cards of the feed, newest first. */
  thanksCards?: ThanksCard[];
  /** The tenant's stamps. */
  thanksStamps?: ThanksStamp[];
  /** The signed-in person's user id. @default 1 */
  myUserId?: number;
  /** Points the signed-in person may still send. @default 250 */
  sendablePoint?: number;
  /** The floor every floor map call answers, with its people. */
  floor?: FloorMap;
}

function json(status: number, body: unknown): Response {
  return new Response(body === null ? null : JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

/** A client whose fetch is a tiny in-memory server with fixtures. */
export function createStoryClient(fixtures: FakeServerFixtures = {}): KizunaClient {
  const { people = [], presence = {}, failWith, hang = false, latencyMs = 150 } = fixtures;
  const { thanksCards = [], thanksStamps = [], myUserId = 1, sendablePoint = 250 } = fixtures;

  async function fakeFetch(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
    if (hang) return new Promise<Response>(() => undefined);
    await new Promise((resolve) => setTimeout(resolve, latencyMs));
    const request = new Request(input, init);
    if (failWith)
      return json(failWith, { code: failWith === 401 ? 'UNAUTHORIZED' : 'INTERNAL', message: '' });
    const url = new URL(request.url);
    if (url.pathname.endsWith('/internalContacts/searchByFreeWord')) {
      const { freeWord } = (await request.json()) as { freeWord: string };
      const needle = freeWord.trim().toLowerCase();
      const items = people.filter((person) =>
        [person.fullname, person.fullnameKana, person.fullnameAlphabet].some((name) =>
          name.toLowerCase().replace(/\s/g, '').includes(needle.replace(/\s/g, '')),
        ),
      );
      return json(200, {
        items,
        totalCount: items.length,
        size: 30,
        offset: 0,
        page: 1,
        hasNext: false,
        hasPrevious: false,
      });
    }
    if (url.pathname.endsWith('/o365/status')) {
      const { userIds } = (await request.json()) as { userIds: number[] };
      return json(200, {
        items: userIds.map((userId) => {
          const status = presence[userId] ?? 'UNKNOWN';
          return { userId, status, cssClass: `presence-${status.toLowerCase()}` };
        }),
      });
    }
    const floorAnswer = answerFloor(url.pathname);
    if (floorAnswer) return floorAnswer;
    const thanks = await answerThanks(request, url.pathname);
    if (thanks) return thanks;
    return json(404, { code: 'NOT_FOUND', message: 'not in the story fixtures' });
  }

  function answerFloor(path: string): Response | null {
    const { floor } = fixtures;
    if (!floor) return null;
    if (/\/places\/floors\/\d+$/.test(path)) return json(200, floor);
    if (/\/places\/floors\/\d+\/clients$/.test(path))
      return json(200, {
        floorId: floor.floorId,
        clients: [],
        removedUserIds: [],
        cursor: floor.cursor,
        full: false,
        pollingTimeMs: floor.pollingTimeMs,
      });
    const seen = /\/places\/users\/(\d+)\/lastSeen$/.exec(path);
    if (seen) {
      const client = floor.clients.find((item) => item.userId === Number(seen[1]));
      return json(200, {
        userId: Number(seen[1]),
        location: client
          ? {
              floorId: floor.floorId,
              floorType: floor.floorType,
              floorName: floor.floorName,
              areaName: client.areaName,
              device: client.device,
              seenAt: client.seenAt,
            }
          : null,
      });
    }
    return null;
  }

  async function answerThanks(request: Request, path: string): Promise<Response | null> {
    const cardPath = /\/thanks\/cards\/(\d+)(\/likes)?$/.exec(path);
    if (path.endsWith('/principal/user/info'))
      return json(200, {
        userId: myUserId,
        contactId: myUserId,
        accountId: 'yamada.taro',
        fullname: '山田 太郎',
        fullnameKana: 'ヤマダ タロウ',
        userType: 'REGULAR_USER',
        extensionNum: '1001',
        divisionIds: [1],
        level: 0,
        adapterSettingsIds: { cucm: null, pbxApi: null },
        pbxApiOAuth2Status: 'NEVER',
        embedded: false,
      });
    if (path.endsWith('/principal/thanks/point/status'))
      return json(200, { receivedPoint: 40, sendablePoint });
    if (path.endsWith('/thanks/stamps')) return json(200, { stamps: thanksStamps });
    if (path.endsWith('/thanks/cards') && request.method === 'POST') {
      return json(200, { ...thanksCards[0], cardId: 999 });
    }
    if (path.endsWith('/thanks/cards')) {
      const items = thanksCards.slice(0, Number(new URL(request.url).searchParams.get('size') ?? 30));
      return json(200, {
        items,
        totalCount: items.length,
        size: 30,
        offset: 0,
        page: 1,
        hasNext: false,
        hasPrevious: false,
      });
    }
    const card = cardPath && thanksCards.find((item) => item.cardId === Number(cardPath[1]));
    if (cardPath && !card) return json(404, { code: 'THANKS_CARD_NOT_FOUND', message: '' });
    if (card && cardPath?.[2])
      return json(200, { cardId: card.cardId, likeCount: card.likeCount + 1, liked: true });
    if (card) return json(200, card);
    const reaction = /\/thanks\/cards\/(\d+)\/receivers\/(\d+)\/reaction$/.exec(path);
    const receiver = thanksCards
      .find((item) => item.cardId === Number(reaction?.[1]))
      ?.toUsers.find((to) => to.userId === Number(reaction?.[2]));
    if (receiver) return json(200, { ...receiver, ...((await request.json()) as object) });
    return null;
  }

  return createKizunaClient({ baseURL: 'https://kizuna.example', fetch: fakeFetch as typeof fetch });
}

function person(
  id: number,
  fullname: string,
  fullnameKana: string,
  fullnameAlphabet: string,
  divisions: string[],
  extensionNum: string | null,
  status?: PresenceStatus,
): InternalContactItem {
  return {
    contactId: id,
    userId: id,
    userType: 'REGULAR_USER',
    fullname,
    fullnameKana,
    fullnameAlphabet,
    position: null,
    post: null,
    accountId: fullnameAlphabet.toLowerCase().replace(' ', '.'),
    divisions: divisions
      .slice(0, 2)
      .map((divisionName, index) => ({ divisionId: 100 + index, divisionName })),
    moreDivisionsCount: Math.max(0, divisions.length - 2),
    editAuthorizable: false,
    gotalkAvailable: false,
    talkAvailable: true,
    tenantCucmAdapterSettingsId: null,
    pbxPartition: null,
    hasFaceImage: false,
    dynamicColumns: {
      PHONE: {
        extensionNum,
        officeLinkExtensionNum: null,
        companyMobileNum: null,
        personalMobileNum: null,
        phoneNum: null,
        mobileNum: null,
      },
      ...(status ? { PRESENCE: { status, cssClass: `presence-${status.toLowerCase()}` } } : {}),
    },
  };
}

/** People of the stories: kanji names with kana and romaji, concurrent posts, with and without presence. */
export const STORY_PEOPLE: InternalContactItem[] = [
  person(1, '山田 太郎', 'ヤマダ タロウ', 'Taro Yamada', ['営業部 第一課'], '1001', 'AVAILABLE'),
  person(
    2,
    '山田 花子',
    'ヤマダ ハナコ',
    'Hanako Yamada',
    ['人事部', '総務部', '広報室'],
    '1002',
    'IN_A_MEETING',
  ),
  person(3, '髙橋 一郎', 'タカハシ イチロウ', 'Ichiro Takahashi', ['開発部'], '2001', 'DO_NOT_DISTURB'),
  person(4, '山崎 美咲', 'ヤマザキ ミサキ', 'Misaki Yamazaki', ['開発部 品質保証課'], null),
  person(5, '渡邊 健', 'ワタナベ ケン', 'Ken Watanabe', ['経理部'], '3001', 'OFFWORK'),
];

export const STORY_PRESENCE: Record<number, PresenceStatus> = { 4: 'AWAY' };
