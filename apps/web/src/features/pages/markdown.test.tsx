import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { Markdown, parseBlocks } from './markdown';

function show(source: string) {
  const router = createMemoryRouter([{ path: '/', element: <Markdown source={source} /> }]);
  return render(<RouterProvider router={router} />);
}

describe('static page Markdown subset', () => {
  it('parses headings, paragraphs and both kinds of lists', () => {
    expect(parseBlocks('## A\n\nline one\nline two\n\n- x\n- y\n\n1. first\n2. second\n### B')).toEqual([
      { kind: 'h2', text: 'A' },
      { kind: 'p', text: 'line one line two' },
      { kind: 'ul', items: ['x', 'y'] },
      { kind: 'ol', items: ['first', 'second'] },
      { kind: 'h3', text: 'B' },
    ]);
  });

  it('renders bold, same-site links and mailto links', () => {
    show(
      'Read **the rules** and the [privacy policy](/pages/privacy) or [mail us](mailto:help@site.example).',
    );
    expect(screen.getByText('the rules').tagName).toBe('STRONG');
    expect(screen.getByRole('link', { name: 'privacy policy' })).toHaveAttribute('href', '/pages/privacy');
    expect(screen.getByRole('link', { name: 'mail us' })).toHaveAttribute('href', 'mailto:help@site.example');
  });

  it('shows HTML as text and never links outside the site', () => {
    const { container } = show(
      '<script>alert(1)</script> <b>bold</b> [evil](https://evil.example) [js](javascript:alert(1)) [other](//evil.example)',
    );
    expect(container.querySelector('script, b')).toBeNull();
    expect(container.textContent).toContain('<script>alert(1)</script>');
    expect(screen.queryAllByRole('link')).toEqual([]);
    expect(container.textContent).toContain('evil');
  });

  it('keeps escaped characters as text', () => {
    const { container } = show('\\*Best\\* \\[Dates\\]\\(x\\)');
    expect(container.textContent).toBe('*Best* [Dates](x)');
    expect(container.querySelector('strong, a')).toBeNull();
  });
});
