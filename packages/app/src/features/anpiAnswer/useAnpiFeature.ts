import { selectPrincipal, usePrincipalStore } from '../session';

/** Whether the signed-in person's tenant runs safety checks (the tenant `ANPI` feature). */
export function useAnpiFeature(): boolean {
  const principal = usePrincipalStore(selectPrincipal);
  return principal?.tenantInfo.tenantFeatures.includes('ANPI') ?? false;
}
