import type { GroupCompany } from '@kizuna/api-client/contract';
import type { LoaderFunctionArgs } from 'react-router';
import { PageNotFoundError } from '../../errors/PageNotFoundError';
import type { PageRequirements, ShellLoaders } from '../session';

/**
 * `/groupCompanies/{groupTenantId}/users`: the page checks, then the linked tenant's name; a tenant
 * that is not linked with the user's (or does not exist) is the 404 page.
 */
export function createGroupCompanyLoader(loaders: ShellLoaders, requirements: PageRequirements) {
  const check = loaders.pageLoader(requirements);
  return async (args: LoaderFunctionArgs): Promise<GroupCompany> => {
    await check(args);
    try {
      return await loaders.client.groupCompanies.orgName({
        params: { groupTenantId: Number(args.params.groupTenantId) },
      });
    } catch {
      throw new PageNotFoundError();
    }
  };
}
