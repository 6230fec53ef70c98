// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { renderMarkdown } from './renderMarkdown';

describe('renderMarkdown', () => {
  it('renders headings, emphasis and links', () => {
    const html = renderMarkdown('## Titre\n\nUn **mot** et [un lien](https://example.com).');
    expect(html).toContain('<h2>Titre</h2>');
    expect(html).toContain('<strong>mot</strong>');
    expect(html).toContain('href="https://example.com"');
  });
  it('never keeps anything that could run', () => {
    const html = renderMarkdown(
      'Texte <script>alert(1)</script> <img src=x onerror="alert(2)"> [clic](javascript:alert(3)) <iframe src="https://evil.example"></iframe> <a href="#" onclick="alert(4)">a</a>',
    );
    expect(html).not.toMatch(/<script|onerror|javascript:|<iframe|onclick/i);
    expect(html).toContain('Texte');
  });
});
