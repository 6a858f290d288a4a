import { useState } from 'react';
import { Checkbox, CheckboxGroup, FormDialog, TextField } from '@kizuna/ui';
import { useTranslation } from 'react-i18next';
import { THANKS_LIMITS, extractThanksHashtags } from '@kizuna/api-client/contract';
import type { ThanksStamp } from '@kizuna/api-client/contract';
import { MemberPicker } from '../talk';
import type { MemberCandidate, MemberPickerProps } from '../talk';
import { StampChip } from './stampLook';
import { pointOf, validateSendThanks } from './sendThanksForm';
import type { FieldProblem, SendThanksProblems } from './sendThanksForm';

/** What the dialog sends once the form is valid. */
export interface SendThanksRequest {
  toUserIds: number[];
  message: string;
  /** Points each receiver gets. */
  point: number;
  stampIds: number[];
}

export interface SendThanksDialogProps {
  search: MemberPickerProps['search'];
  /** The tenant's effective stamps. */
  stamps: readonly ThanksStamp[];
  /** Points one may still send this week. */
  sendablePoint: number;
  myUserId: number | undefined;
  /** Receivers chosen before the dialog opened (a person's filter). */
  initialReceivers?: readonly MemberCandidate[];
  /** Sends the card; answers the server's refusal by field, or null when it was sent. */
  onSend: (request: SendThanksRequest) => Promise<SendThanksProblems | null>;
  onClose: () => void;
}

/** The form of a new thanks card: receivers, message with hashtags, points and stamps. */
export function SendThanksDialog({
  search,
  stamps,
  sendablePoint,
  myUserId,
  initialReceivers = [],
  onSend,
  onClose,
}: SendThanksDialogProps) {
  const { t } = useTranslation();
  const [receivers, setReceivers] = useState(
    () => new Map(initialReceivers.map((candidate) => [candidate.contactId, candidate])),
  );
  const [message, setMessage] = useState('');
  const [point, setPoint] = useState('');
  const [stampIds, setStampIds] = useState<string[]>([]);
  const [problems, setProblems] = useState<SendThanksProblems>({});
  const [saving, setSaving] = useState(false);
  const say = (problem: FieldProblem | undefined) => (problem ? t(problem.key, problem.values) : undefined);
  const tags = extractThanksHashtags(message);
  const excluded = new Set(myUserId === undefined ? [] : [myUserId]);

  const submit = async () => {
    const draft = {
      receiverUserIds: [...receivers.values()].map((c) => c.userId),
      message,
      point,
      stampIds: stampIds.map(Number),
    };
    const found = validateSendThanks(draft, { sendablePoint, myUserId });
    setProblems(found);
    if (Object.keys(found).length > 0) return;
    setSaving(true);
    const refused = await onSend({
      toUserIds: draft.receiverUserIds,
      message: message.trim(),
      point: pointOf(draft),
      stampIds: draft.stampIds,
    });
    setSaving(false);
    if (refused) setProblems(refused);
    else onClose();
  };

  return (
    <FormDialog
      title={t('thanks.send.title')}
      submitLabel={t('thanks.send.submit')}
      onSubmit={() => void submit()}
      onClose={onClose}
      isSaving={saving}
      size="medium"
    >
      <fieldset
        className="kz-fieldset"
        aria-describedby={problems.receivers ? 'kz-thanks-receivers-error' : undefined}
      >
        <legend>{t('thanks.send.receivers')}</legend>
        <MemberPicker
          search={search}
          selected={receivers}
          onChange={setReceivers}
          excludedUserIds={excluded}
        />
        {problems.receivers && (
          <p id="kz-thanks-receivers-error" className="kz-thanks-send__error">
            {say(problems.receivers)}
          </p>
        )}
      </fieldset>
      <TextField
        label={t('thanks.send.message')}
        description={
          tags.length > 0
            ? t('thanks.send.hashtags', { tags: tags.map((tag) => `#${tag}`).join(' ') })
            : t('thanks.send.messageHint', { max: THANKS_LIMITS.messageMax })
        }
        multiline
        rows={4}
        value={message}
        onChange={setMessage}
        isRequired
        isInvalid={problems.message !== undefined}
        errorMessage={say(problems.message)}
      />
      <TextField
        label={t('thanks.send.point')}
        description={t('thanks.send.pointHint', { count: sendablePoint })}
        inputMode="numeric"
        value={point}
        onChange={setPoint}
        isInvalid={problems.point !== undefined}
        errorMessage={say(problems.point)}
      />
      {stamps.length > 0 && (
        <CheckboxGroup
          label={t('thanks.send.stamps')}
          value={stampIds}
          onChange={setStampIds}
          className="kz-thanks-send__stamps"
        >
          {stamps.map((stamp) => (
            <Checkbox key={stamp.stampId} value={String(stamp.stampId)}>
              <StampChip stamp={stamp} />
            </Checkbox>
          ))}
        </CheckboxGroup>
      )}
    </FormDialog>
  );
}
