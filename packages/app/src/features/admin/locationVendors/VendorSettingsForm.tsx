import type { ReactNode } from 'react';
import { Button, TextField } from '@kizuna/ui';
import type { TextFieldProps } from '@kizuna/ui';
import { useTranslation } from 'react-i18next';
import type { FieldProblem } from './fieldProblems';

/** The problems of a vendor settings form, as `useVendorSettingsSave` keeps them. */
export interface VendorFormProblems {
  problems: Record<string, FieldProblem>;
  problemText: (field: string) => string | undefined;
  clear: (field: string) => void;
}

export interface VendorSettingsSectionProps {
  /** The heading's id, which names the section. */
  headingId: string;
  heading: string;
  saving: boolean;
  onSubmit: () => void;
  children: ReactNode;
}

/** A location vendor's settings as a section holding one form with its save button. */
export function VendorSettingsSection({
  headingId,
  heading,
  saving,
  onSubmit,
  children,
}: VendorSettingsSectionProps) {
  const { t } = useTranslation();
  return (
    <section className="kz-admin-connection__section" aria-labelledby={headingId}>
      <h2 id={headingId}>{heading}</h2>
      <form
        className="kz-vendors-admin__form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          onSubmit();
        }}
      >
        {children}
        <div>
          <Button type="submit" variant="primary" isDisabled={saving}>
            {t('vendorsAdmin.save')}
          </Button>
        </div>
      </form>
    </section>
  );
}

export interface VendorFieldProps extends Pick<
  TextFieldProps,
  'label' | 'description' | 'type' | 'autoComplete' | 'isRequired'
> {
  /** The body's field this text is sent as; its problem shows under the field. */
  field: string;
  value: string;
  onChange: (text: string) => void;
  form: VendorFormProblems;
}

/** One text field of a vendor settings form: editing it clears its problem. */
export function VendorField({ field, value, onChange, form, ...props }: VendorFieldProps) {
  return (
    <TextField
      {...props}
      value={value}
      onChange={(text) => {
        onChange(text);
        form.clear(field);
      }}
      isInvalid={form.problems[field] !== undefined}
      errorMessage={form.problemText(field)}
    />
  );
}
