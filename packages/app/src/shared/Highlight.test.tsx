import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Highlight, HighlightProvider } from './Highlight';

describe('Highlight', () => {
  it('marks what the search matched, kana and widths folded', () => {
    const { container } = render(
      <HighlightProvider query="やまだ">
        <p>
          <Highlight text="山田 明美" />
        </p>
        <p>
          <Highlight text="ヤマダ アケミ" />
        </p>
        <p>
          <Highlight text="ﾔﾏﾀﾞ ｱｹﾐ" />
        </p>
      </HighlightProvider>,
    );
    expect([...container.querySelectorAll('mark')].map((mark) => mark.textContent)).toEqual([
      'ヤマダ',
      'ﾔﾏﾀﾞ',
    ]);
    expect(screen.getByText('ヤマダ').parentElement).toHaveTextContent('ヤマダ アケミ');
  });

  it('marks a word typed without the space between family and given name across it', () => {
    const { container } = render(<Highlight text="山田 太郎" query="田太" />);
    expect(container.querySelector('mark')).toHaveTextContent(/^田 太$/);
    expect(container).toHaveTextContent('山田 太郎');
  });

  it('marks each word of the query where it stands', () => {
    const { container } = render(<Highlight text="株式会社ＡＢＣ ヤマダ タロウ" query="abc やまだ" />);
    expect([...container.querySelectorAll('mark')].map((mark) => mark.textContent)).toEqual([
      'ＡＢＣ',
      'ヤマダ',
    ]);
  });

  it('shows the text as it is without a search', () => {
    const { container } = render(<Highlight text="山田 明美" />);
    expect(container.querySelector('mark')).toBeNull();
    expect(container).toHaveTextContent('山田 明美');
  });
});
