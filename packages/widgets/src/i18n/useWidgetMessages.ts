import { createMessageFormatter, useMessageFormatter } from '@kizuna/ui';
import type { MessageFormatter, MessageValues } from '@kizuna/ui';
import { widgetMessages } from './messages';
import type { WidgetMessageKey } from './messages';

/** Formats one widget message in `locale`, replacing `{name}` placeholders. */
export const formatWidgetMessage: MessageFormatter<WidgetMessageKey> = createMessageFormatter(widgetMessages);

/** A translate function for widget strings, bound to the react-aria locale. */
export function useWidgetMessages(): (key: WidgetMessageKey, values?: MessageValues) => string {
  return useMessageFormatter(formatWidgetMessage);
}
