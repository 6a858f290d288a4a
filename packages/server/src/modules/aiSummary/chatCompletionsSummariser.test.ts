import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chatCompletionsSummariser, type ChatCompletionsConfig } from './chatCompletionsSummariser.js';
import { loopbackOutboundClient } from '../../../test/loopbackOutbound.js';

const outbound = loopbackOutboundClient();
import { SummariserError, type SummaryInput } from './Summariser.js';

interface Seen {
  readonly url: string;
  readonly headers: IncomingMessage['headers'];
  readonly body: { model?: string; messages: { role: string; content: string }[] };
}

/** What the service answers next, and every request it was sent. */
let answer: (response: ServerResponse) => void;
const seen: Seen[] = [];
let server: Server;
let baseUrl: string;

beforeAll(async () => {
  server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      seen.push({ url: request.url ?? '', headers: request.headers, body: JSON.parse(body) as Seen['body'] });
      answer(response);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

function json(status: number, body: unknown, headers: Record<string, string> = {}) {
  return (response: ServerResponse) => {
    response.writeHead(status, { 'content-type': 'application/json', ...headers });
    response.end(JSON.stringify(body));
  };
}

/** A chat completion as the documented API answers it. */
function completion(content: string | null, finishReason: string) {
  return json(200, {
    id: 'chatcmpl-1',
    object: 'chat.completion',
    created: 1_700_000_000,
    model: 'gpt-4o-mini',
    choices: [{ index: 0, message: { role: 'assistant', content }, finish_reason: finishReason }],
    usage: { prompt_tokens: 120, completion_tokens: 40, total_tokens: 160 },
  });
}

const input: SummaryInput = {
  oneWord: 'お気軽にどうぞ',
  jobDescription: '法人営業部でクラウド導入支援を担当しています。',
  tags: ['Salesforce'],
  histories: ['2021年 チームの立ち上げ'],
  thanks: ['資料、分かりやすかったです！'],
  promptType: 'STANDARD',
};

const openAi = (overrides: Partial<ChatCompletionsConfig> = {}) =>
  chatCompletionsSummariser(
    {
      baseUrl: `${baseUrl}/v1`,
      apiKey: 'sk-test',
      model: 'gpt-4o-mini',
      timeoutMs: 2000,
      ...overrides,
    },
    outbound,
  );

describe('the chat-completions adapter', () => {
  it('sends the profile and thanks to an OpenAI-compatible service and keeps its summary', async () => {
    answer = completion('  クラウド導入支援を担う法人営業担当です。  ', 'stop');
    const summariser = openAi();
    expect(await summariser.summarise(input)).toEqual({
      state: 'SUCCESS',
      summary: 'クラウド導入支援を担う法人営業担当です。',
    });
    expect(summariser).toMatchObject({ kind: 'GENERATIVE', model: 'gpt-4o-mini' });
    const request = seen.at(-1)!;
    expect(request.url).toBe('/v1/chat/completions');
    expect(request.headers.authorization).toBe('Bearer sk-test');
    expect(request.body.model).toBe('gpt-4o-mini');
    expect(request.body.messages.map((m) => m.role)).toEqual(['system', 'user']);
    expect(request.body.messages[1]!.content).toContain('クラウド導入支援');
    expect(request.body.messages[1]!.content).toContain('資料、分かりやすかったです！');
  });

  it('speaks Azure OpenAI with a deployment, an api-version and an api-key header', async () => {
    answer = completion('要約です。', 'stop');
    await openAi({ baseUrl: `${baseUrl}/`, model: 'summary-gpt4o', apiVersion: '2024-10-21' }).summarise(
      input,
    );
    const request = seen.at(-1)!;
    expect(request.url).toBe('/openai/deployments/summary-gpt4o/chat/completions?api-version=2024-10-21');
    expect(request.headers['api-key']).toBe('sk-test');
    expect(request.headers.authorization).toBeUndefined();
  });

  it('keeps what was written as INCOMPLETE when the answer ran out of tokens', async () => {
    answer = completion('クラウド導入支援を担う法人営業', 'length');
    expect(await openAi().summarise(input)).toEqual({
      state: 'INCOMPLETE',
      summary: 'クラウド導入支援を担う法人営業',
    });
  });

  it('is FILTERED when the content filter stopped the answer', async () => {
    answer = completion(null, 'content_filter');
    expect(await openAi().summarise(input)).toEqual({ state: 'FILTERED', summary: null });
  });

  it('is FILTERED when Azure refuses the prompt with its content_filter error', async () => {
    answer = json(400, {
      error: {
        message:
          "The response was filtered due to the prompt triggering Azure OpenAI's content management policy.",
        type: null,
        param: 'prompt',
        code: 'content_filter',
        status: 400,
        innererror: {
          code: 'ResponsibleAIPolicyViolation',
          content_filter_result: { hate: { filtered: true, severity: 'high' } },
        },
      },
    });
    expect(await openAi({ apiVersion: '2024-10-21' }).summarise(input)).toEqual({
      state: 'FILTERED',
      summary: null,
    });
  });

  it('gives up after the timeout, to be tried again', async () => {
    answer = () => undefined;
    const error = await openAi({ timeoutMs: 200 })
      .summarise(input)
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(SummariserError);
    expect(error).toMatchObject({ permanent: false, message: 'no answer within 200 ms' });
  });

  it('waits as long as a 429 asks before trying again', async () => {
    answer = json(429, { error: { code: '429', message: 'Rate limit reached' } }, { 'retry-after': '20' });
    const error = await openAi()
      .summarise(input)
      .catch((e: unknown) => e);
    expect(error).toMatchObject({ name: 'SummariserError', permanent: false, retryAfterMs: 20_000 });
  });

  it('does not try again with a key the service refuses', async () => {
    answer = json(401, { error: { code: 'invalid_api_key', message: 'Incorrect API key provided' } });
    const error = await openAi()
      .summarise(input)
      .catch((e: unknown) => e);
    expect(error).toMatchObject({ permanent: true, message: expect.stringContaining('invalid_api_key') });
  });
});
