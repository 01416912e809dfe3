import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { linkify, MessageText } from './message-text.tsx';

describe('MessageText', () => {
  it('shows markup as the characters typed, never as HTML', () => {
    const text = '<img src=x onerror="alert(1)"><script>alert(2)</script><b>bold</b>';
    const { container } = render(<MessageText text={text} />);
    expect(container.querySelector('img, script, b')).toBeNull();
    expect(container.textContent).toBe(text);
  });

  it('keeps line breaks (pre-wrap) instead of collapsing them', () => {
    const { container } = render(<MessageText text={'Line one\nLine two\n\nLine four'} />);
    const paragraph = container.querySelector('p');
    expect(paragraph?.textContent).toBe('Line one\nLine two\n\nLine four');
    expect(paragraph).toHaveClass('whitespace-pre-wrap');
  });

  it('turns web links into safe anchors and leaves trailing punctuation outside', () => {
    render(<MessageText text="See https://example.com/jobs?a=1&b=2. Thanks" />);
    const link = screen.getByRole('link', { name: 'https://example.com/jobs?a=1&b=2' });
    expect(link).toHaveAttribute('href', 'https://example.com/jobs?a=1&b=2');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link.getAttribute('rel')).toContain('noopener');
    expect(link.getAttribute('rel')).toContain('noreferrer');
  });

  it('never makes a link of other schemes', () => {
    const { container } = render(
      <MessageText text={'javascript:alert(1) data:text/html,<b>x</b> vbscript:msgbox'} />,
    );
    expect(container.querySelector('a')).toBeNull();
    expect(linkify('javascript:alert(1)')).toEqual([{ text: 'javascript:alert(1)', href: null }]);
  });

  it('splits text around several links', () => {
    expect(linkify('a http://x.test b https://y.test/c')).toEqual([
      { text: 'a ', href: null },
      { text: 'http://x.test', href: 'http://x.test/' },
      { text: ' b ', href: null },
      { text: 'https://y.test/c', href: 'https://y.test/c' },
    ]);
  });
});
