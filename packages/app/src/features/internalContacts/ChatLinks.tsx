import type { ChatLink } from '@kizuna/api-client/contract';
import { useTranslation } from 'react-i18next';

export interface ChatLinksProps {
  /** The person's chat accounts with their client's deep link. */
  chats: readonly ChatLink[];
  /** Whom the chat is with, for the links' accessible names. */
  name: string;
  /**
   * The tenant's chatLinkEnabled (collaboration settings): when off, the accounts are listed as
   * text with their client, without links that open the client.
   * @default true
   */
  linked?: boolean;
}

/** Deep link that opens a chat with the account in its client (the scheme ends where the id goes). */
export function chatHref(chat: ChatLink): string {
  return `${chat.browserSingleUriScheme}${encodeURIComponent(chat.chatAccountId)}`;
}

/** A person's chat accounts as links that open a chat in each client; nothing when there are none. */
export function ChatLinks({ chats, name, linked = true }: ChatLinksProps) {
  const { t } = useTranslation();
  if (chats.length === 0) return null;
  return (
    <ul className="kz-chat-links">
      {chats.map((chat) => (
        <li key={`${chat.clientName} ${chat.chatAccountId}`}>
          {linked ? (
            <a
              href={chatHref(chat)}
              aria-label={t('internalContacts.chat.linkLabel', { name, client: chat.clientName })}
              data-chat-client={chat.icon}
            >
              {chat.clientName}
            </a>
          ) : (
            t('internalContacts.chat.account', { client: chat.clientName, account: chat.chatAccountId })
          )}
        </li>
      ))}
    </ul>
  );
}
