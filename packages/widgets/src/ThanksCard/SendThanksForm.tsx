import type { ThanksCard, ThanksStamp, ThanksUser } from '@kizuna/api-client';
import { THANKS_LIMITS } from '@kizuna/api-client';
import { Button, Checkbox, CheckboxGroup, Skeleton, TextField } from '@kizuna/ui';
import { useEffect, useState } from 'react';
import type { FormEvent } from 'react';
import { useKizunaClient } from '../client/KizunaClientProvider';
import { StampChip } from './StampChip';
import { useThanksCardMessages } from './thanksCardMessages';
import type { ThanksCardMessageKey } from './thanksCardMessages';

export interface SendThanksFormProps {
  /** Who gets the card. */
  receivers: readonly Pick<ThanksUser, 'userId' | 'fullName'>[];
  /** Called with the card the server made. */
  onSent: (card: ThanksCard) => void;
  onCancel: () => void;
}

type Problem = { key: ThanksCardMessageKey; values?: Record<string, number> };
type Problems = Partial<Record<'message' | 'point' | 'form', Problem>>;

/** Whole points as typed (full-width digits too); empty is none, anything else not a number is NaN. */
function typedPoints(text: string): number {
  const typed = text.normalize('NFKC').trim();
  if (typed === '') return 0;
  return /^\d+$/.test(typed) ? Number(typed) : Number.NaN;
}

/** A compact form for a new card to fixed receivers: message, points within the balance, stamps. */
export function SendThanksForm({ receivers, onSent, onCancel }: SendThanksFormProps) {
  const client = useKizunaClient();
  const t = useThanksCardMessages();
  const [options, setOptions] = useState<{ sendable: number; stamps: ThanksStamp[] } | null>(null);
  const [message, setMessage] = useState('');
  const [point, setPoint] = useState('');
  const [stampIds, setStampIds] = useState<string[]>([]);
  const [problems, setProblems] = useState<Problems>({});
  const [sending, setSending] = useState(false);

  useEffect(() => {
    const controller = new AbortController();
    const { signal } = controller;
    Promise.all([
      client.principal.thanksPointStatus(undefined, { signal }),
      client.thanks.stamps(undefined, { signal }),
    ]).then(
      ([status, { stamps }]) => {
        if (!signal.aborted)
          setOptions({ sendable: status.sendablePoint, stamps: stamps.filter((stamp) => stamp.isEffective) });
      },
      () => {
        if (!signal.aborted) setProblems({ form: { key: 'failed' } });
      },
    );
    return () => controller.abort();
  }, [client]);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!options || sending) return;
    const found: Problems = {};
    const length = [...message.trim()].length;
    if (length === 0) found.message = { key: 'send.messageRequired' };
    else if (length > THANKS_LIMITS.messageMax)
      found.message = { key: 'send.messageTooLong', values: { max: THANKS_LIMITS.messageMax } };
    const points = typedPoints(point);
    if (!Number.isSafeInteger(points)) found.point = { key: 'send.pointInvalid' };
    else if (points * receivers.length > options.sendable)
      found.point = { key: 'send.notEnoughPoints', values: { count: options.sendable } };
    setProblems(found);
    if (Object.keys(found).length > 0) return;
    setSending(true);
    try {
      const card = await client.thanks.send({
        body: {
          toUserIds: receivers.map((receiver) => receiver.userId),
          message: message.trim(),
          point: points,
          stampIds: stampIds.map(Number),
        },
      });
      onSent(card);
    } catch (error) {
      const code = (error as { code?: string }).code;
      setProblems(
        code === 'THANKS_INSUFFICIENT_POINTS'
          ? { point: { key: 'send.notEnoughPoints', values: { count: options.sendable } } }
          : {
              form: {
                key: code === 'THANKS_RECEIVER_UNAVAILABLE' ? 'send.receiverUnavailable' : 'send.failed',
              },
            },
      );
    } finally {
      setSending(false);
    }
  }

  const say = (problem: Problem | undefined) => (problem ? t(problem.key, problem.values) : undefined);
  const names = receivers.map((receiver) => receiver.fullName).join(t('separator'));
  return (
    <form className="kz-ThanksCard-send" aria-label={t('send.form')} onSubmit={(event) => void submit(event)}>
      <p className="kz-ThanksCard-sendTo">{t('send.to', { names })}</p>
      {options ? (
        <>
          <TextField
            label={t('send.message')}
            description={t('send.messageHint', { max: THANKS_LIMITS.messageMax })}
            multiline
            rows={3}
            value={message}
            onChange={setMessage}
            isRequired
            autoFocus
            isInvalid={problems.message !== undefined}
            errorMessage={say(problems.message)}
          />
          <TextField
            label={t('send.point')}
            description={t('send.pointHint', { count: options.sendable })}
            inputMode="numeric"
            value={point}
            onChange={setPoint}
            isInvalid={problems.point !== undefined}
            errorMessage={say(problems.point)}
          />
          {options.stamps.length > 0 && (
            <CheckboxGroup
              label={t('send.stamps')}
              value={stampIds}
              onChange={(next) => setStampIds(next.slice(0, THANKS_LIMITS.stampsPerCardMax))}
              className="kz-ThanksCard-sendStamps"
            >
              {options.stamps.map((stamp) => (
                <Checkbox key={stamp.stampId} value={String(stamp.stampId)}>
                  <StampChip stamp={stamp} />
                </Checkbox>
              ))}
            </CheckboxGroup>
          )}
        </>
      ) : (
        !problems.form && <Skeleton lines={3} />
      )}
      {problems.form && (
        <p className="kz-ThanksCard-problem" role="alert">
          {say(problems.form)}
        </p>
      )}
      <div className="kz-ThanksCard-sendActions">
        <Button type="submit" variant="primary" isDisabled={!options} isPending={sending}>
          {t('send.submit')}
        </Button>
        <Button onPress={onCancel}>{t('send.cancel')}</Button>
      </div>
    </form>
  );
}
