import { THANKS_LIMITS } from '@kizuna/api-client/contract';
import type { FieldProblem } from '../../thanks';

/** The weekly point limit as typed: required, a whole number from 100 to 9999 (002 §5). */
export function pointLimitProblem(typed: string): FieldProblem | null {
  const text = typed.trim().normalize('NFKC');
  if (text === '') return { key: 'validation.required' };
  if (!/^\d+$/.test(text)) return { key: 'validation.integer' };
  const value = Number(text);
  if (value < THANKS_LIMITS.pointLimitMin)
    return { key: 'validation.min', values: { min: THANKS_LIMITS.pointLimitMin } };
  if (value > THANKS_LIMITS.pointLimitMax)
    return { key: 'validation.max', values: { max: THANKS_LIMITS.pointLimitMax } };
  return null;
}
