import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { statusOf } from '../api/apiErrors';

function retryAfterMsOf(error: unknown): number | undefined {
  const value: unknown =
    error && typeof error === 'object' ? (error as { retryAfterMs?: unknown }).retryAfterMs : undefined;
  return typeof value === 'number' && Number.isFinite(value) && value > 0 ? value : undefined;
}

/**
 * The sentence for a call the server refused because too many were made (429 with `Retry-After`):
 * how long to wait, in whole minutes. Undefined for any other failure.
 */
export function useRateLimitedText(): (error: unknown) => string | undefined {
  const { t } = useTranslation();
  return useCallback(
    (error: unknown) => {
      if (statusOf(error) !== 429) return undefined;
      const waitMs = retryAfterMsOf(error);
      if (waitMs === undefined) return t('security22.rateLimited');
      return t('security22.rateLimitedFor', { count: Math.max(1, Math.ceil(waitMs / 60_000)) });
    },
    [t],
  );
}
