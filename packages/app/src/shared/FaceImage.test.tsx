import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FaceImage } from './FaceImage';

describe('FaceImage', () => {
  it('shows the image at the given size', () => {
    render(<FaceImage src="/front/faceImage/thumbnail/3" alt="Sato" size={24} />);
    const image = screen.getByRole('img', { name: 'Sato' });
    expect(image).toHaveAttribute('src', '/front/faceImage/thumbnail/3');
    expect(image).toHaveAttribute('width', '24');
  });

  it('keeps the proportions of an image that fits within the size', () => {
    render(<FaceImage src="/front/contactImage/original/3" alt="Sato" size={96} fitWithin />);
    const image = screen.getByRole('img', { name: 'Sato' });
    expect(image).not.toHaveAttribute('width');
    expect(image).toHaveStyle({ maxWidth: '96px', maxHeight: '96px' });
  });

  it('draws a silhouette, named like the image, when there is no image', () => {
    render(<FaceImage src={null} alt="Sato" className="kz-ext-photo" />);
    const silhouette = screen.getByRole('img', { name: 'Sato' });
    expect(silhouette.tagName).toBe('SPAN');
    expect(silhouette).toHaveClass('kz-ext-photo', 'kz-ext-photo--placeholder');
  });

  it('falls back to a hidden silhouette when a decorative image fails to load', () => {
    const { container } = render(<FaceImage src="/front/faceImage/thumbnail/3" alt="" />);
    fireEvent.error(container.querySelector('img')!);
    expect(container.querySelector('img')).toBeNull();
    expect(container.querySelector('.kz-face--placeholder')).toHaveAttribute('aria-hidden', 'true');
  });
});
