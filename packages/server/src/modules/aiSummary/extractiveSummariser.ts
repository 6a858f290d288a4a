import { createRequire } from 'node:module';
import path from 'node:path';
import kuromoji from 'kuromoji';
import { sentencesFor, type Summariser, type SummaryInput, type SummaryOutcome } from './Summariser.js';

export type JapaneseTokenizer = kuromoji.Tokenizer<kuromoji.IpadicFeatures>;

/** The longest summary, in code points; sentences past it are left out, never cut. */
const MAX_SUMMARY_LENGTH = 300;
/** Shorter pieces ("以上。", a lone date) carry no meaning of their own. */
const MIN_SENTENCE_LENGTH = 6;
/** Words of a tag weigh this much more than a word seen once in the text. */
const TAG_WEIGHT = 2;

let tokenizer: Promise<JapaneseTokenizer> | null = null;

/**
 * Kuromoji with its IPADIC dictionary (about 18 MB compressed, a few seconds to build), loaded on
 * first use and kept for the life of the process. Only the summary worker, the demo seed and their
 * tests call this.
 */
export function loadJapaneseTokenizer(): Promise<JapaneseTokenizer> {
  tokenizer ??= new Promise<JapaneseTokenizer>((resolve, reject) => {
    const require = createRequire(import.meta.url);
    const dicPath = path.join(path.dirname(require.resolve('kuromoji/package.json')), 'dict');
    kuromoji.builder({ dicPath }).build((error, built) => (error ? reject(error) : resolve(built)));
  }).catch((error: unknown) => {
    tokenizer = null;
    throw error;
  });
  return tokenizer;
}

/** Nouns that start no key phrase: pronouns, numbers, "こと" and "ため" and the like, suffixes. */
const NOT_A_HEAD = new Set(['代名詞', '数', '非自立', '接尾', '副詞可能']);
/** Nouns that cannot continue one. */
const NOT_A_TAIL = new Set(['代名詞', '非自立', '副詞可能']);

/**
 * The key phrases of a text: runs of nouns (compound nouns such as 「クラウド導入支援」), each
 * starting with a content noun, two code points or longer. In the order they occur, repeats kept.
 */
export function keyPhrases(tokens: JapaneseTokenizer, text: string): string[] {
  const phrases: string[] = [];
  let current = '';
  const flush = () => {
    if ([...current].length >= 2) phrases.push(current);
    current = '';
  };
  for (const token of tokens.tokenize(text)) {
    const isNoun = token.pos === '名詞';
    if (isNoun && current === '' && !NOT_A_HEAD.has(token.pos_detail_1)) current = token.surface_form;
    else if (isNoun && current !== '' && !NOT_A_TAIL.has(token.pos_detail_1)) current += token.surface_form;
    else flush();
  }
  flush();
  return phrases;
}

const sentenceSegmenter = new Intl.Segmenter('ja', { granularity: 'sentence' });

/** The sentences of a text, by Unicode's sentence rules (「。」, 「！」, …) and line breaks. */
export function sentencesOf(text: string): string[] {
  return text
    .split(/\n+/)
    .flatMap((line) => [...sentenceSegmenter.segment(line)].map((part) => part.segment.trim()))
    .filter((sentence) => [...sentence].length >= MIN_SENTENCE_LENGTH);
}

/**
 * Picks the person's own sentences that carry the most of what their profile and their thanks are
 * about: every key phrase weighs as often as it occurs in the profile, the thanks received and
 * (twice) the tags; a sentence scores the weights of its distinct phrases, damped by its length so
 * that long sentences do not win by size. The chosen sentences keep the profile's order. Nothing is
 * written that the person did not write: the summary says so through its kind.
 */
export function extractiveSummary(tokens: JapaneseTokenizer, input: SummaryInput): string {
  const profileText = [input.jobDescription, input.oneWord, ...input.histories].filter(
    (text): text is string => !!text,
  );
  const weights = new Map<string, number>();
  const weigh = (phrase: string, by: number) => weights.set(phrase, (weights.get(phrase) ?? 0) + by);
  for (const text of [...profileText, ...input.thanks])
    for (const phrase of keyPhrases(tokens, text)) weigh(phrase, 1);
  for (const tag of input.tags) {
    weigh(tag, TAG_WEIGHT);
    for (const phrase of keyPhrases(tokens, tag)) weigh(phrase, TAG_WEIGHT);
  }

  const sentences = [...new Set(profileText.flatMap(sentencesOf))];
  const scored = sentences.map((sentence, order) => {
    const phrases = new Set(keyPhrases(tokens, sentence));
    for (const tag of input.tags) if (sentence.includes(tag)) phrases.add(tag);
    const weight = [...phrases].reduce((sum, phrase) => sum + (weights.get(phrase) ?? 0), 0);
    return { sentence, order, score: weight / Math.log2(2 + [...sentence].length) };
  });
  const chosen: typeof scored = [];
  let length = 0;
  for (const candidate of [...scored].sort((a, b) => b.score - a.score || a.order - b.order)) {
    if (chosen.length === sentencesFor(input.promptType)) break;
    const size = [...candidate.sentence].length;
    if (length + size > MAX_SUMMARY_LENGTH) continue;
    chosen.push(candidate);
    length += size;
  }
  return chosen
    .sort((a, b) => a.order - b.order)
    .map(({ sentence }) => (/[。．.!?！？]$/.test(sentence) ? sentence : `${sentence}。`))
    .join('');
}

/** The embedded summariser: no service, no model; the tokenizer loads on the first summary. */
export function extractiveSummariser(): Summariser {
  return {
    kind: 'EXTRACTIVE',
    model: 'kizuna-extractive-kuromoji',
    async summarise(input): Promise<SummaryOutcome> {
      const summary = extractiveSummary(await loadJapaneseTokenizer(), input);
      return { state: 'SUCCESS', summary };
    },
  };
}
