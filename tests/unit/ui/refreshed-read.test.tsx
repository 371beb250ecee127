import { describe, expect, it, vi } from 'vitest';
import { refreshedRead } from '@/ui/refreshed-read';

/** A read whose answers the test gives, one per call. */
function scriptedRead(answers: Array<string | Error>) {
  const read = vi.fn(() => {
    const answer = answers.shift();
    return answer instanceof Error ? Promise.reject(answer) : Promise.resolve(answer ?? 'sem resposta');
  });
  return read;
}

describe('refreshedRead', () => {
  it('reads at once and again when the person comes back to the window, until stopped', async () => {
    const read = scriptedRead(['pausado: não', 'pausado: sim']);
    const onNext = vi.fn();
    const onError = vi.fn();
    const stop = refreshedRead(read)(onNext, onError);
    await vi.waitFor(() => expect(onNext).toHaveBeenLastCalledWith('pausado: não'));

    window.dispatchEvent(new Event('focus'));
    await vi.waitFor(() => expect(onNext).toHaveBeenLastCalledWith('pausado: sim'));

    stop();
    window.dispatchEvent(new Event('focus'));
    expect(read).toHaveBeenCalledTimes(2);
    expect(onError).not.toHaveBeenCalled();
  });

  it('reports a failed first read; a failed refresh keeps what is shown and the next one tries again', async () => {
    const offline = new Error('offline');
    const first = vi.fn();
    const firstError = vi.fn();
    const stopFirst = refreshedRead(scriptedRead([offline]))(first, firstError);
    await vi.waitFor(() => expect(firstError).toHaveBeenCalledWith(offline));
    expect(first).not.toHaveBeenCalled();
    stopFirst();

    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const onNext = vi.fn();
    const onError = vi.fn();
    const stop = refreshedRead(scriptedRead(['cardápio', offline, 'cardápio novo']))(onNext, onError);
    await vi.waitFor(() => expect(onNext).toHaveBeenCalledTimes(1));
    window.dispatchEvent(new Event('focus'));
    await vi.waitFor(() => expect(log).toHaveBeenCalledWith('Erro ao atualizar', offline));
    window.dispatchEvent(new Event('focus'));
    await vi.waitFor(() => expect(onNext).toHaveBeenLastCalledWith('cardápio novo'));
    expect(onError).not.toHaveBeenCalled();
    stop();
    log.mockRestore();
  });
});
