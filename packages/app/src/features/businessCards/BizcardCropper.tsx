import { useId, useRef, useState } from 'react';
import type { KeyboardEvent, PointerEvent } from 'react';
import type { CropBizcardBody } from '@kizuna/api-client/contract';
import { Button, TextField } from '@kizuna/ui';
import { useTranslation } from 'react-i18next';

export interface BizcardCropperProps {
  src: string;
  alt: string;
  width: number;
  height: number;
  isSaving: boolean;
  onCrop: (area: CropBizcardBody) => void;
  onCancel: () => void;
}

type Area = CropBizcardBody;
const FIELDS = ['x', 'y', 'width', 'height'] as const;

/** The area inside the image: at least 1 px, never past an edge. */
export function clampArea(area: Area, width: number, height: number): Area {
  const x = Math.min(Math.max(0, Math.round(area.x)), width - 1);
  const y = Math.min(Math.max(0, Math.round(area.y)), height - 1);
  return {
    x,
    y,
    width: Math.min(Math.max(1, Math.round(area.width)), width - x),
    height: Math.min(Math.max(1, Math.round(area.height)), height - y),
  };
}

/**
 * The crop step: a box over the card image. Drag on the image to draw it; with the keyboard, the
 * box moves with the arrow keys and changes size with Shift and the arrow keys (Alt for single
 * pixels); the four number fields set it exactly. Crop sends the area in the image's pixels.
 */
export function BizcardCropper({ src, alt, width, height, isSaving, onCrop, onCancel }: BizcardCropperProps) {
  const { t } = useTranslation();
  const helpId = useId();
  const inset = { x: Math.round(width * 0.05), y: Math.round(height * 0.05) };
  const [area, setArea] = useState<Area>({
    x: inset.x,
    y: inset.y,
    width: width - 2 * inset.x,
    height: height - 2 * inset.y,
  });
  const [texts, setTexts] = useState<Record<(typeof FIELDS)[number], string> | null>(null);
  const frame = useRef<HTMLDivElement>(null);
  const drag = useRef<{ x: number; y: number } | null>(null);
  const shown = texts ?? {
    x: String(area.x),
    y: String(area.y),
    width: String(area.width),
    height: String(area.height),
  };
  const fieldError = (field: (typeof FIELDS)[number]): string | undefined => {
    const value = Number(shown[field]);
    const max =
      field === 'x'
        ? width - 1
        : field === 'y'
          ? height - 1
          : field === 'width'
            ? width - area.x
            : height - area.y;
    const min = field === 'x' || field === 'y' ? 0 : 1;
    if (shown[field].trim() === '' || !Number.isInteger(value) || value < min || value > max) {
      return t('businessCards.crop.range', { min, max });
    }
    return undefined;
  };
  const invalid = FIELDS.some((field) => fieldError(field) !== undefined);

  function update(next: Area) {
    setArea(clampArea(next, width, height));
    setTexts(null);
  }

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const steps: Record<string, [number, number]> = {
      ArrowLeft: [-1, 0],
      ArrowRight: [1, 0],
      ArrowUp: [0, -1],
      ArrowDown: [0, 1],
    };
    const step = steps[event.key];
    if (!step) return;
    event.preventDefault();
    const unit = event.altKey ? 1 : Math.max(1, Math.round(Math.min(width, height) / 50));
    const [dx, dy] = step;
    if (event.shiftKey) {
      update({ ...area, width: area.width + dx * unit, height: area.height + dy * unit });
    } else {
      const x = Math.min(Math.max(0, area.x + dx * unit), width - area.width);
      const y = Math.min(Math.max(0, area.y + dy * unit), height - area.height);
      update({ ...area, x, y });
    }
  }

  function pointAt(event: PointerEvent<HTMLDivElement>) {
    const box = frame.current!.getBoundingClientRect();
    return {
      x: ((event.clientX - box.left) / box.width) * width,
      y: ((event.clientY - box.top) / box.height) * height,
    };
  }

  function onPointerDown(event: PointerEvent<HTMLDivElement>) {
    if (event.button !== 0) return;
    event.currentTarget.setPointerCapture(event.pointerId);
    drag.current = pointAt(event);
  }

  function onPointerMove(event: PointerEvent<HTMLDivElement>) {
    const start = drag.current;
    if (!start) return;
    const point = pointAt(event);
    const x = Math.min(start.x, point.x);
    const y = Math.min(start.y, point.y);
    if (Math.abs(point.x - start.x) < 4 || Math.abs(point.y - start.y) < 4) return;
    update({ x, y, width: Math.abs(point.x - start.x), height: Math.abs(point.y - start.y) });
  }

  const percent = (value: number, of: number) => `${(value / of) * 100}%`;

  return (
    <div className="kz-bizcard-crop">
      <p id={helpId} className="kz-form-help">
        {t('businessCards.crop.help')}
      </p>
      <div
        ref={frame}
        className="kz-bizcard-crop__frame"
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={() => {
          drag.current = null;
        }}
      >
        <img src={src} alt={alt} draggable={false} className="kz-bizcard-crop__image" />
        <div
          className="kz-bizcard-crop__box"
          role="group"
          tabIndex={0}
          aria-label={t('businessCards.crop.box', area)}
          aria-describedby={helpId}
          onKeyDown={onKeyDown}
          style={{
            left: percent(area.x, width),
            top: percent(area.y, height),
            width: percent(area.width, width),
            height: percent(area.height, height),
          }}
        />
      </div>
      <div className="kz-bizcard-crop__fields">
        {FIELDS.map((field) => (
          <TextField
            key={field}
            label={t(`businessCards.crop.${field}`)}
            type="number"
            inputMode="numeric"
            value={shown[field]}
            isInvalid={fieldError(field) !== undefined}
            errorMessage={fieldError(field)}
            onChange={(value) => {
              const next = { ...shown, [field]: value };
              setTexts(next);
              const numbers = FIELDS.map((name) => Number(next[name]));
              if (numbers.every((number) => Number.isInteger(number))) {
                const [x, y, w, h] = numbers as [number, number, number, number];
                if (x >= 0 && y >= 0 && w >= 1 && h >= 1 && x + w <= width && y + h <= height) {
                  setArea({ x, y, width: w, height: h });
                }
              }
            }}
          />
        ))}
      </div>
      <div className="kz-bizcard__actions">
        <Button onPress={onCancel} isDisabled={isSaving}>
          {t('businessCards.crop.cancel')}
        </Button>
        <Button variant="primary" isDisabled={isSaving || invalid} onPress={() => onCrop(area)}>
          {t('businessCards.crop.submit')}
        </Button>
      </div>
    </div>
  );
}
