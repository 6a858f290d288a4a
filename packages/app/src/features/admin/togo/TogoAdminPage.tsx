import '../adminPage.css';
import './togoAdmin.css';
import { useState, type FormEvent } from 'react';
import type { GroupCompanyIncomingLink, GroupCompanyLink } from '@kizuna/api-client/contract';
import { Button, EmptyState, ErrorState, Skeleton, TextField, useDialogService } from '@kizuna/ui';
import { ArrowDown, ArrowUp, Link2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { fieldErrorsOf } from '../../../api/apiErrors';
import { useClient } from '../../../api/ClientContext';
import { Page } from '../../../shared/Page';
import { useToast } from '../../../shared/toast';
import { useQuery } from '../../../shared/useQuery';

/** The refusals of a code the server names; anything else is a rule of the field itself. */
const CODE_REFUSALS = ['notLinkable', 'ownCompany', 'alreadyLinked'];

function codeProblemKey(key: string): string {
  return CODE_REFUSALS.includes(key) ? `admin.togo.refused.${key}` : `validation.${key}`;
}

/** Links a company by its code; a refusal shows on the field, the code stays to be corrected. */
function LinkForm({ onLinked }: { onLinked: (code: string) => void }) {
  const { t } = useTranslation();
  const client = useClient();
  const toast = useToast();
  const [code, setCode] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const tenantCode = code.trim();
    if (tenantCode === '') {
      setProblem('validation.required');
      return;
    }
    setSaving(true);
    try {
      await client.groupCompanyAdmin.link({ body: { tenantCode } });
      setCode('');
      setProblem(null);
      onLinked(tenantCode);
    } catch (error) {
      const field = fieldErrorsOf(error).find((e) => e.path === 'body.tenantCode');
      if (field) setProblem(codeProblemKey(field.key));
      else toast(t('admin.togo.linkFailed'), 'danger');
    } finally {
      setSaving(false);
    }
  };
  return (
    <form className="kz-togo-admin__form" onSubmit={(event) => void submit(event)} noValidate>
      <TextField
        label={t('admin.togo.code')}
        description={t('admin.togo.codeHint')}
        value={code}
        onChange={(text) => {
          setCode(text);
          setProblem(null);
        }}
        isRequired
        isInvalid={problem !== null}
        errorMessage={problem ? t(problem) : undefined}
      />
      <Button type="submit" variant="primary" isDisabled={saving}>
        <Link2 size={16} aria-hidden="true" />
        {t('admin.togo.link')}
      </Button>
    </form>
  );
}

function LinkRows({
  links,
  onMove,
  onUnlink,
}: {
  links: readonly GroupCompanyLink[];
  onMove: (link: GroupCompanyLink, direction: 'UP' | 'DOWN') => void;
  onUnlink: (link: GroupCompanyLink) => void;
}) {
  const { t } = useTranslation();
  return (
    <table className="kz-admin-table kz-togo-table">
      <caption className="kz-VisuallyHidden">{t('admin.togo.caption', { count: links.length })}</caption>
      <thead>
        <tr>
          <th scope="col">{t('admin.togo.columns.name')}</th>
          <th scope="col">{t('admin.togo.columns.code')}</th>
          <th scope="col">{t('admin.togo.columns.state')}</th>
          <th scope="col">
            <span className="kz-VisuallyHidden">{t('admin.togo.columns.actions')}</span>
          </th>
        </tr>
      </thead>
      <tbody>
        {links.map((link, index) => {
          const name = link.orgName ?? link.tenantCode;
          return (
            <tr key={link.groupTenantId} data-linked-back={link.linkedBack}>
              <th scope="row">{link.orgName ?? t('admin.togo.nameHidden')}</th>
              <td className="kz-togo-table__code">{link.tenantCode}</td>
              <td>
                <span className="kz-admin-table__status">
                  {link.linkedBack ? t('admin.togo.linkedBack') : t('admin.togo.waiting')}
                </span>
              </td>
              <td className="kz-togo-table__actions">
                <Button
                  variant="quiet"
                  isDisabled={index === 0}
                  onPress={() => onMove(link, 'UP')}
                  aria-label={t('admin.togo.moveUpOf', { name })}
                >
                  <ArrowUp size={16} aria-hidden="true" />
                </Button>
                <Button
                  variant="quiet"
                  isDisabled={index === links.length - 1}
                  onPress={() => onMove(link, 'DOWN')}
                  aria-label={t('admin.togo.moveDownOf', { name })}
                >
                  <ArrowDown size={16} aria-hidden="true" />
                </Button>
                <Button
                  variant="quiet"
                  onPress={() => onUnlink(link)}
                  aria-label={t('admin.togo.unlinkOf', { name })}
                >
                  {t('admin.togo.unlink')}
                </Button>
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}

/**
 * Companies that linked with this tenant while it has not linked back: each is linked back with
 * one press (by its code, as the form would), after which it moves to the list of links.
 */
function IncomingRows({
  incoming,
  busy,
  onLinkBack,
}: {
  incoming: readonly GroupCompanyIncomingLink[];
  busy: boolean;
  onLinkBack: (link: GroupCompanyIncomingLink) => void;
}) {
  const { t } = useTranslation();
  return (
    <section className="kz-togo-incoming" aria-labelledby="kz-togo-incoming-heading">
      <h2 id="kz-togo-incoming-heading" className="kz-togo-incoming__heading">
        {t('admin.togo.incoming.heading')}
      </h2>
      <p className="kz-togo-incoming__context">{t('admin.togo.incoming.context')}</p>
      <table className="kz-admin-table kz-togo-table">
        <caption className="kz-VisuallyHidden">
          {t('admin.togo.incoming.caption', { count: incoming.length })}
        </caption>
        <thead>
          <tr>
            <th scope="col">{t('admin.togo.columns.name')}</th>
            <th scope="col">{t('admin.togo.columns.code')}</th>
            <th scope="col">{t('admin.togo.columns.state')}</th>
            <th scope="col">
              <span className="kz-VisuallyHidden">{t('admin.togo.columns.actions')}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {incoming.map((link) => (
            <tr key={link.groupTenantId} data-incoming="">
              <th scope="row">{link.orgName}</th>
              <td className="kz-togo-table__code">{link.tenantCode}</td>
              <td>
                <span className="kz-admin-table__status">{t('admin.togo.incoming.wantsToLink')}</span>
              </td>
              <td className="kz-togo-table__actions">
                <Button
                  variant="primary"
                  isDisabled={busy}
                  onPress={() => onLinkBack(link)}
                  aria-label={t('admin.togo.incoming.linkBackOf', { name: link.orgName })}
                >
                  <Link2 size={16} aria-hidden="true" />
                  {t('admin.togo.incoming.linkBack')}
                </Button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}

/**
 * `/front/admin/togo`: the group companies of this tenant, in the order readers see them. A link
 * is made from this side by the other company's code and shows once that company links back;
 * unlinking ends both sides at once. Companies that linked first and wait for this one are listed
 * above, each linked back with one press.
 */
export function TogoAdminPage() {
  const { t } = useTranslation();
  const client = useClient();
  const toast = useToast();
  const dialogs = useDialogService();
  const links = useQuery((signal) => client.groupCompanyAdmin.list(undefined, { signal }), 'adminTogoLinks');
  const list = links.data?.items;
  const incoming = links.data?.incoming ?? [];
  const [linkingBack, setLinkingBack] = useState(false);

  const linkBack = async (link: GroupCompanyIncomingLink) => {
    setLinkingBack(true);
    try {
      await client.groupCompanyAdmin.link({ body: { tenantCode: link.tenantCode } });
      toast(t('admin.togo.incoming.linkedBack', { name: link.orgName }), 'success');
    } catch {
      toast(t('admin.togo.incoming.linkBackFailed'), 'danger');
    }
    setLinkingBack(false);
    links.reload();
  };

  const move = async (link: GroupCompanyLink, direction: 'UP' | 'DOWN') => {
    try {
      await client.groupCompanyAdmin.move({
        params: { groupTenantId: link.groupTenantId },
        body: { direction },
      });
    } catch {
      toast(t('admin.togo.moveFailed'), 'danger');
    }
    links.reload();
  };
  const unlink = async (link: GroupCompanyLink) => {
    const name = link.orgName ?? link.tenantCode;
    const confirmed = await dialogs
      .deleteCancel({
        title: t('admin.togo.unlinkTitle'),
        message: t('admin.togo.unlinkMessage', { name }),
        confirmLabel: t('admin.togo.unlink'),
      })
      .catch(() => false);
    if (!confirmed) return;
    try {
      await client.groupCompanyAdmin.unlink({ params: { groupTenantId: link.groupTenantId } });
      toast(t('admin.togo.unlinked', { name }), 'success');
    } catch {
      toast(t('admin.togo.unlinkFailed'), 'danger');
    }
    links.reload();
  };

  return (
    <Page title={t('admin.togo.title')} className="kz-togo-admin">
      <div className="kz-admin-page__top">
        <p className="kz-admin-page__context">{t('admin.togo.context')}</p>
      </div>
      <LinkForm
        onLinked={(code) => {
          toast(t('admin.togo.linked', { code }), 'success');
          links.reload();
        }}
      />
      {incoming.length > 0 && (
        <IncomingRows incoming={incoming} busy={linkingBack} onLinkBack={(l) => void linkBack(l)} />
      )}
      {links.error != null ? (
        <ErrorState title={t('admin.togo.loadFailed')} onRetry={links.reload} />
      ) : !list ? (
        <Skeleton lines={3} />
      ) : list.length === 0 ? (
        <EmptyState title={t('admin.togo.empty')} description={t('admin.togo.emptyHint')} />
      ) : (
        <LinkRows links={list} onMove={(l, d) => void move(l, d)} onUnlink={(l) => void unlink(l)} />
      )}
    </Page>
  );
}
