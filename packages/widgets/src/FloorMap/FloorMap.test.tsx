import { I18nProvider } from '@kizuna/ui';
import { render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { widgetTestClient } from '../../test/signInWidgetClient';
import { KizunaClientProvider } from '../client/KizunaClientProvider';
import { FloorMap } from './FloorMap';
import type { FloorMapProps } from './FloorMap';
import { floorMapEn, floorMapJa } from './floorMapMessages';

function renderMap(props: FloorMapProps, locale = 'en-US') {
  return render(
    <I18nProvider locale={locale}>
      <KizunaClientProvider client={widgetTestClient()}>
        <FloorMap {...props} />
      </KizunaClientProvider>
    </I18nProvider>,
  );
}

const slow = { timeout: 10_000 };

beforeEach(() => {
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null);
});
afterEach(() => {
  vi.restoreAllMocks();
});

describe('FloorMap against the real server', { timeout: 30_000 }, () => {
  it('has the same strings in English and Japanese', () => {
    expect(Object.keys(floorMapJa).sort()).toEqual(Object.keys(floorMapEn).sort());
  });

  it('asks to log in without a Kizuna session', async () => {
    renderMap({ floorId: 1 });
    expect(await screen.findByText('Log in to Kizuna to see the floor map.', {}, slow)).toBeInTheDocument();
    expect(screen.queryByRole('application')).toBeNull();
  });

  it('says in Japanese which attribute it needs when given neither floor nor person', async () => {
    renderMap({}, 'ja-JP');
    expect(await screen.findByRole('status')).toHaveTextContent(
      'floor-id または user-id を指定してください。',
    );
  });
});
