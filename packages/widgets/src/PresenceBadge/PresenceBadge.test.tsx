import type { KizunaClient } from '@kizuna/api-client';
import { I18nProvider } from '@kizuna/ui';
import { render, screen, waitFor } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { signInWidgetClient } from '../../test/signInWidgetClient';
import { KizunaClientProvider } from '../client/KizunaClientProvider';
import { PresenceBadge } from './PresenceBadge';
import type { PresenceBadgeProps } from './PresenceBadge';

let admin: KizunaClient;
let yamada: KizunaClient;
let yamadaId: number;
beforeAll(async () => {
  [admin, yamada] = await Promise.all([signInWidgetClient('demoAdmin'), signInWidgetClient('demoUser')]);
  yamadaId = (await yamada.principal.userInfo()).userId;
  await yamada.presence.setMyPresence({ body: { status: 'AVAILABLE' } });
});
afterAll(async () => {
  await yamada.presence.setMyPresence({ body: { status: 'AVAILABLE' } });
});

function renderBadge(props: PresenceBadgeProps, locale = 'en-US') {
  return render(
    <I18nProvider locale={locale}>
      <KizunaClientProvider client={admin}>
        <PresenceBadge {...props} />
      </KizunaClientProvider>
    </I18nProvider>,
  );
}

describe('PresenceBadge against the real server', () => {
  it('shows the status as icon and text with an accessible label', async () => {
    renderBadge({ userId: yamadaId, name: '山田 太郎' });
    const badge = await screen.findByRole('img', { name: 'Presence of 山田 太郎: Available' });
    expect(badge).toHaveTextContent('Available');
    expect(badge.querySelector('svg')).not.toBeNull();
  });

  it('follows the person when they change their status', async () => {
    const onStatusChange = vi.fn();
    renderBadge({ userId: yamadaId, name: '山田 太郎', refreshIntervalMs: 100, onStatusChange }, 'ja-JP');
    await screen.findByRole('img', { name: '山田 太郎のプレゼンス: 連絡可能' });
    await yamada.presence.setMyPresence({ body: { status: 'DO_NOT_DISTURB' } });
    expect(await screen.findByRole('img', { name: '山田 太郎のプレゼンス: 応答不可' })).toHaveTextContent(
      '応答不可',
    );
    await waitFor(() =>
      expect(onStatusChange).toHaveBeenLastCalledWith({ userId: yamadaId, status: 'DO_NOT_DISTURB' }),
    );
  });

  it('shows UNKNOWN for someone the server does not know', async () => {
    renderBadge({ userId: 987_654 });
    expect(await screen.findByRole('img', { name: 'Presence: Unknown' })).toHaveTextContent('Unknown');
  });
});
