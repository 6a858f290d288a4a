export type DestinationKind = 'dial' | 'transfer' | 'consultTransfer' | 'conference';

export interface DestinationDialogProps {
  kind: DestinationKind;
  /** Places the call or the transfer; resolves true when it went through (the dialog closes). */
  onSubmit: (number: string) => Promise<boolean>;
  isDisabled: boolean;
  /** The own line a transfer acts from (001 §5: a transfer names both numbers), shown in the dialog. */
  fromLine?: string | null;
}
