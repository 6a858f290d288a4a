/** One thing to do on the line: dial, transfer or conference a number, or act on a call. */
export type LineAction =
  | { readonly type: 'dial' | 'transfer' | 'consultTransfer' | 'conference'; readonly number: string }
  | {
      readonly type:
        'answer' | 'hold' | 'resume' | 'end' | 'pickup' | 'completeTransfer' | 'completeConference';
      readonly callId?: number;
    };
