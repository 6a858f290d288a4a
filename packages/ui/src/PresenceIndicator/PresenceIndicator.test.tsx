import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PresenceIndicator } from './PresenceIndicator';

describe('PresenceIndicator', () => {
  it('shows the label beside an icon that screen readers skip', () => {
    const { container } = render(<PresenceIndicator kind="busy" label="In a meeting" />);
    expect(screen.getByText('In a meeting')).toBeInTheDocument();
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    expect(container.firstElementChild).toHaveAttribute('data-presence', 'busy');
  });

  it('draws each kind with a glyph of its own', () => {
    const kinds = ['available', 'busy', 'away', 'offline', 'unknown'] as const;
    const glyphs = kinds.map((kind) => {
      const { container, unmount } = render(<PresenceIndicator kind={kind} label={kind} />);
      const glyph = container.querySelector('path')?.getAttribute('d');
      unmount();
      return glyph;
    });
    expect(new Set(glyphs).size).toBe(kinds.length);
  });

  it('names the icon with the label when compact', () => {
    render(<PresenceIndicator kind="away" label="Away" compact />);
    expect(screen.getByRole('img', { name: 'Away' })).toBeInTheDocument();
    expect(screen.queryByText('Away')).not.toBeInTheDocument();
  });
});
