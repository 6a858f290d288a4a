import { createKizunaClient } from '@kizuna/api-client';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ClientProvider } from '../../api/ClientContext';
import { renderWithProviders } from '../../testing/renderWithProviders';
import { FaceImageSection } from './FaceImageSection';

/** A fetch that keeps each request's method, path and form, and answers a face image. */
function faceApi(status = 200, hasFace = true) {
  const calls: { method: string; path: string; form: FormData | null }[] = [];
  const fetch: typeof globalThis.fetch = async (input, init) => {
    const url = new URL(input instanceof Request ? input.url : String(input));
    const form = init?.body instanceof FormData ? init.body : null;
    const method = init?.method ?? 'GET';
    calls.push({ method, path: url.pathname.replace(/^\/api\/browser/, ''), form });
    if (status !== 200 && method !== 'GET') {
      return Response.json(
        { code: 'VALIDATION_FAILED', message: 'no', fieldErrors: [{ path: 'body.file', key: 'imageType' }] },
        { status },
      );
    }
    return Response.json({
      userId: 2,
      hasFaceImage: method === 'GET' ? hasFace : method !== 'DELETE',
      updatedAt: null,
      thumbnailPath: '/front/faceImage/thumbnail/2',
      originalPath: '/front/faceImage/2',
    });
  };
  return { fetch, calls };
}

function renderSection(status = 200, hasFace = true) {
  const api = faceApi(status, hasFace);
  const client = createKizunaClient({ baseURL: 'http://127.0.0.1:9', fetch: api.fetch });
  const view = renderWithProviders(
    <ClientProvider clients={{ client, silentClient: client }}>
      <FaceImageSection userId={2} />
    </ClientProvider>,
  );
  return { ...api, container: view.container };
}

/** Chooses a 400 × 200 PNG and lets its preview load. */
async function choosePhoto(container: HTMLElement) {
  const user = userEvent.setup();
  const input = container.querySelector<HTMLInputElement>('input[type="file"]')!;
  await user.upload(
    input,
    new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'me.png', { type: 'image/png' }),
  );
  const probe = container.querySelector<HTMLImageElement>('.kz-face-section__probe')!;
  Object.defineProperty(probe, 'naturalWidth', { value: 400 });
  Object.defineProperty(probe, 'naturalHeight', { value: 200 });
  fireEvent.load(probe);
  return user;
}

beforeEach(() => {
  vi.stubGlobal(
    'URL',
    Object.assign(URL, { createObjectURL: () => 'blob:face', revokeObjectURL: () => undefined }),
  );
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('my face image', () => {
  it('starts with the middle square, moves it with the arrow keys and uploads that square', async () => {
    const { container, calls } = renderSection();
    const user = await choosePhoto(container);
    const square = screen.getByRole('group', { name: 'Square to keep' });
    expect(screen.getByRole('img', { name: 'Preview' })).toHaveAttribute('data-square', '100,0,200');

    square.focus();
    await user.keyboard('{Shift>}{ArrowRight}{/Shift}{ArrowLeft}');
    // Shift moves a tenth of the short side (20 px), a plain arrow a fiftieth (4 px).
    expect(screen.getByRole('img', { name: 'Preview' })).toHaveAttribute('data-square', '116,0,200');
    await user.keyboard('{ArrowRight}'.repeat(40));
    expect(screen.getByRole('img', { name: 'Preview' })).toHaveAttribute('data-square', '200,0,200');
    await user.keyboard('-');
    expect(screen.getByRole('img', { name: 'Preview' })).toHaveAttribute('data-square', '202,2,196');
    expect(screen.getByRole('slider', { name: 'Size' })).toHaveValue('196');

    await user.click(screen.getByRole('button', { name: 'Save face image' }));
    await screen.findByText('Face image saved.');
    const upload = calls.find((call) => call.method === 'POST')!;
    expect(upload.path).toBe('/settings/user/faceImage/2');
    expect([upload.form?.get('cropLeft'), upload.form?.get('cropTop'), upload.form?.get('cropSize')]).toEqual(
      ['202', '2', '196'],
    );
    // The face shown is loaded afresh.
    expect(screen.getByRole('img', { name: 'Your face image' })).toHaveAttribute(
      'src',
      '/front/faceImage/thumbnail/2?v=1',
    );
  });

  it('refuses a file that is not an image before sending, and shows the server refusal', async () => {
    const { container, calls } = renderSection(400);
    // As a file dialog set to "all files" would let one choose.
    const user = userEvent.setup({ applyAccept: false });
    const input = container.querySelector<HTMLInputElement>('input[type="file"]')!;
    await user.upload(input, new File(['<html>'], 'page.html', { type: 'image/png' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Choose a gif, jpeg, jpg or png image.');
    expect(calls.filter((call) => call.method !== 'GET')).toEqual([]);

    await choosePhoto(container);
    await user.click(screen.getByRole('button', { name: 'Save face image' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Choose a gif, jpeg, jpg or png image.');
  });

  it('removes the face image, and offers no removal once there is none', async () => {
    const { calls } = renderSection();
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Remove face image' }));
    await screen.findByText('Face image removed.');
    expect(screen.queryByRole('button', { name: 'Remove face image' })).not.toBeInTheDocument();
    await waitFor(() =>
      expect(calls.filter((call) => call.method !== 'GET')).toEqual([
        expect.objectContaining({ method: 'DELETE', path: '/settings/user/faceImage/2' }),
      ]),
    );
  });

  it('offers no removal to a person without a face image, and offers it once one is saved', async () => {
    const { container, calls } = renderSection(200, false);
    await waitFor(() => expect(calls.map((call) => call.method)).toEqual(['GET']));
    expect(screen.queryByRole('button', { name: 'Remove face image' })).not.toBeInTheDocument();
    const user = await choosePhoto(container);
    await user.click(screen.getByRole('button', { name: 'Save face image' }));
    expect(await screen.findByRole('button', { name: 'Remove face image' })).toBeVisible();
  });
});
