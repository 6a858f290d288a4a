import type { BizcardProposalField, BizcardProposalItem } from '@kizuna/api-client/contract';
import { Button, VisuallyHidden } from '@kizuna/ui';
import { useTranslation } from 'react-i18next';

export interface OcrProposalProps {
  proposal: readonly BizcardProposalItem[];
  /** The contact's values now, to show next to what was read. */
  currentValues: Partial<Record<BizcardProposalField, string>>;
  /** What Apply does, said before it: "put in the form" or "saved". */
  applyMode: 'form' | 'save';
  /** Apply is offered. */
  editable: boolean;
  isDisabled: boolean;
  onApply: (items: BizcardProposalItem[]) => void;
}

/** What was read next to the current values, to apply field by field or all that differ at once. */
export function OcrProposal({
  proposal,
  currentValues,
  applyMode,
  editable,
  isDisabled,
  onApply,
}: OcrProposalProps) {
  const { t } = useTranslation();
  const pending = proposal.filter((item) => (currentValues[item.field] ?? '') !== item.value);
  return (
    <div className="kz-bizcard__proposal">
      <h3>{t('businessCards.proposal.title')}</h3>
      <p className="kz-form-help">
        {t(applyMode === 'form' ? 'businessCards.proposal.helpForm' : 'businessCards.proposal.helpSave')}
      </p>
      <table className="kz-bizcard__table">
        <thead>
          <tr>
            <th scope="col">{t('businessCards.proposal.field')}</th>
            <th scope="col">{t('businessCards.proposal.read')}</th>
            <th scope="col">{t('businessCards.proposal.current')}</th>
            <th scope="col">
              <VisuallyHidden>{t('businessCards.proposal.actions')}</VisuallyHidden>
            </th>
          </tr>
        </thead>
        <tbody>
          {proposal.map((item) => {
            const label = t(`externalContacts.fields.${item.field}`);
            const current = currentValues[item.field] ?? '';
            const same = current === item.value;
            return (
              <tr key={item.field}>
                <th scope="row">{label}</th>
                <td>{item.value}</td>
                <td>
                  {current === '' ? (
                    <span className="kz-form-help">{t('businessCards.proposal.empty')}</span>
                  ) : (
                    current
                  )}
                </td>
                <td>
                  {same ? (
                    <span>{t('businessCards.proposal.same')}</span>
                  ) : (
                    editable && (
                      <Button
                        size="small"
                        isDisabled={isDisabled}
                        aria-label={t('businessCards.proposal.applyField', { field: label })}
                        onPress={() => onApply([item])}
                      >
                        {t('businessCards.proposal.apply')}
                      </Button>
                    )
                  )}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
      {editable && pending.length > 0 && (
        <Button variant="primary" isDisabled={isDisabled} onPress={() => onApply(pending)}>
          {t('businessCards.proposal.applyAll', { count: pending.length })}
        </Button>
      )}
    </div>
  );
}
