// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import type { FormEvent } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { Alert } from './Alert';
import { SubmitButton } from './SubmitButton';
import { useSubmit, type SubmitOptions, type SubmitOutcome } from './useSubmit';

afterEach(cleanup);

/** A request the test answers by hand, so the form can be seen while it waits. */
function pendingRequest() {
  let answer!: (outcome: SubmitOutcome | void) => void;
  let refuse!: (error: unknown) => void;
  const promise = new Promise<SubmitOutcome | void>((resolve, reject) => {
    answer = resolve;
    refuse = reject;
  });
  return { promise, answer, refuse };
}

function Form({ request, options }: { request: () => Promise<SubmitOutcome | void>; options?: SubmitOptions }) {
  const { busy, outcome, run } = useSubmit(options);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void run(request, (caught) => `Échec : ${String(caught)}`);
  };
  return (
    <form onSubmit={submit}>
      {outcome ? <Alert kind={outcome.kind}>{outcome.message}</Alert> : null}
      <SubmitButton busy={busy}>Envoyer</SubmitButton>
    </form>
  );
}

const button = () => screen.getByRole('button') as HTMLButtonElement;

async function send(options?: SubmitOptions) {
  const request = pendingRequest();
  render(<Form request={() => request.promise} options={options} />);
  fireEvent.click(button());
  expect(button().disabled).toBe(true);
  expect(button().getAttribute('aria-busy')).toBe('true');
  return request;
}

describe('useSubmit', () => {
  it('keeps the button busy while the request runs, then shows what it answered and frees the button', async () => {
    const request = await send();
    await act(async () => request.answer({ kind: 'success', message: 'Enregistré.' }));
    expect(screen.getByRole('status').textContent).toBe('Enregistré.');
    expect(button().disabled).toBe(false);
  });

  it('says a failure in an alert, in the words describeFailure gives, and frees the button', async () => {
    const request = await send();
    await act(async () => request.refuse('réseau'));
    expect(screen.getByRole('alert').textContent).toBe('Échec : réseau');
    expect(button().disabled).toBe(false);
  });

  it('with staysBusyAfterSuccess, keeps the button busy after a success (the page is about to change), not after a failure', async () => {
    const succeeded = await send({ staysBusyAfterSuccess: true });
    await act(async () => succeeded.answer());
    expect(button().disabled).toBe(true);
    cleanup();
    const failed = await send({ staysBusyAfterSuccess: true });
    await act(async () => failed.refuse('refusé'));
    expect(screen.getByRole('alert').textContent).toBe('Échec : refusé');
    expect(button().disabled).toBe(false);
  });
});
