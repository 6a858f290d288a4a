import * as v from 'valibot';

/** Length as a person counts it: code points, so 𠮷 (one surrogate pair) is one character. */
export function codePointLength(text: string): number {
  let length = 0;
  for (const _ of text) length += 1;
  return length;
}

export interface CodePointLengthRange {
  readonly min: number;
  readonly max: number;
}

export interface CodePointLengthIssue extends v.BaseIssue<string> {
  readonly kind: 'validation';
  readonly type: 'code_point_length';
  readonly expected: string;
  readonly requirement: CodePointLengthRange;
}

export interface CodePointLengthAction extends v.BaseValidation<string, string, CodePointLengthIssue> {
  readonly type: 'code_point_length';
  readonly reference: typeof codePointLengthBetween;
  readonly expects: string;
  readonly requirement: CodePointLengthRange;
}

/** Valibot action: the text has `min` to `max` code points, both inclusive (§5). */
export function codePointLengthBetween(min: number, max: number): CodePointLengthAction {
  return {
    kind: 'validation',
    type: 'code_point_length',
    reference: codePointLengthBetween,
    async: false,
    expects: `${min}..${max}`,
    requirement: { min, max },
    '~run'(dataset, config) {
      if (dataset.typed) {
        const length = codePointLength(dataset.value);
        if (length < this.requirement.min || length > this.requirement.max) {
          v._addIssue(this, 'length', dataset, config, { received: `${length}` });
        }
      }
      return dataset;
    },
  };
}
