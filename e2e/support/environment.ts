/** Origin of the server that e2e/run.mjs started. */
export function baseURL(): string {
  const url = process.env.KIZUNA_E2E_BASE_URL;
  if (!url) throw new Error('KIZUNA_E2E_BASE_URL is not set; run the browser tests with `pnpm test:e2e`.');
  return url;
}

/** The demo accounts of the seed (README). */
export const DEMO_ACCOUNTS = {
  demoAdmin: { tenantCode: 'demo', accountId: 'admin', password: 'Kizuna-Admin1' },
  demoUser: { tenantCode: 'demo', accountId: 'yamada.taro', password: 'Kizuna-User1' },
  /** A colleague whose password e2e/run.mjs sets. */
  demoColleague: { tenantCode: 'demo', accountId: 'kobayashi.kaori', password: 'Kizuna-User3' },
  trialAdmin: { tenantCode: 'trial', accountId: 'admin', password: 'Kizuna-Admin1' },
  logisticsAdmin: { tenantCode: 'kizuna-logistics', accountId: 'admin', password: 'Kizuna-Admin1' },
} as const;

export type Account = { tenantCode: string; accountId: string; password: string };

/** The admin of a tenant created for this run, whose issued password must be changed. */
export function freshTenantAdmin(): Account {
  const tenantCode = process.env.KIZUNA_E2E_FRESH_TENANT;
  const password = process.env.KIZUNA_E2E_FRESH_PASSWORD;
  if (!tenantCode || !password)
    throw new Error('The fresh tenant is created by e2e/run.mjs; run `pnpm test:e2e`.');
  return { tenantCode, accountId: 'admin', password };
}

/** The tenant whose trial e2e/run.mjs ended: its administrator and a plain member. */
export function trialEndedAccounts(): { admin: Account; member: Account } {
  const tenantCode = process.env.KIZUNA_E2E_TRIAL_ENDED_TENANT;
  const password = process.env.KIZUNA_E2E_TRIAL_ENDED_PASSWORD;
  if (!tenantCode || !password)
    throw new Error('The trial-ended tenant is created by e2e/run.mjs; run `pnpm test:e2e`.');
  return {
    admin: { tenantCode, accountId: 'admin', password },
    member: { tenantCode, accountId: 'member', password },
  };
}

/** The operator of the console that e2e/run.mjs enrolled, with its TOTP secret (base32). */
export function consoleOperator(): { login: string; password: string; totpSecret: string } {
  const login = process.env.KIZUNA_E2E_OPERATOR_LOGIN;
  const password = process.env.KIZUNA_E2E_OPERATOR_PASSWORD;
  const totpSecret = process.env.KIZUNA_E2E_OPERATOR_TOTP_SECRET;
  if (!login || !password || !totpSecret)
    throw new Error('The console operator is enrolled by e2e/run.mjs; run `pnpm test:e2e`.');
  return { login, password, totpSecret };
}
