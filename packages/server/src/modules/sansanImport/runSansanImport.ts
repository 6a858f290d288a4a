import {
  ExternalContactFieldsSchema,
  type SansanFailure,
  type SansanRefusalReason,
} from '@kizuna/api-client/contract';
import { normalizeForSearch } from '@kizuna/api-client/search';
import * as v from 'valibot';
import type { ServerConfig } from '../../config.js';
import type { Db } from '../../db/createDatabase.js';
import { selectTenantRows } from '../../db/tenantRows.js';
import type { OutboundClient } from '../../outbound/index.js';
import { recordAdminAction } from '../actionLog/index.js';
import { prepareBizcard, replaceCardImage } from '../businessCards/index.js';
import {
  insertExternalContacts,
  updateExternalContact,
  type ExternalContactInput,
} from '../externalContacts/index.js';
import {
  fetchSansanCardImage,
  SansanFailureError,
  searchSansanCards,
  type SansanCard,
  type SansanConnection,
} from './sansanApi.js';
import { loadSansanConnection, loadSansanSettings } from './sansanImportSettings.js';

/** Who the action log says made the changes of an import. */
export const SANSAN_ACTOR_LABEL = 'Sansan';

export interface SansanRunDeps {
  readonly db: Db;
  readonly config: ServerConfig;
  readonly outbound: OutboundClient;
  readonly clock: () => Date;
  readonly sleep?: (ms: number) => Promise<void>;
}

export interface SansanRunCounts {
  added: number;
  updated: number;
  skipped: number;
  refused: number;
}

export type SansanRunOutcome =
  | { readonly counts: SansanRunCounts; readonly importedUpTo: Date }
  | { readonly counts: SansanRunCounts; readonly failure: SansanFailure };

/** The fields a card gives a contact; the contact's others (memo, second e-mail…) stay as they are. */
const MAPPED_FIELDS = [
  'fullname',
  'fullnameKana',
  'companyName',
  'companyNameKana',
  'companyZipcode',
  'companyAddress1',
  'companyAddress2',
  'companyUrl',
  'companyPhoneNum',
  'divisionName',
  'position',
  'phoneNum',
  'mobileNum',
  'faxNum',
  'email1',
] as const;
type MappedField = (typeof MAPPED_FIELDS)[number];

const join = (...parts: string[]) => parts.filter(Boolean).join(' ');

/** The contact fields of a card (Sansan's names → Kizuna's). */
export function contactFieldsOf(card: SansanCard): Record<MappedField, string> {
  return {
    fullname: join(card.lastName, card.firstName),
    fullnameKana: join(card.lastNameReading, card.firstNameReading),
    companyName: card.companyName,
    companyNameKana: card.companyNameReading,
    companyZipcode: card.postalCode,
    companyAddress1: card.address,
    companyAddress2: card.building,
    companyUrl: card.url,
    companyPhoneNum: card.secondTel,
    divisionName: card.departmentName,
    position: card.title,
    phoneNum: card.tel,
    mobileNum: card.mobile,
    faxNum: card.fax,
    email1: card.email,
  };
}

const COLUMN_OF: Record<string, string> = {};
for (const field of Object.keys(ExternalContactFieldsSchema.entries))
  COLUMN_OF[field] = field.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`);

type ContactRow = Record<string, unknown> & { id: number | string };

function inputOf(row: ContactRow): ExternalContactInput {
  const input: Record<string, unknown> = {};
  for (const [field, column] of Object.entries(COLUMN_OF)) input[field] = row[column];
  return input as unknown as ExternalContactInput;
}

const nameKey = (name: string) => normalizeForSearch(name).replace(/\s+/g, '');

/**
 * The contact a card is the same person as, in this order: the contact Sansan's `personId` was
 * imported into before (in any folder), else one in the folder with the card's e-mail (case
 * folded), else one in the folder with the same name and company (search-normalised, spaces
 * ignored).
 */
async function matchContact(
  db: Db,
  tenantId: number,
  folderId: number,
  card: SansanCard,
  fields: Record<MappedField, string>,
) {
  const personKey = card.personId ?? `card:${card.id}`;
  const link = await selectTenantRows(db, 'sansan_contact_links', tenantId)
    .select(['contact_id', 'card_updated_at'])
    .where('person_id', '=', personKey)
    .executeTakeFirst();
  const contacts = () => selectTenantRows(db, 'external_contacts', tenantId).selectAll();
  if (link) {
    const row = await contacts().where('id', '=', Number(link.contact_id)).executeTakeFirst();
    if (row) return { row: row as unknown as ContactRow, linkedAt: link.card_updated_at };
  }
  const email = fields.email1.toLowerCase();
  if (email) {
    const row = await contacts()
      .where('folder_id', '=', folderId)
      .where((eb) =>
        eb.or([eb(eb.fn('lower', ['email1']), '=', email), eb(eb.fn('lower', ['email2']), '=', email)]),
      )
      .orderBy('id')
      .executeTakeFirst();
    if (row) return { row: row as unknown as ContactRow, linkedAt: null };
  }
  if (fields.companyName) {
    const candidates = await contacts()
      .where('folder_id', '=', folderId)
      .where('company_name', '=', fields.companyName)
      .orderBy('id')
      .execute();
    const key = nameKey(fields.fullname);
    const row = candidates.find((candidate) => nameKey(candidate.fullname) === key);
    if (row) return { row: row as unknown as ContactRow, linkedAt: null };
  }
  return null;
}

type CardOutcome = 'added' | 'updated' | 'skipped' | { refused: SansanRefusalReason };

async function importCard(
  deps: SansanRunDeps,
  tenantId: number,
  folderId: number,
  card: SansanCard,
  runId: number,
): Promise<{ outcome: CardOutcome; contactId: number | null }> {
  const { db, clock } = deps;
  const fields = contactFieldsOf(card);
  if (!fields.fullname) return { outcome: { refused: 'NO_NAME' }, contactId: null };
  const match = await matchContact(db, tenantId, folderId, card, fields);
  if (match?.linkedAt && match.linkedAt.getTime() >= card.updatedTime.getTime())
    return { outcome: 'skipped', contactId: null };
  const before = match ? inputOf(match.row) : null;
  const merged = { ...(before ?? {}), ...fields };
  const checked = v.safeParse(ExternalContactFieldsSchema, merged);
  if (!checked.success) return { outcome: { refused: 'INVALID' }, contactId: null };
  const input: ExternalContactInput = checked.output;
  const changed = !before || MAPPED_FIELDS.some((field) => (before[field] ?? '') !== (input[field] ?? ''));
  const now = clock();
  const personKey = card.personId ?? `card:${card.id}`;
  const contactId = await db.transaction().execute(async (trx) => {
    let id: number;
    if (!match) {
      [id] = (await insertExternalContacts(trx, tenantId, { folderId }, [input], null)) as [number];
    } else {
      id = Number(match.row.id);
      if (changed) await updateExternalContact(trx, tenantId, id, input, null);
    }
    await trx
      .insertInto('sansan_contact_links')
      .values({
        tenant_id: tenantId,
        person_id: personKey,
        contact_id: id,
        card_id: card.id,
        card_updated_at: card.updatedTime,
      })
      .onConflict((oc) =>
        oc
          .columns(['tenant_id', 'person_id'])
          .doUpdateSet({ contact_id: id, card_id: card.id, card_updated_at: card.updatedTime }),
      )
      .execute();
    // A contact matched by e-mail or name may have been linked to another Sansan person before.
    await trx
      .deleteFrom('sansan_contact_links')
      .where('tenant_id', '=', tenantId)
      .where('contact_id', '=', id)
      .where('person_id', '<>', personKey)
      .execute();
    if (changed)
      await recordAdminAction(trx, {
        tenantId,
        actorUserId: null,
        actorLabel: SANSAN_ACTOR_LABEL,
        ip: '',
        at: now,
        action: match ? 'externalContact.update' : 'externalContact.create',
        target: `externalContact:${id}`,
        before: before ? pick(before) : null,
        after: { ...pick(input), folderId, sansanCardId: card.id, sansanImportRun: runId },
      });
    return id;
  });
  return { outcome: !match ? 'added' : changed ? 'updated' : 'skipped', contactId };
}

function pick(input: Partial<ExternalContactInput>): Record<string, unknown> {
  return Object.fromEntries(MAPPED_FIELDS.map((field) => [field, input[field] ?? '']));
}

/** Stores the card's image on the contact; false when Sansan's image is no image Kizuna reads. */
async function importImage(
  deps: SansanRunDeps,
  connection: SansanConnection,
  tenantId: number,
  contactId: number,
  card: SansanCard,
) {
  const bytes = await fetchSansanCardImage(connection, card.id, {
    outbound: deps.outbound,
    ...(deps.sleep ? { sleep: deps.sleep } : {}),
  });
  if (!bytes) return true;
  const prepared = await prepareBizcard(bytes);
  if (!prepared) return false;
  await replaceCardImage(deps.db, tenantId, contactId, {
    original: prepared.original,
    original_type: prepared.originalType,
    thumbnail: prepared.thumbnail,
    thumbnail_type: prepared.thumbnailType,
    updated_at: deps.clock(),
  });
  return true;
}

/**
 * One run of a tenant's import: the cards Sansan changed since the last good run (all of them the
 * first time), within the scope, into the folder. Counts are written as pages go; a run stopped
 * halfway is run again from the same point, and what it already imported is skipped as unchanged.
 */
export async function runSansanImport(
  deps: SansanRunDeps,
  tenantId: number,
  runId: number,
  onPage: (counts: SansanRunCounts) => Promise<void>,
): Promise<SansanRunOutcome> {
  const { db } = deps;
  const counts: SansanRunCounts = { added: 0, updated: 0, skipped: 0, refused: 0 };
  const settings = await loadSansanSettings(db, tenantId);
  const connection = await loadSansanConnection(db, deps.config, tenantId);
  if (!settings || !connection || settings.folderId === null) return { counts, failure: 'NOT_SET' };
  const folderId = settings.folderId;
  let ownerEmails: Set<string> | null = null;
  if (settings.scope === 'OWNERS') {
    const owners =
      settings.ownerUserIds.length === 0
        ? []
        : await selectTenantRows(db, 'users', tenantId)
            .select('email')
            .where('id', 'in', settings.ownerUserIds)
            .execute();
    ownerEmails = new Set(owners.map((owner) => (owner.email ?? '').toLowerCase()).filter(Boolean));
  }
  const updatedTo = deps.clock();
  const refuse = async (card: SansanCard, reason: SansanRefusalReason) => {
    await db
      .insertInto('sansan_import_refusals')
      .values({
        tenant_id: tenantId,
        run_id: runId,
        card_id: card.id,
        name: join(card.lastName, card.firstName),
        reason,
      })
      .execute();
  };
  try {
    const pages = searchSansanCards(
      connection,
      { updatedFrom: settings.importedUpTo, updatedTo, range: 'all' },
      { outbound: deps.outbound, ...(deps.sleep ? { sleep: deps.sleep } : {}) },
    );
    for await (const page of pages) {
      counts.skipped += page.skipped;
      for (const card of page.cards) {
        if (ownerEmails && !ownerEmails.has(card.ownerEmail.toLowerCase())) {
          counts.skipped += 1;
          continue;
        }
        const { outcome, contactId } = await importCard(deps, tenantId, folderId, card, runId);
        if (typeof outcome === 'object') {
          counts.refused += 1;
          await refuse(card, outcome.refused);
          continue;
        }
        counts[outcome] += 1;
        if (outcome !== 'skipped' && contactId !== null) {
          if (!(await importImage(deps, connection, tenantId, contactId, card)))
            await refuse(card, 'BAD_IMAGE');
        }
      }
      await onPage(counts);
    }
  } catch (error) {
    if (error instanceof SansanFailureError) return { counts, failure: error.reason };
    throw error;
  }
  return { counts, importedUpTo: updatedTo };
}
