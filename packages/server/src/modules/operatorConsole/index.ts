export {
  createOperator,
  OPERATOR_PASSWORD_MIN_LENGTH,
  purgeIdleOperatorSessions,
  TOTP_ISSUER,
  type CreatedOperator,
} from './operatorAccounts.js';
export { runOperatorCommand } from './operatorCommand.js';
export { registerOperatorConsoleRoutes } from './operatorConsoleRoutes.js';
export type { OperatorConsoleTables } from './operatorTables.js';
