import { createMessageFormatter, useMessageFormatter } from '@kizuna/ui';
import type { MessageFormatter, MessageValues } from '@kizuna/ui';

/** English strings of the call panel; the key set every locale must meet. */
export const callPanelEn = {
  title: 'Phone',
  line: 'Line {extension}',
  noLine: 'No phone line',
  'state.DISCONNECTED': 'Disconnected',
  'state.IDLE': 'Idle',
  'state.RINGING': 'Ringing',
  'state.CALLING': 'Calling',
  'state.TALKING': 'Talking',
  'state.HELD': 'On hold',
  'state.INCOMING': 'Incoming',
  'state.ON_CALL': 'On call',
  'state.ON_HOLD': 'On hold',
  stateLabel: 'Line state: {state}',
  incomingFrom: 'Call from {caller}',
  withParty: 'With {party}',
  number: 'Number',
  dialPad: 'Dial pad',
  key: 'Key {key}',
  backspace: 'Delete last character',
  call: 'Call',
  answer: 'Answer',
  hold: 'Hold',
  resume: 'Resume',
  end: 'End call',
  decline: 'Decline',
  transfer: 'Transfer',
  conference: 'Conference',
  complete: 'Complete',
  pickup: 'Pick up',
  live: 'Live',
  polling: 'Updates every {seconds} s',
  invalidNumber: 'Use digits, * and # (a leading +; hyphens, spaces and brackets are ignored).',
  emptyNumber: 'Enter a number first.',
  retryLater: '{code}: the phone system is busy. Please try again later.',
  contactAdmin: '{code}: the phone system refused. Please contact your administrator.',
  signInRequired: 'Sign in to Kizuna to use your phone.',
} as const;

export type CallPanelMessageKey = keyof typeof callPanelEn;

export const callPanelJa: Record<CallPanelMessageKey, string> = {
  title: '電話',
  line: '内線 {extension}',
  noLine: '電話回線がありません',
  'state.DISCONNECTED': '未接続',
  'state.IDLE': '待機中',
  'state.RINGING': '着信中',
  'state.CALLING': '呼出中',
  'state.TALKING': '通話中',
  'state.HELD': '保留中',
  'state.INCOMING': '着信中',
  'state.ON_CALL': '通話中',
  'state.ON_HOLD': '保留中',
  stateLabel: '回線の状態: {state}',
  incomingFrom: '{caller} からの着信',
  withParty: '相手: {party}',
  number: '電話番号',
  dialPad: 'ダイヤルパッド',
  key: 'キー {key}',
  backspace: '最後の1文字を削除',
  call: '発信',
  answer: '応答',
  hold: '保留',
  resume: '保留解除',
  end: '終話',
  decline: '拒否',
  transfer: '転送',
  conference: '会議',
  complete: '完了',
  pickup: 'ピックアップ',
  live: 'リアルタイム',
  polling: '{seconds} 秒ごとに更新',
  invalidNumber: '数字、* と # を使ってください（先頭に + も可。ハイフン・空白・括弧は無視されます）。',
  emptyNumber: '先に電話番号を入力してください。',
  retryLater: '{code}: 電話システムが混み合っています。しばらくしてから再度お試しください。',
  contactAdmin: '{code}: 電話システムで処理できませんでした。管理者にお問い合わせください。',
  signInRequired: '電話を使うには Kizuna にサインインしてください。',
};

const formatCallPanelMessage: MessageFormatter<CallPanelMessageKey> = createMessageFormatter({
  en: callPanelEn,
  ja: callPanelJa,
});

export function useCallPanelMessages(): (key: CallPanelMessageKey, values?: MessageValues) => string {
  return useMessageFormatter(formatCallPanelMessage);
}
