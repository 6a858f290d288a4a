/** Chat clients a person's chat accounts may belong to, with the deep link that opens a chat. */
export const CHAT_CLIENTS: Readonly<
  Record<string, { clientName: string; browserSingleUriScheme: string; icon: string }>
> = {
  TEAMS: {
    clientName: 'Microsoft Teams',
    browserSingleUriScheme: 'msteams:/l/chat/0/0?users=',
    icon: 'teams',
  },
  SLACK: { clientName: 'Slack', browserSingleUriScheme: 'slack://user?team=&id=', icon: 'slack' },
  WEBEX: { clientName: 'Webex', browserSingleUriScheme: 'webexteams://im?email=', icon: 'webex' },
  LINE_WORKS: {
    clientName: 'LINE WORKS',
    browserSingleUriScheme: 'lineworks://message/send?to=',
    icon: 'lineworks',
  },
};
