import { Button } from '@kizuna/ui';
import { FileTrigger } from 'react-aria-components';
import { useTranslation } from 'react-i18next';

export interface CompanyLogoSectionProps {
  /** Version of the current logo; null without one. */
  logoVersion: number | null;
  busy: boolean;
  onUpload: (file: File) => void;
  onRemove: () => void;
}

/** The tenant logo as the top bar shows it, with replace and remove. */
export function CompanyLogoSection({ logoVersion, busy, onUpload, onRemove }: CompanyLogoSectionProps) {
  const { t } = useTranslation();
  return (
    <section className="kz-company-section" aria-labelledby="kz-company-logo">
      <h2 id="kz-company-logo">{t('admin.company.logo')}</h2>
      <div className="kz-company-logo">
        <div className="kz-company-logo__preview">
          {logoVersion === null ? (
            <span className="kz-company-logo__none">{t('admin.company.noLogo')}</span>
          ) : (
            <img src={`/front/tenantLogo?v=${logoVersion}`} alt={t('admin.company.currentLogo')} />
          )}
        </div>
        <div className="kz-company-logo__actions">
          <p className="kz-form-help">{t('admin.company.logoHint')}</p>
          <div className="kz-company-form__buttons">
            <FileTrigger
              acceptedFileTypes={['image/gif', 'image/jpeg', 'image/png']}
              onSelect={(files) => {
                const file = files?.[0];
                if (file) onUpload(file);
              }}
            >
              <Button variant="secondary" size="small" isDisabled={busy}>
                {logoVersion === null ? t('admin.company.addLogo') : t('admin.company.replaceLogo')}
              </Button>
            </FileTrigger>
            {logoVersion !== null && (
              <Button variant="secondary" size="small" onPress={onRemove} isDisabled={busy}>
                {t('admin.company.removeLogo')}
              </Button>
            )}
          </div>
        </div>
      </div>
    </section>
  );
}
