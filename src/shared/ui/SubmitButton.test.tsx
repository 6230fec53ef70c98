// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { SubmitButton } from './SubmitButton';

afterEach(cleanup);

describe('SubmitButton', () => {
  it('is disabled in server-rendered HTML, so a form cannot be sent before its script runs', () => {
    expect(renderToString(<SubmitButton busy={false}>Envoyer</SubmitButton>)).toMatch(/<button[^>]*disabled/);
  });
  it('is enabled once running, and shows progress while busy', () => {
    const { rerender } = render(<SubmitButton busy={false}>Envoyer</SubmitButton>);
    expect((screen.getByRole('button') as HTMLButtonElement).disabled).toBe(false);
    rerender(<SubmitButton busy>Envoyer</SubmitButton>);
    const button = screen.getByRole('button') as HTMLButtonElement;
    expect(button.disabled).toBe(true);
    expect(button.getAttribute('aria-busy')).toBe('true');
    expect(button.textContent).toBe('Envoi en cours…');
  });
});
