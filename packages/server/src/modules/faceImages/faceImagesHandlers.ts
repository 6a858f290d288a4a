import type { contract, FaceImage, FieldError } from '@kizuna/api-client/contract';
import type { Db } from '../../db/createDatabase.js';
import type { AreaHandlers } from '../../http/Handler.js';
import { RequestError } from '../../http/KizunaError.js';
import { canEditPerson } from '../internalContacts/index.js';
import type { Principal } from '../principal/index.js';
import { cropFits, prepareImages, readImageUpload, type FaceCrop } from './faceImageContent.js';
import { createDatabaseFaceImageStore, faceImageUpdatedAt, isPersonOfTenant } from './FaceImageStore.js';
import { FaceImagesError } from './FaceImagesError.js';

export function faceImagePaths(userId: number) {
  return {
    thumbnailPath: `/front/faceImage/thumbnail/${userId}`,
    originalPath: `/front/faceImage/${userId}`,
  };
}

/** A person of the tenant whose face the principal may change; 404 or 403 otherwise. */
async function editablePerson(db: Db, principal: Principal, userId: number): Promise<void> {
  const person = await isPersonOfTenant(db, principal.tenant.id, userId);
  if (!person) throw new FaceImagesError('CONTACT_NOT_FOUND', `no user ${userId} in the tenant`);
  if (!(await canEditPerson(db, principal, userId))) {
    throw new FaceImagesError('EDIT_NOT_ALLOWED', 'only the person or a user admin may change a face image');
  }
}

/** The square asked for, when all three of its fields were given. */
function cropOf(body: { cropLeft?: number; cropTop?: number; cropSize?: number }): FaceCrop | undefined {
  const { cropLeft, cropTop, cropSize } = body;
  if (cropLeft === undefined || cropTop === undefined || cropSize === undefined) return undefined;
  return { left: cropLeft, top: cropTop, size: cropSize };
}

function refuse(fieldErrors: FieldError[]): never {
  throw new RequestError('VALIDATION_FAILED', 'the file is not a usable GIF, JPEG or PNG image', {
    fieldErrors,
  });
}

export const faceImagesHandlers: AreaHandlers<typeof contract.faceImages> = {
  async show({ principal, deps, input }): Promise<FaceImage> {
    const { userId } = input.params;
    await editablePerson(deps.db, principal, userId);
    const updatedAt = await faceImageUpdatedAt(deps.db, principal.tenant.id, userId);
    return {
      userId,
      hasFaceImage: updatedAt !== null,
      updatedAt: updatedAt?.toISOString() ?? null,
      ...faceImagePaths(userId),
    };
  },

  async upload({ principal, deps, input }): Promise<FaceImage> {
    const { userId } = input.params;
    await editablePerson(deps.db, principal, userId);
    const { bytes, fieldErrors } = await readImageUpload(input.body.file);
    if (!bytes) refuse(fieldErrors);
    const crop = cropOf(input.body);
    if (crop && !(await cropFits(bytes, crop))) refuse([{ path: 'body.cropSize', key: 'invalid' }]);
    const prepared = await prepareImages(bytes, crop);
    if (!prepared) refuse([{ path: 'body.file', key: 'imageType' }]);
    const at = deps.clock();
    await createDatabaseFaceImageStore(deps.db).put(
      principal.tenant.id,
      userId,
      prepared.original,
      prepared.thumbnail,
      at,
    );
    return { userId, hasFaceImage: true, updatedAt: at.toISOString(), ...faceImagePaths(userId) };
  },

  async remove({ principal, deps, input }): Promise<FaceImage> {
    const { userId } = input.params;
    await editablePerson(deps.db, principal, userId);
    await createDatabaseFaceImageStore(deps.db).remove(principal.tenant.id, userId);
    return { userId, hasFaceImage: false, updatedAt: null, ...faceImagePaths(userId) };
  },
};
