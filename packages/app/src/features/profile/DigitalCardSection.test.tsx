import { createKizunaClient } from '@kizuna/api-client';
import type { ContactInfo } from '@kizuna/api-client/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { ClientProvider } from '../../api/ClientContext';
import { fakeApiFetch, type FakeApiCall } from '../../testing/fakeApiFetch';
import { renderWithProviders } from '../../testing/renderWithProviders';
import { DigitalCardSection } from './DigitalCardSection';

const EMPTY = { zipcode: '', address1: '', address2: '' };
const phones = {
  ORG_PHONE: '03-1111-0000',
  COMPANY_MOBILE: '',
  PERSONAL_MOBILE: '',
  PHONE: '03-1234-5678',
  MOBILE: '090-1234-5678',
  DIVISION_PHONE: '03-1234-0000',
};
const card: ContactInfo = {
  fullname: '山田 太郎',
  fullnameKana: 'ヤマダ タロウ',
  fullnameAlphabet: 'Taro Yamada',
  tellWork: phones.PHONE,
  tellCell: phones.MOBILE,
  tellOther: phones.ORG_PHONE,
  tellFax: '',
  emailWork: 'yamada@example.jp',
  emailOther: '',
  division1: '営業部',
  division2: '',
  position: '課長',
  divisionName: { default: '営業部', custom: '', useCustom: false },
  orgName: { default: 'キズナ株式会社', custom: '', useCustom: false },
  address: { default: { ...EMPTY, address1: '東京都千代田区' }, custom: EMPTY, useCustom: false },
  orgUrl: { default: 'https://kizuna.example.jp/', custom: '', useCustom: false },
  phones,
};

function renderCard() {
  const api = fakeApiFetch({
    'GET /principal/contactInfo': () => card,
    'POST /vcfCustomSettings/address': (call: FakeApiCall) => ({
      default: card.address.default,
      ...(call.body as object),
    }),
    'POST /vcfCustomSettings/orgUrl': (call: FakeApiCall) => ({
      default: card.orgUrl.default,
      ...(call.body as object),
    }),
  });
  const client = createKizunaClient({ baseURL: 'http://127.0.0.1:9', fetch: api.fetch });
  renderWithProviders(
    <ClientProvider clients={{ client, silentClient: client }}>
      <DigitalCardSection />
    </ClientProvider>,
    { path: '/profile' },
  );
  return { writes: () => api.calls.filter((call) => call.method !== 'GET') };
}

const region = (name: string) => screen.getByRole('region', { name });
const qrSrc = async () =>
  new URL((await screen.findByRole('img', { name: /QR code/ })).getAttribute('src') ?? '');

async function startEditing(name: string) {
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: `Edit ${name}` }));
  return user;
}

beforeEach(() => localStorage.clear());

describe('the digital business card of my profile', { timeout: 60_000 }, () => {
  it('shows the card, its QR code as an image of the API, and a link that downloads the vCard', async () => {
    renderCard();
    const preview = region('Card and QR code');
    expect(await within(preview).findByText('山田 太郎')).toBeVisible();
    expect(within(preview).getByText('キズナ株式会社')).toBeVisible();
    const src = await qrSrc();
    expect(src.pathname).toBe('/api/browser/principal/contactInfo/qrcode');
    expect(src.searchParams.get('tellWork')).toBe('PHONE');
    const download = within(preview).getByRole('link', { name: 'Download vCard' });
    expect(download).toHaveAttribute('download');
    expect(new URL(download.getAttribute('href') ?? '').pathname).toBe(
      '/api/browser/principal/contactInfo/vcard',
    );
  });

  it('leaves a field out of the vCard and the QR code, and links a phone to another number', async () => {
    renderCard();
    const user = await startEditing('What the card holds');
    const choice = region('What the card holds');
    await user.click(within(choice).getByRole('checkbox', { name: 'Work e-mail' }));
    await user.click(within(choice).getByRole('button', { name: /Number for Work phone/ }));
    await user.click(await screen.findByRole('option', { name: 'My mobile' }));
    await user.click(within(choice).getByRole('button', { name: 'Save' }));
    const src = await qrSrc();
    expect(src.searchParams.get('fields')?.split(',')).not.toContain('emailWork');
    expect(src.searchParams.get('tellWork')).toBe('MOBILE');
    const preview = region('Card and QR code');
    expect(within(preview).queryByText('yamada@example.jp')).toBeNull();
    expect(within(preview).getAllByText('090-1234-5678')).toHaveLength(2);
  });

  it('refuses a javascript: URL on the URL field and sends nothing', async () => {
    const { writes } = renderCard();
    const user = await startEditing('Organisation URL');
    const section = region('Organisation URL');
    await user.click(within(section).getByRole('checkbox', { name: 'Show my own value' }));
    const field = within(section).getByRole('textbox', { name: 'Organisation URL' });
    await user.type(field, 'javascript:alert(1)');
    await user.click(within(section).getByRole('button', { name: 'Save' }));
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveAccessibleDescription(/.+/);
    expect(writes()).toEqual([]);
  });

  it('asks for one part of an own address, then saves it and shows it on the card', async () => {
    const { writes } = renderCard();
    const user = await startEditing('Address');
    const section = region('Address');
    await user.click(within(section).getByRole('checkbox', { name: 'Show my own value' }));
    await user.click(within(section).getByRole('button', { name: 'Save' }));
    expect(await within(section).findByRole('alert')).toHaveTextContent(
      'Enter at least one part of the address.',
    );
    expect(writes()).toEqual([]);

    const before = (await qrSrc()).toString();
    await user.type(within(section).getByRole('textbox', { name: 'Address 1' }), '大阪府大阪市北区');
    await user.click(within(section).getByRole('button', { name: 'Save' }));
    expect(await within(region('Card and QR code')).findByText('大阪府大阪市北区')).toBeVisible();
    expect(writes()).toEqual([
      {
        method: 'POST',
        path: '/vcfCustomSettings/address',
        body: { useCustom: true, custom: { zipcode: '', address1: '大阪府大阪市北区', address2: '' } },
      },
    ]);
    // The QR code is asked for again, now holding the new address.
    expect((await qrSrc()).toString()).not.toBe(before);
  });
});
