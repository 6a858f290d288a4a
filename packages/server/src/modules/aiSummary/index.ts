export type { AiSummaryTables } from './aiSummaryTables.js';
export { aiSummaryEnabled, readAiSummary, requestAiSummary, saveSummaryHidden } from './aiSummaryStore.js';
export { startAiSummaryWorker, summarisePerson, type AiSummaryWorker } from './AiSummaryWorker.js';
export { chatCompletionsSummariser, type ChatCompletionsConfig } from './chatCompletionsSummariser.js';
export { extractiveSummariser } from './extractiveSummariser.js';
export type { Summariser } from './Summariser.js';
