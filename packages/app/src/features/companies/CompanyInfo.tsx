import type { CompanyDetail, LbcCompanyInfo } from '@kizuna/api-client/contract';
import { useTranslation } from 'react-i18next';

/** The company's address, site, phone and how many of its contacts the user sees. */
export function CompanyInfo({ detail, info }: { detail: CompanyDetail; info: LbcCompanyInfo }) {
  const { t } = useTranslation();
  return (
    <dl className="kz-companies__info">
      <dt>{t('companies.company.address')}</dt>
      <dd>{[info.zipcode && `〒${info.zipcode}`, info.address].filter(Boolean).join(' ') || '—'}</dd>
      <dt>{t('companies.company.url')}</dt>
      <dd>
        {info.url ? (
          <a href={info.url} target="_blank" rel="noopener noreferrer">
            {info.url}
          </a>
        ) : (
          '—'
        )}
      </dd>
      <dt>{t('companies.company.phone')}</dt>
      <dd>{info.phoneNum || '—'}</dd>
      <dt>{t('companies.company.counts')}</dt>
      <dd>
        {t('companies.company.countsValue', {
          visible: detail.visibleCount,
          registered: detail.registeredCount,
        })}
      </dd>
    </dl>
  );
}
