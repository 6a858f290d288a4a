import type { Principal } from '../principal/index.js';
import { CallSettingsError } from './CallSettingsError.js';

/** Call settings belong to a line: a user without an extension has none to set (001 §6). */
export function requireExtension(principal: Principal): string {
  const extension = principal.user.extension_num;
  if (!extension) throw new CallSettingsError('EXTENSION_REQUIRED', 'the user has no extension');
  return extension;
}
