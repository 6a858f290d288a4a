import { execFile } from 'node:child_process';
import type { OcrLanguage } from '@kizuna/api-client/contract';
import sharp from 'sharp';
import { IMAGE_MAX_PIXELS } from '../faceImages/index.js';
import type { OcrAvailability, OcrEngine, OcrOptions } from './OcrEngine.js';

/** Tesseract's trained data per language; English is added to each, as cards mix in Latin text. */
const TRAINED_DATA: Record<OcrLanguage, readonly string[]> = {
  JAPANESE: ['jpn', 'eng'],
  ENGLISH: ['eng'],
  CHINESE: ['chi_sim', 'eng'],
  KOREAN: ['kor', 'eng'],
};

/** Card text reads best at roughly 300 dpi: a 91 mm card is about 1,100 px wide; we aim a bit above. */
const MIN_WIDTH = 1600;
const MAX_WIDTH = 3200;
const RECOGNIZE_TIMEOUT_MS = 120_000;
/** How long an availability answer is kept: installing tesseract takes effect within a minute. */
const AVAILABILITY_TTL_MS = 60_000;

const availabilityCache = new Map<string, { at: number; answer: Promise<OcrAvailability> }>();

function run(
  binary: string,
  args: readonly string[],
  input: Uint8Array | null,
  signal?: AbortSignal,
): Promise<{ stdout: string; stderr: string }> {
  return new Promise((resolve, reject) => {
    const child = execFile(
      binary,
      args,
      {
        encoding: 'utf8',
        maxBuffer: 4 * 1024 * 1024,
        timeout: RECOGNIZE_TIMEOUT_MS,
        // One thread: the server shares its cores with requests.
        env: { ...process.env, OMP_THREAD_LIMIT: '1' },
        ...(signal ? { signal } : {}),
      },
      (error, stdout, stderr) => (error ? reject(error) : resolve({ stdout, stderr })),
    );
    child.stdin?.on('error', () => undefined);
    if (input) child.stdin?.end(input);
    else child.stdin?.end();
  });
}

async function probe(binary: string): Promise<OcrAvailability> {
  try {
    const { stdout, stderr } = await run(binary, ['--list-langs'], null);
    const installed = new Set(
      `${stdout}\n${stderr}`
        .split(/\r?\n/)
        .map((line) => line.trim())
        .filter((line) => /^[a-z_]+$/.test(line)),
    );
    const languages = (Object.keys(TRAINED_DATA) as OcrLanguage[]).filter((language) =>
      TRAINED_DATA[language].every((data) => installed.has(data)),
    );
    return { available: languages.length > 0, languages };
  } catch {
    return { available: false, languages: [] };
  }
}

/** The image as tesseract reads it best: upright, grey, contrast stretched, about 300 dpi. */
async function prepare(image: Uint8Array, options: OcrOptions): Promise<Buffer[]> {
  let base = sharp(image, { limitInputPixels: IMAGE_MAX_PIXELS }).rotate().flatten({ background: '#ffffff' });
  if (options.trimImage) {
    // A plain margin (table, scanner lid) around the card goes; a card without one stays as it is.
    const trimmed = await base
      .clone()
      .trim({ threshold: 30 })
      .png()
      .toBuffer()
      .catch(() => null);
    if (trimmed) base = sharp(trimmed, { limitInputPixels: IMAGE_MAX_PIXELS });
  }
  const { data, info } = await base.grayscale().png().toBuffer({ resolveWithObject: true });
  const halves: { left: number; top: number; width: number; height: number }[] = [];
  if (options.divideImage) {
    if (info.width >= info.height) {
      const half = Math.floor(info.width / 2);
      halves.push({ left: 0, top: 0, width: half, height: info.height });
      halves.push({ left: half, top: 0, width: info.width - half, height: info.height });
    } else {
      const half = Math.floor(info.height / 2);
      halves.push({ left: 0, top: 0, width: info.width, height: half });
      halves.push({ left: 0, top: half, width: info.width, height: info.height - half });
    }
  } else {
    halves.push({ left: 0, top: 0, width: info.width, height: info.height });
  }
  return Promise.all(
    halves.map(async (area) => {
      const width = Math.min(MAX_WIDTH, Math.max(MIN_WIDTH, area.width));
      let pipeline = sharp(data, { limitInputPixels: IMAGE_MAX_PIXELS })
        .extract(area)
        .resize({ width, kernel: 'lanczos3' })
        .normalise();
      // A phone photo is softer and unevenly lit; a scan is already clean.
      if (options.photoType !== 'SCANNER') pipeline = pipeline.sharpen();
      return pipeline.png().toBuffer();
    }),
  );
}

/**
 * The embedded OCR engine: the `tesseract` command of this machine (Debian: tesseract-ocr and
 * tesseract-ocr-jpn). Unavailable when the command is missing or has none of the languages.
 */
export function createTesseractOcrEngine(binary = 'tesseract'): OcrEngine {
  return {
    availability() {
      const cached = availabilityCache.get(binary);
      if (cached && Date.now() - cached.at < AVAILABILITY_TTL_MS) return cached.answer;
      const answer = probe(binary);
      availabilityCache.set(binary, { at: Date.now(), answer });
      return answer;
    },
    async recognize(image, options) {
      const parts = await prepare(image, options);
      const texts: string[] = [];
      for (const part of parts) {
        const { stdout } = await run(
          binary,
          [
            'stdin',
            'stdout',
            '-l',
            TRAINED_DATA[options.language].join('+'),
            // A card is a few blocks of lines in no fixed layout.
            '--psm',
            '3',
            '-c',
            'preserve_interword_spaces=1',
          ],
          part,
          options.signal,
        );
        texts.push(stdout);
      }
      return texts.join('\n');
    },
  };
}
