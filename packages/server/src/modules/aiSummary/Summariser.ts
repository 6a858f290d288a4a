import type { AiSummaryKind } from '@kizuna/api-client/contract';

/** What a person's summary is made from: their own profile and the thanks they received. */
export interface SummaryInput {
  readonly oneWord: string | null;
  readonly jobDescription: string | null;
  /** Skills, tools and qualifications, in the person's order. */
  readonly tags: readonly string[];
  /** Career history and achievements, oldest first. */
  readonly histories: readonly string[];
  /** Messages of the thanks cards received, newest first. */
  readonly thanks: readonly string[];
  /** The tenant's `aiSummarySettings.promptType`: STANDARD, or BRIEF for one sentence. */
  readonly promptType: string;
}

/** The states a summariser can end in; NOT_ENOUGH, SKIPPED and UNPROCESSED are decided before it runs. */
export type SummaryOutcome =
  | { readonly state: 'SUCCESS' | 'INCOMPLETE'; readonly summary: string }
  | { readonly state: 'FILTERED'; readonly summary: null };

export interface Summariser {
  readonly kind: AiSummaryKind;
  /** The model or method, stored beside the summary. */
  readonly model: string;
  summarise(input: SummaryInput): Promise<SummaryOutcome>;
}

/**
 * A summary that could not be made now. `retryAfterMs` (from a 429's `Retry-After`) says when to
 * try again; a permanent failure (a refused key, a missing deployment) is not tried again.
 */
export class SummariserError extends Error {
  constructor(
    message: string,
    readonly permanent: boolean,
    readonly retryAfterMs: number | null = null,
    options?: ErrorOptions,
  ) {
    super(message, options);
    this.name = 'SummariserError';
  }
}

/** How many sentences a prompt type asks for. */
export function sentencesFor(promptType: string): number {
  return promptType === 'BRIEF' ? 1 : 3;
}
