import type { ContactFolder, ExternalContactDetail, FolderTypeParam } from '@kizuna/api-client/contract';
import type { LoaderFunctionArgs } from 'react-router';
import { PageNotFoundError } from '../../errors/PageNotFoundError';
import type { PageRequirements, ShellLoaders } from '../session';

export interface ContactLoaderData {
  folderType: FolderTypeParam;
  detail: ExternalContactDetail;
}

export interface AddLoaderData {
  folderType: FolderTypeParam;
  folder: ContactFolder;
}

/**
 * Detail and edit pages: the page checks, then the contact; a contact that does not load (absent,
 * in a folder the user cannot reach, or read-only for the edit page) is the 404 page (000 §2.3).
 */
export function createContactLoader(
  loaders: ShellLoaders,
  requirements: PageRequirements,
  mode: 'detail' | 'edit',
) {
  const check = loaders.pageLoader(requirements);
  return async (args: LoaderFunctionArgs): Promise<ContactLoaderData> => {
    await check(args);
    const folderType = args.params.folderType as FolderTypeParam;
    const params = { folderType, contactId: Number(args.params.contactId) };
    try {
      const detail =
        mode === 'edit'
          ? await loaders.client.externalContacts.editForm({ params })
          : await loaders.client.externalContacts.detail({ params });
      return { folderType, detail };
    } catch {
      throw new PageNotFoundError();
    }
  };
}

/** The add page: the folder must be one the user can reach and edit, else the 404 page. */
export function createAddContactLoader(loaders: ShellLoaders, requirements: PageRequirements) {
  const check = loaders.pageLoader(requirements);
  return async (args: LoaderFunctionArgs): Promise<AddLoaderData> => {
    await check(args);
    const folderType = args.params.folderType as FolderTypeParam;
    const folderId = Number(args.params.folderId);
    try {
      const [{ accessible }, list] = await Promise.all([
        loaders.client.externalContacts.accessible({ params: { folderType, folderId } }),
        folderType === 'common'
          ? loaders.client.contactFolders.commonList()
          : loaders.client.contactFolders.personalList(),
      ]);
      const folder = list.items.find((item) => item.folderId === folderId);
      if (accessible && folder) return { folderType, folder };
    } catch {
      // Falls through to the 404 page.
    }
    throw new PageNotFoundError();
  };
}
