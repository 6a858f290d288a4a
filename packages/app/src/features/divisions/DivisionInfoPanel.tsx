import { useEffect, useState } from 'react';
import type { DetailDivision, DivisionInfo } from '@kizuna/api-client/contract';
import { isValidUrl } from '@kizuna/api-client/validation';
import { Button, Skeleton } from '@kizuna/ui';
import { useTranslation } from 'react-i18next';
import { useClient } from '../../api/ClientContext';
import { PhoneNumber } from '../../shared/PhoneNumber';
import type { PhoneLinkSettings } from '../../shared/phoneLink';
import { formatDisplayDate } from '../../shared/formatDisplayDate';
import { DivisionCommentEditor } from './DivisionCommentEditor';

export interface DivisionInfoPanelProps {
  division: DetailDivision;
  phoneSettings: PhoneLinkSettings;
}

/** One division of a person: its phone, web page and comment (with who wrote it, and when). */
export function DivisionInfoPanel({ division, phoneSettings }: DivisionInfoPanelProps) {
  const { t } = useTranslation();
  const client = useClient();
  const [info, setInfo] = useState<DivisionInfo | null>(null);
  const [failed, setFailed] = useState(false);
  const [isEditing, setIsEditing] = useState(false);
  const [saved, setSaved] = useState(false);

  useEffect(() => {
    let active = true;
    client.divisions.info({ params: { divisionId: division.divisionId } }).then(
      (answer) => {
        if (active) setInfo(answer);
      },
      () => {
        if (active) setFailed(true);
      },
    );
    return () => {
      active = false;
    };
  }, [client, division.divisionId]);

  const phone = info?.divisionPhoneNum ?? division.divisionPhoneNum;
  const url = info?.divisionUrl ?? division.divisionUrl;
  return (
    <div className="kz-division-info">
      <dl className="kz-definitions">
        {phone && (
          <div>
            <dt>{t('internalContacts.division.phone')}</dt>
            <dd>
              <PhoneNumber
                number={phone}
                label={t('internalContacts.division.phone')}
                settings={phoneSettings}
                name={division.divisionName}
              />
            </dd>
          </div>
        )}
        {url && (
          <div>
            <dt>{t('internalContacts.division.url')}</dt>
            <dd>
              {isValidUrl(url) ? (
                <a href={url} target="_blank" rel="noopener noreferrer">
                  {url}
                </a>
              ) : (
                url
              )}
            </dd>
          </div>
        )}
      </dl>
      <h4 className="kz-division-info__title">{t('internalContacts.division.comment')}</h4>
      {failed && <p role="alert">{t('internalContacts.division.loadFailed')}</p>}
      {!info && !failed && <Skeleton lines={2} />}
      {info && !isEditing && (
        <>
          <p className="kz-division-info__comment">
            {info.comment || t('internalContacts.division.noComment')}
          </p>
          {info.editor && (
            <p className="kz-division-info__editor">
              {t('internalContacts.division.editedBy', {
                name: info.editor.name,
                date: formatDisplayDate(info.editor.updatedAt),
              })}
            </p>
          )}
          <p role="status" className="kz-division-info__saved">
            {saved ? t('internalContacts.division.saved') : ''}
          </p>
          {info.editable && (
            <Button
              onPress={() => {
                setSaved(false);
                setIsEditing(true);
              }}
            >
              {t('internalContacts.division.edit', { division: division.divisionName })}
            </Button>
          )}
        </>
      )}
      {info && isEditing && (
        <DivisionCommentEditor
          divisionName={division.divisionName}
          initialComment={info.comment ?? ''}
          onCancel={() => setIsEditing(false)}
          onSave={async (comment) => {
            const answer = await client.divisions.saveComment({
              params: { divisionId: division.divisionId },
              body: { comment },
            });
            setInfo(answer);
            setIsEditing(false);
            setSaved(true);
          }}
        />
      )}
    </div>
  );
}
