import { OutboundError, type OutboundClient, type OutboundResponse } from '../../outbound/index.js';
import {
  sentencesFor,
  SummariserError,
  type Summariser,
  type SummaryInput,
  type SummaryOutcome,
} from './Summariser.js';

/** An OpenAI-compatible chat-completions service (`KIZUNA_AI_SUMMARY_*`). */
export interface ChatCompletionsConfig {
  /**
   * OpenAI and compatible services: the API base, e.g. `https://api.openai.com/v1`. Azure OpenAI:
   * the resource, e.g. `https://example.openai.azure.com` (with `apiVersion`).
   */
  readonly baseUrl: string;
  readonly apiKey: string;
  /** The model; on Azure, the deployment's name. */
  readonly model: string;
  /** Azure OpenAI's `api-version` (e.g. `2024-10-21`); its presence selects Azure's URL and header. */
  readonly apiVersion?: string | null;
  /** How long one request may take before it is given up and tried again later. */
  readonly timeoutMs: number;
}

/** The longest answer asked for; an answer cut here ends in finish_reason `length` (INCOMPLETE). */
const MAX_TOKENS = 400;
/** 400 tokens of summary in a JSON answer: kilobytes. */
const MAX_ANSWER_BYTES = 1024 * 1024;

function endpointOf(config: ChatCompletionsConfig): { url: string; headers: Record<string, string> } {
  const base = config.baseUrl.replace(/\/+$/, '');
  if (config.apiVersion) {
    const deployment = encodeURIComponent(config.model);
    const version = encodeURIComponent(config.apiVersion);
    return {
      url: `${base}/openai/deployments/${deployment}/chat/completions?api-version=${version}`,
      headers: { 'api-key': config.apiKey },
    };
  }
  return { url: `${base}/chat/completions`, headers: { authorization: `Bearer ${config.apiKey}` } };
}

function promptOf(input: SummaryInput): { system: string; user: string } {
  const sentences = sentencesFor(input.promptType);
  const system = [
    'あなたは社内ディレクトリの編集者です。社員のプロフィールと、同僚から届いた感謝のメッセージをもとに、',
    `その人の仕事と強みを日本語で${sentences}文以内に要約してください。`,
    '書かれていない事実を加えず、個人的な評価や推測は書かないでください。',
  ].join('');
  const section = (title: string, lines: readonly (string | null)[]) => {
    const present = lines.filter((line): line is string => !!line);
    return present.length ? `## ${title}\n${present.map((line) => `- ${line}`).join('\n')}` : null;
  };
  const user = [
    section('ひとこと', [input.oneWord]),
    section('業務内容', [input.jobDescription]),
    section('スキル・資格', input.tags),
    section('経歴・実績', input.histories),
    section('受け取った感謝', input.thanks),
  ]
    .filter(Boolean)
    .join('\n\n');
  return { system, user };
}

interface ChatCompletion {
  choices?: { finish_reason?: string | null; message?: { content?: string | null } }[];
}

interface ErrorBody {
  error?: { code?: string | null; message?: string | null; innererror?: { code?: string | null } };
}

function retryAfterMs(response: OutboundResponse): number | null {
  const value = response.headers.get('retry-after');
  if (value === null) return null;
  const seconds = Number(value);
  if (Number.isFinite(seconds)) return Math.max(0, seconds * 1000);
  const at = Date.parse(value);
  return Number.isNaN(at) ? null : Math.max(0, at - Date.now());
}

/** Azure answers a prompt its filter refuses with 400 and `error.code` `content_filter`. */
function isContentFilterError(body: ErrorBody | null): boolean {
  const code = body?.error?.code;
  return code === 'content_filter' || body?.error?.innererror?.code === 'ResponsibleAIPolicyViolation';
}

function jsonOrNull<T>(response: OutboundResponse): T | null {
  try {
    return JSON.parse(response.text()) as T;
  } catch {
    return null;
  }
}

/**
 * The vendor adapter: one chat-completions request per summary. finish_reason `stop` is SUCCESS,
 * `length` INCOMPLETE (the part written is kept), `content_filter` (or Azure's 400
 * `content_filter` error) FILTERED. A timeout, a 429 and a 5xx are tried again later; other
 * refusals (a wrong key, a missing deployment) are permanent.
 */
export function chatCompletionsSummariser(
  config: ChatCompletionsConfig,
  outbound: OutboundClient,
): Summariser {
  const { url, headers } = endpointOf(config);
  return {
    kind: 'GENERATIVE',
    model: config.model,
    async summarise(input): Promise<SummaryOutcome> {
      const { system, user } = promptOf(input);
      let response: OutboundResponse;
      try {
        response = await outbound.request(url, {
          method: 'POST',
          headers: { ...headers, 'content-type': 'application/json' },
          body: JSON.stringify({
            ...(config.apiVersion ? {} : { model: config.model }),
            messages: [
              { role: 'system', content: system },
              { role: 'user', content: user },
            ],
            max_tokens: MAX_TOKENS,
            temperature: 0.2,
          }),
          timeoutMs: config.timeoutMs,
          maxBytes: MAX_ANSWER_BYTES,
        });
      } catch (error) {
        const timedOut = error instanceof OutboundError && error.timedOut;
        throw new SummariserError(
          timedOut ? `no answer within ${config.timeoutMs} ms` : `request failed: ${String(error)}`,
          false,
          null,
          { cause: error },
        );
      }
      if (response.status < 200 || response.status > 299) {
        const body = jsonOrNull<ErrorBody>(response);
        if (response.status === 400 && isContentFilterError(body))
          return { state: 'FILTERED', summary: null };
        const message = `${response.status} ${body?.error?.code ?? ''} ${body?.error?.message ?? ''}`.trim();
        const transient = response.status === 408 || response.status === 429 || response.status >= 500;
        throw new SummariserError(message, !transient, transient ? retryAfterMs(response) : null);
      }
      const body = jsonOrNull<ChatCompletion>(response);
      const choice = body?.choices?.[0];
      const content = choice?.message?.content?.trim() ?? '';
      switch (choice?.finish_reason) {
        case 'content_filter':
          return { state: 'FILTERED', summary: null };
        case 'length':
          return { state: 'INCOMPLETE', summary: content };
        default:
          if (!content) throw new SummariserError('the answer has no summary', false);
          return { state: 'SUCCESS', summary: content };
      }
    },
  };
}
