import type { contract, FaceImage } from '@kizuna/api-client/contract';
import type { AreaHandlers } from '../../http/Handler.js';
import { RequestError } from '../../http/KizunaError.js';
import { canEditPerson } from '../internalContacts/index.js';
import { prepareImages, readImageUpload } from './faceImageContent.js';
import { createDatabaseFaceImageStore, isPersonOfTenant } from './FaceImageStore.js';
import { FaceImagesError } from './FaceImagesError.js';

export function faceImagePaths(userId: number) {
  return {
    thumbnailPath: `/front/faceImage/thumbnail/${userId}`,
    originalPath: `/front/faceImage/${userId}`,
  };
}

export const faceImagesHandlers: AreaHandlers<typeof contract.faceImages> = {
  async upload({ principal, deps, input }): Promise<FaceImage> {
    const { userId } = input.params;
    const person = await isPersonOfTenant(deps.db, principal.tenant.id, userId);
    if (!person) throw new FaceImagesError('CONTACT_NOT_FOUND', `no user ${userId} in the tenant`);
    if (!canEditPerson(principal, userId)) {
      throw new FaceImagesError(
        'EDIT_NOT_ALLOWED',
        'only the person or a user admin may change a face image',
      );
    }
    const { bytes, fieldErrors } = await readImageUpload(input.body.file);
    const prepared = bytes ? await prepareImages(bytes) : null;
    if (!prepared) {
      throw new RequestError('VALIDATION_FAILED', 'the file is not a usable GIF, JPEG or PNG image', {
        fieldErrors: fieldErrors.length > 0 ? fieldErrors : [{ path: 'body.file', key: 'imageType' }],
      });
    }
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
};
