import type { KeyboardEvent } from 'react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

/** A square of an image, in its pixels. */
export interface Square {
  left: number;
  top: number;
  size: number;
}

export interface SquareCropProps {
  /** Address of the image (an object URL of the chosen file). */
  src: string;
  /** The image's own size in pixels. */
  width: number;
  height: number;
  value: Square;
  onChange: (square: Square) => void;
  /** Edge of the box the image is drawn in, in CSS pixels. @default 280 */
  box?: number;
}

/** The largest square of an image, in its middle: where a crop starts. */
export function middleSquare(width: number, height: number): Square {
  const size = Math.min(width, height);
  return { left: Math.floor((width - size) / 2), top: Math.floor((height - size) / 2), size };
}

/** `square` moved and resized by `delta`, kept within the image and at least 16 px (or the image). */
export function clampSquare(square: Square, width: number, height: number): Square {
  const size = Math.round(Math.max(Math.min(16, width, height), Math.min(square.size, width, height)));
  return {
    size,
    left: Math.round(Math.min(Math.max(0, square.left), width - size)),
    top: Math.round(Math.min(Math.max(0, square.top), height - size)),
  };
}

/**
 * A square chosen on an image: the image with the square drawn on it, a preview of what is kept,
 * and three sliders (left, top, size). The square itself takes arrow keys (Shift: larger steps)
 * and + / − for its size.
 */
export function SquareCrop({ src, width, height, value, onChange, box = 280 }: SquareCropProps) {
  const { t } = useTranslation();
  const helpId = useId();
  const scale = box / Math.max(width, height);
  const change = (next: Square) => onChange(clampSquare(next, width, height));

  function onKeyDown(event: KeyboardEvent) {
    const step = Math.max(1, Math.round(Math.min(width, height) * (event.shiftKey ? 0.1 : 0.02)));
    const moves: Record<string, Partial<Square>> = {
      ArrowLeft: { left: value.left - step },
      ArrowRight: { left: value.left + step },
      ArrowUp: { top: value.top - step },
      ArrowDown: { top: value.top + step },
      '+': { size: value.size + step, left: value.left - step / 2, top: value.top - step / 2 },
      '-': { size: value.size - step, left: value.left + step / 2, top: value.top + step / 2 },
    };
    const move = moves[event.key === '=' ? '+' : event.key];
    if (!move) return;
    event.preventDefault();
    change({ ...value, ...move });
  }

  const slider = (key: keyof Square, label: string, min: number, max: number) => (
    <label className="kz-square-crop__slider">
      <span>{label}</span>
      <input
        type="range"
        min={min}
        max={max}
        value={value[key]}
        onChange={(event) => change({ ...value, [key]: Number(event.target.value) })}
      />
    </label>
  );

  const previewSize = 96;
  const previewScale = previewSize / value.size;
  return (
    <div className="kz-square-crop">
      <div className="kz-square-crop__stage" style={{ width: width * scale, height: height * scale }}>
        <img src={src} alt="" width={width * scale} height={height * scale} draggable={false} />
        <div
          className="kz-square-crop__square"
          role="group"
          tabIndex={0}
          aria-label={t('profile.face.cropTitle')}
          aria-describedby={helpId}
          onKeyDown={onKeyDown}
          style={{
            left: value.left * scale,
            top: value.top * scale,
            width: value.size * scale,
            height: value.size * scale,
          }}
        />
      </div>
      <div className="kz-square-crop__controls">
        <p id={helpId} className="kz-square-crop__help">
          {t('profile.face.cropHelp')}
        </p>
        {slider('left', t('profile.face.left'), 0, width - value.size)}
        {slider('top', t('profile.face.top'), 0, height - value.size)}
        {slider('size', t('profile.face.size'), Math.min(16, width, height), Math.min(width, height))}
        <p className="kz-square-crop__preview-label">{t('profile.face.preview')}</p>
        <div
          className="kz-square-crop__preview"
          role="img"
          aria-label={t('profile.face.preview')}
          data-square={`${value.left},${value.top},${value.size}`}
          style={{
            width: previewSize,
            height: previewSize,
            backgroundImage: `url("${src}")`,
            backgroundSize: `${width * previewScale}px ${height * previewScale}px`,
            backgroundPosition: `${-value.left * previewScale}px ${-value.top * previewScale}px`,
          }}
        />
      </div>
    </div>
  );
}
