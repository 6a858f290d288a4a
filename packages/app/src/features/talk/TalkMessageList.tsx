import { Fragment } from 'react';
import { Button, Skeleton } from '@kizuna/ui';
import { FileText, Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { FaceImage } from '../../shared/FaceImage';
import { useLanguage } from '../../i18n/useLanguage';
import { formatDisplayDate } from '../../shared/formatDisplayDate';
import { messageParts } from './messageParts';
import { formatFileSize, talkFileUrl } from './talkFiles';
import { formatTalkDay, talkTimeline } from './talkTimeline';
import type { TalkMessage } from './talkTypes';

export interface TalkMessageListProps {
  /** Oldest first. */
  messages: readonly TalkMessage[];
  /** Older messages exist: the list offers to show them. */
  hasOlder: boolean;
  isLoadingOlder?: boolean;
  onLoadOlder: () => void;
  /** Deletes one of one's own messages (after asking). */
  onDelete: (message: TalkMessage) => void;
  /** The room is read-only: nothing can be deleted. @default false */
  readOnly?: boolean;
  /** Names in the English UI: the romaji name where the data has one. @default false */
  romaji?: boolean;
}

const isoOf = (seconds: number) => new Date(seconds * 1000).toISOString();

function MessageBody({ message }: { message: TalkMessage }) {
  const { t } = useTranslation();
  if (message.removed) {
    return <p className="kz-talk-message__removed">{t('talk.message.removed')}</p>;
  }
  const file = message.fileData;
  if (message.messageType === 'IMAGE' && file) {
    return (
      <a
        href={talkFileUrl(message.talkRoomId, message.talkMessageId)}
        target="_blank"
        rel="noopener noreferrer"
        className="kz-talk-message__image"
      >
        <img
          src={talkFileUrl(message.talkRoomId, message.talkMessageId, true)}
          alt={t('talk.message.imageAlt', { name: file.fileName })}
          loading="lazy"
        />
      </a>
    );
  }
  if (message.messageType === 'OTHER_FILE' && file) {
    return (
      <a
        href={talkFileUrl(message.talkRoomId, message.talkMessageId)}
        download={file.fileName}
        className="kz-talk-message__file"
      >
        <FileText size={20} aria-hidden="true" />
        <span className="kz-talk-message__file-name">{file.fileName}</span>
        <span className="kz-talk-message__file-size">{formatFileSize(file.fileSize)}</span>
      </a>
    );
  }
  return (
    <p className="kz-talk-message__text">
      {messageParts(message.message).map((part, index) =>
        part.kind === 'link' ? (
          <a key={index} href={part.href} target="_blank" rel="noopener noreferrer">
            {part.text}
          </a>
        ) : (
          <Fragment key={index}>{part.text}</Fragment>
        ),
      )}
    </p>
  );
}

function MessageItem({
  message,
  continued,
  onDelete,
  canDelete,
  romaji,
}: {
  message: TalkMessage;
  /** Follows a message of the same sender: the name and face are not shown again. */
  continued: boolean;
  onDelete: (message: TalkMessage) => void;
  canDelete: boolean;
  romaji: boolean;
}) {
  const { t } = useTranslation();
  const name = (romaji && message.contact.fullNameAlphabet) || message.contact.fullName;
  const created = isoOf(message.createdAt);
  return (
    <li
      className="kz-talk-message"
      data-mine={message.myMessage || undefined}
      data-removed={message.removed || undefined}
      data-continued={continued || undefined}
      data-message-id={message.talkMessageId}
    >
      {!message.myMessage && (
        <span className="kz-talk-message__face">
          {!continued && <FaceImage src={message.contact.imagePath} alt="" size={32} />}
        </span>
      )}
      <div className="kz-talk-message__content">
        {!message.myMessage &&
          (continued ? (
            <span className="kz-VisuallyHidden">{name}</span>
          ) : (
            <p className="kz-talk-message__sender">{name}</p>
          ))}
        <div className="kz-talk-message__row">
          <div className="kz-talk-message__bubble">
            <MessageBody message={message} />
          </div>
          <div className="kz-talk-message__meta">
            {message.myMessage && !message.removed && message.readCount > 0 && (
              <span className="kz-talk-message__read">
                {t('talk.message.readCount', { count: message.readCount })}
              </span>
            )}
            <time dateTime={created} title={formatDisplayDate(created, 'dateTime')}>
              {formatDisplayDate(created, 'time')}
            </time>
          </div>
          {canDelete && message.myMessage && !message.removed && (
            <Button
              iconOnly
              size="small"
              variant="quiet"
              className="kz-talk-message__delete"
              aria-label={t('talk.message.delete')}
              onPress={() => onDelete(message)}
            >
              <Trash2 size={14} aria-hidden="true" />
            </Button>
          )}
        </div>
      </div>
    </li>
  );
}

/**
 * A room's messages, oldest first, under a separator for each day (「11月26日(木)」, "Thu, 26 Nov"):
 * others' on the left with face and name, shown once for a run of one sender's messages, one's own
 * on the right with how many have read them. Text is shown as text; only http(s) addresses become
 * links.
 */
export function TalkMessageList({
  messages,
  hasOlder,
  isLoadingOlder = false,
  onLoadOlder,
  onDelete,
  readOnly = false,
  romaji = false,
}: TalkMessageListProps) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  return (
    <div className="kz-talk-messages">
      {hasOlder && (
        <div className="kz-talk-messages__older">
          {isLoadingOlder ? (
            <div role="status" aria-busy="true">
              <span className="kz-VisuallyHidden">{t('talk.room.loadingOlder')}</span>
              <Skeleton width="12rem" />
            </div>
          ) : (
            <Button size="small" variant="quiet" onPress={onLoadOlder}>
              {t('talk.room.showOlder')}
            </Button>
          )}
        </div>
      )}
      <ol className="kz-talk-messages__list" aria-label={t('talk.room.messages')}>
        {talkTimeline(messages).map((entry) =>
          entry.kind === 'day' ? (
            <li key={`day-${entry.key}`} className="kz-talk-messages__day">
              <time dateTime={entry.key}>{formatTalkDay(entry.date, language)}</time>
            </li>
          ) : (
            <MessageItem
              key={entry.message.talkMessageId}
              message={entry.message}
              continued={entry.continued}
              onDelete={onDelete}
              canDelete={!readOnly}
              romaji={romaji}
            />
          ),
        )}
      </ol>
    </div>
  );
}
