import type { DynamicColumnType, StartPage } from '@kizuna/api-client/contract';
import { DYNAMIC_COLUMN_TYPES } from '@kizuna/api-client/contract';
import { START_PAGE_MENU_ENTRY } from '@kizuna/api-client/rules';
import { Checkbox, CheckboxGroup, Select, SelectItem } from '@kizuna/ui';
import { useTranslation } from 'react-i18next';
import { mainMenuLabelKey } from '../../../menu/menuTargets';

export interface CompanyDirectoryDefaultsProps {
  viewColumns: readonly DynamicColumnType[];
  onViewColumnsChange: (columns: DynamicColumnType[]) => void;
  viewColumnsError: string | undefined;
  defaultStartPage: StartPage;
  onDefaultStartPageChange: (page: StartPage) => void;
  defaultStartPageError: string | undefined;
  /** The start pages offered: the ones everyone in the company may open. */
  startPages: readonly StartPage[];
}

/** What everyone sees unless they choose otherwise: the directory list's columns, the start page. */
export function CompanyDirectoryDefaults({
  viewColumns,
  onViewColumnsChange,
  viewColumnsError,
  defaultStartPage,
  onDefaultStartPageChange,
  defaultStartPageError,
  startPages,
}: CompanyDirectoryDefaultsProps) {
  const { t } = useTranslation();
  return (
    <>
      <CheckboxGroup
        label={t('admin.company.viewColumns')}
        description={t('admin.company.viewColumnsHint')}
        value={[...viewColumns]}
        // Kept in the order of the list below, the order the directory shows them in.
        onChange={(chosen) =>
          onViewColumnsChange(DYNAMIC_COLUMN_TYPES.filter((type) => chosen.includes(type)))
        }
        isInvalid={viewColumnsError !== undefined}
        errorMessage={viewColumnsError}
        className="kz-company-form__columns"
      >
        {DYNAMIC_COLUMN_TYPES.map((type) => (
          <Checkbox key={type} value={type}>
            {t(`admin.company.viewColumnTypes.${type}`)}
          </Checkbox>
        ))}
      </CheckboxGroup>
      <Select
        label={t('admin.company.defaultStartPage')}
        description={t('admin.company.defaultStartPageHint')}
        selectedKey={defaultStartPage}
        onSelectionChange={(key) => onDefaultStartPageChange(key as StartPage)}
        isInvalid={defaultStartPageError !== undefined}
        errorMessage={defaultStartPageError}
      >
        {startPages.map((page) => (
          <SelectItem key={page} id={page}>
            {t(mainMenuLabelKey(START_PAGE_MENU_ENTRY[page]))}
          </SelectItem>
        ))}
      </Select>
    </>
  );
}
