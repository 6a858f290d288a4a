// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { pointOf, validateSendThanks } from './sendThanksForm';

const draft = { receiverUserIds: [2, 3], message: 'ありがとう', point: '30', stampIds: [] };
const me = { sendablePoint: 100, myUserId: 1 };

describe('validateSendThanks', () => {
  it('accepts receivers, a message and points within what one can still send', () => {
    expect(validateSendThanks(draft, me)).toEqual({});
    expect(validateSendThanks({ ...draft, point: '' }, me)).toEqual({});
  });

  it('needs someone other than oneself', () => {
    expect(validateSendThanks({ ...draft, receiverUserIds: [] }, me).receivers?.key).toBe(
      'thanks.send.errors.receivers',
    );
    expect(validateSendThanks({ ...draft, receiverUserIds: [1] }, me).receivers?.key).toBe(
      'thanks.send.errors.receivers',
    );
  });

  it('needs a message that is not only spaces, and not longer than the limit', () => {
    expect(validateSendThanks({ ...draft, message: ' 　\n' }, me).message?.key).toBe('validation.required');
    expect(validateSendThanks({ ...draft, message: '謝'.repeat(1001) }, me).message).toEqual({
      key: 'validation.lengthMax',
      values: { max: 1000 },
    });
    // Counted in code points: 1,000 emoji are 1,000 characters.
    expect(validateSendThanks({ ...draft, message: '🙏'.repeat(1000) }, me).message).toBeUndefined();
  });

  it('refuses points beyond the sendable ones, counting each receiver', () => {
    // 2 people × 50 = 100: just enough; × 51 is not.
    expect(validateSendThanks({ ...draft, point: '50' }, me).point).toBeUndefined();
    expect(validateSendThanks({ ...draft, point: '51' }, me).point?.key).toBe(
      'thanks.send.errors.notEnoughPoints',
    );
  });

  it('reads full-width digits and refuses what is not a whole number', () => {
    expect(validateSendThanks({ ...draft, point: '５０' }, me)).toEqual({});
    expect(pointOf({ ...draft, point: '５０' })).toBe(50);
    expect(validateSendThanks({ ...draft, point: '1.5' }, me).point?.key).toBe('validation.integer');
    expect(validateSendThanks({ ...draft, point: '-3' }, me).point?.key).toBe('validation.integer');
  });
});
