import { afterEach, describe, expect, it, vi } from 'vitest';
import { downloadFile } from './downloadFile';

afterEach(() => {
  vi.restoreAllMocks();
});

/** What the browser is asked to save: the link's name and the bytes behind its object URL. */
function captureDownload() {
  const saved: { name: string; href: string; blob: Blob | undefined }[] = [];
  let lastBlob: Blob | undefined;
  vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
    lastBlob = blob as Blob;
    return 'blob:http://127.0.0.1/1';
  });
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push({ name: this.download, href: this.href, blob: lastBlob });
  });
  return saved;
}

describe('downloadFile', () => {
  it('saves the file an API call answered under its own name, Japanese names included', async () => {
    const saved = captureDownload();
    const file = new File(['日時\tアカウントID\r\n'], '操作ログ 2026年12月.tsv', {
      type: 'text/tab-separated-values; charset=utf-8',
    });
    downloadFile(file);
    expect(saved).toHaveLength(1);
    expect(saved[0]!.name).toBe('操作ログ 2026年12月.tsv');
    expect(saved[0]!.href).toBe('blob:http://127.0.0.1/1');
    expect(await saved[0]!.blob!.text()).toBe('日時\tアカウントID\r\n');
    expect(document.querySelector('a[download]')).toBeNull();
  });

  it('names an unnamed answer with the fallback', () => {
    const saved = captureDownload();
    downloadFile(new Blob(['x'], { type: 'text/plain' }), 'export.txt');
    expect(saved[0]!.name).toBe('export.txt');
  });
});
