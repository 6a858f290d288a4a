import type { KizunaClient } from '@kizuna/api-client';
import type { CommonFolderAdmin } from '@kizuna/api-client/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fieldRefusal, refusal } from '../../../test/refusal.js';
import { startTestServer, type TestServer } from '../../../test/startTestServer.js';

let server: TestServer;
let admin: KizunaClient;
let yamada: KizunaClient;
let trialAdmin: KizunaClient;

beforeAll(async () => {
  server = await startTestServer();
  [admin, yamada, trialAdmin] = await Promise.all([
    server.signIn('demoAdmin'),
    server.signIn('demoUser'),
    server.signIn('trialAdmin'),
  ]);
});
afterAll(async () => {
  await server?.close();
});

async function adminFolders(): Promise<CommonFolderAdmin[]> {
  return (await admin.contactFolders.commonAdminList()).items;
}

/** The trial tenant's common folders, as stored (its admin does not hold the role). */
async function trialFolders() {
  const trial = await server.db
    .selectFrom('tenants')
    .select('id')
    .where('code', '=', 'trial')
    .executeTakeFirstOrThrow();
  return server.db
    .selectFrom('contact_folders')
    .selectAll()
    .where('tenant_id', '=', trial.id)
    .where('folder_type', '=', 'COMMON')
    .orderBy('id')
    .execute();
}

async function logOf(folderId: number) {
  return server.db
    .selectFrom('admin_action_log')
    .select(['action', 'before', 'after', 'actor_user_id'])
    .where('target', '=', `commonContactFolder:${folderId}`)
    .orderBy('id')
    .execute();
}

function draft(folderName: string, access: { tenantPublic: boolean; usersCanEdit: boolean }) {
  return { folderName, folderDescription: '', sortScore: 50, ...access };
}

describe('the common-contact admin list', () => {
  it('lists every common folder with who reads it, who edits it, its contacts and its last change', async () => {
    const folders = await adminFolders();
    const names = folders.map((f) => f.folderName);
    expect(names).toEqual(expect.arrayContaining(['取引先', '協力会社', '役員専用']));
    expect(folders.find((f) => f.folderName === '役員専用')).toMatchObject({ tenantPublic: false });
    expect(folders.find((f) => f.folderName === '取引先')).toMatchObject({ usersCanEdit: true });
    expect(folders.find((f) => f.folderName === '取引先')!.contactCount).toBeGreaterThan(0);
    expect(Date.parse(folders[0]!.updatedAt)).not.toBeNaN();
  });

  it('is refused to a plain user, and shows another tenant none of these folders', async () => {
    expect(await refusal(yamada.contactFolders.commonAdminList())).toEqual({
      status: 403,
      code: 'FORBIDDEN',
    });
    expect(await refusal(trialAdmin.contactFolders.commonAdminList())).toMatchObject({ status: 403 });
    const theirs = await trialFolders();
    expect(theirs.length).toBeGreaterThan(0);
    const ours = (await adminFolders()).map((f) => f.folderId);
    expect(ours.some((id) => theirs.some((row) => row.id === id))).toBe(false);
  });
});

describe('managing common folders', () => {
  it('creates, renames, opens up and deletes a folder, each in the action log', async () => {
    const created = await admin.contactFolders.commonCreate({
      body: draft('監査法人', { tenantPublic: false, usersCanEdit: false }),
    });
    // Readable only by admins and the all-common-directory holders: yamada sees nothing of it.
    expect((await yamada.contactFolders.commonList()).items.map((f) => f.folderId)).not.toContain(
      created.folderId,
    );
    const params = { folderType: 'common' as const, folderId: created.folderId };
    expect(await refusal(yamada.externalContacts.search({ params, body: { page: 1 } }))).toMatchObject({
      status: 404,
    });

    await admin.contactFolders.commonUpdate({
      params: { folderId: created.folderId },
      body: draft('監査法人（外部）', { tenantPublic: true, usersCanEdit: false }),
    });
    const readOnly = (await yamada.contactFolders.commonList()).items.find(
      (f) => f.folderId === created.folderId,
    );
    expect(readOnly).toMatchObject({ folderName: '監査法人（外部）', editable: false });
    expect(
      await refusal(yamada.externalContacts.add({ params, body: { fullname: '監査 太郎' } })),
    ).toMatchObject({ status: 403, code: 'FOLDER_EDIT_NOT_ALLOWED' });

    await admin.contactFolders.commonUpdate({
      params: { folderId: created.folderId },
      body: draft('監査法人（外部）', { tenantPublic: true, usersCanEdit: true }),
    });
    await yamada.externalContacts.add({ params, body: { fullname: '監査 太郎' } });
    const listed = (await adminFolders()).find((f) => f.folderId === created.folderId);
    expect(listed).toMatchObject({ tenantPublic: true, usersCanEdit: true, contactCount: 1 });

    expect(await admin.contactFolders.commonDelete({ body: { folderIds: [created.folderId] } })).toEqual({
      deletedCount: 1,
    });
    expect((await adminFolders()).map((f) => f.folderId)).not.toContain(created.folderId);

    const log = await logOf(created.folderId);
    expect(log.map((entry) => entry.action)).toEqual([
      'commonContactFolder.create',
      'commonContactFolder.update',
      'commonContactFolder.update',
      'commonContactFolder.delete',
    ]);
    expect(log[1]).toMatchObject({
      before: expect.objectContaining({ folderName: '監査法人', tenantPublic: false }),
      after: expect.objectContaining({ folderName: '監査法人（外部）', tenantPublic: true }),
    });
    expect(log[3]).toMatchObject({ before: expect.objectContaining({ contactCount: 1 }), after: null });
    // The entry's target and time already say which folder and when.
    expect(Object.keys(log[1]!.after as object)).not.toContain('updatedAt');
  });

  it('refuses an empty, a too long or a taken name on its field, and changes nothing', async () => {
    const before = await adminFolders();
    const access = { tenantPublic: true, usersCanEdit: false };
    expect(await fieldRefusal(admin.contactFolders.commonCreate({ body: draft('   ', access) }))).toEqual({
      status: 400,
      fields: ['body.folderName:required'],
    });
    expect(
      await fieldRefusal(admin.contactFolders.commonCreate({ body: draft('あ'.repeat(101), access) })),
    ).toMatchObject({ status: 400, fields: [expect.stringMatching(/^body\.folderName:/)] });
    expect(await fieldRefusal(admin.contactFolders.commonCreate({ body: draft('取引先', access) }))).toEqual({
      status: 400,
      fields: ['body.folderName:duplicate'],
    });
    const partners = before.find((f) => f.folderName === '協力会社')!;
    expect(
      await fieldRefusal(
        admin.contactFolders.commonUpdate({
          params: { folderId: partners.folderId },
          body: draft('取引先', { tenantPublic: false, usersCanEdit: true }),
        }),
      ),
    ).toEqual({ status: 400, fields: ['body.folderName:duplicate'] });
    expect(await adminFolders()).toEqual(before);
    // Keeping its own name is no clash.
    const kept = await admin.contactFolders.commonUpdate({
      params: { folderId: partners.folderId },
      body: draft('協力会社', { tenantPublic: partners.tenantPublic, usersCanEdit: partners.usersCanEdit }),
    });
    expect(kept.folderName).toBe('協力会社');
  });

  it('reaches no folder of another tenant: not to change, not to delete', async () => {
    const [theirs] = await trialFolders();
    expect(theirs).toBeDefined();
    const access = { tenantPublic: true, usersCanEdit: true };
    expect(
      await refusal(
        admin.contactFolders.commonUpdate({ params: { folderId: theirs!.id }, body: draft('越境', access) }),
      ),
    ).toEqual({ status: 404, code: 'FOLDER_NOT_FOUND' });
    expect(await refusal(admin.contactFolders.commonDelete({ body: { folderIds: [theirs!.id] } }))).toEqual({
      status: 404,
      code: 'FOLDER_NOT_FOUND',
    });
    expect((await trialFolders()).find((f) => f.id === theirs!.id)).toEqual(theirs);
    expect(await logOf(theirs!.id)).toEqual([]);
  });
});
