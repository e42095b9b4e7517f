// The admin lists' one selection and delete store (products, categories, promo codes, orders) and the
// pending-actions store under it: ticking rows, "select all" on the page, the confirmation's question,
// the confirmed delete with every row under way at once, a refusal kept beside its row, and no second
// call while one is under way.
import { describe, expect, it } from 'vitest';
import { allSelected, createListSelection } from '../../../src/admin/logic/list-selection.ts';
import { createPendingActions } from '../../../src/admin/logic/pending-actions.ts';

/** A promise the test settles by hand, and how many times its call was made. */
function held<T = void>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

describe('list selection', () => {
  it('ticks and unticks rows; select all ticks the page, or unticks it when all are ticked', () => {
    const list = createListSelection<number>();
    list.toggle(3);
    list.toggle(4);
    list.toggle(3);
    expect([...list.$selection.get().selected]).toEqual([4]);
    list.toggleAll([1, 2, 4]);
    expect([...list.$selection.get().selected].sort()).toEqual([1, 2, 4]);
    expect(allSelected(list.$selection.get().selected, [1, 2, 4])).toBe(true);
    list.toggleAll([1, 2, 4]);
    expect(list.$selection.get().selected.size).toBe(0);
    expect(allSelected(new Set<number>(), [])).toBe(false);
  });

  it('asks before deleting; cancelling sends nothing', async () => {
    const list = createListSelection<number>();
    list.ask([7]);
    expect(list.$selection.get().confirming).toEqual([7]);
    list.cancel();
    expect(list.$selection.get().confirming).toBeNull();
    const calls: number[] = [];
    expect(
      await list.confirm(
        async (id) => calls.push(id),
        () => 'error',
      ),
    ).toEqual({ asked: [], deleted: [] });
    expect(calls).toEqual([]);
  });

  it('closes the question at once, shows every row under way with the progress, then drops the deleted rows from the selection', async () => {
    const list = createListSelection<number>();
    list.toggleAll([1, 2, 3]);
    list.ask([1, 2, 3]);
    const answers = new Map([1, 2, 3].map((id) => [id, held()]));
    const running = list.confirm(
      (id) => answers.get(id)?.promise ?? Promise.resolve(),
      () => 'Échec de la suppression',
    );
    expect(list.$selection.get().confirming).toBeNull();
    expect([...list.deletes.$state.get().pending].sort()).toEqual([1, 2, 3]);
    expect(list.$selection.get().progress).toEqual({ done: 0, total: 3 });

    answers.get(1)?.resolve();
    answers.get(2)?.reject(new Error('409'));
    await new Promise((r) => setTimeout(r, 0));
    expect(list.$selection.get().progress).toEqual({ done: 2, total: 3 });
    answers.get(3)?.resolve();
    expect(await running).toEqual({ asked: [1, 2, 3], deleted: [1, 3] });

    const after = list.$selection.get();
    expect([...after.selected]).toEqual([2]);
    expect(after.progress).toBeNull();
    expect(list.deletes.$state.get().pending.size).toBe(0);
    expect(list.deletes.$state.get().errors.get(2)).toBe('Échec de la suppression');
    expect(list.deletes.$state.get().errors.has(1)).toBe(false);
  });

  it('does not send a row again while its delete is under way; a new try clears its old error', async () => {
    const list = createListSelection<string>();
    const first = held();
    let calls = 0;
    const remove = () => {
      calls += 1;
      return calls === 1 ? first.promise : Promise.resolve();
    };
    list.ask(['ete10']);
    const running = list.confirm(remove, () => 'refusé');
    list.ask(['ete10']);
    expect(await list.confirm(remove, () => 'refusé')).toEqual({ asked: ['ete10'], deleted: [] });
    expect(calls).toBe(1);
    first.reject(new Error('500'));
    await running;
    expect(list.deletes.$state.get().errors.get('ete10')).toBe('refusé');

    list.ask(['ete10']);
    expect((await list.confirm(remove, () => 'refusé')).deleted).toEqual(['ete10']);
    expect(list.deletes.$state.get().errors.has('ete10')).toBe(false);
  });
});

describe('pending actions', () => {
  it('shows the preview while the action runs, then the saved value or, refused, the old one and the error', async () => {
    const actions = createPendingActions<number, string>();
    const answer = held<string>();
    const running = actions.run(
      12,
      () => answer.promise,
      (error) => `refusé : ${String(error)}`,
      'shipped',
    );
    expect(actions.$state.get().previews.get(12)).toBe('shipped');
    expect(
      await actions.run(
        12,
        () => Promise.resolve('paid'),
        () => '',
        'paid',
      ),
    ).toEqual({ status: 'skipped' });
    answer.reject('422');
    expect(await running).toEqual({ status: 'failed', error: '422' });
    const state = actions.$state.get();
    expect(state.previews.has(12)).toBe(false);
    expect(state.pending.has(12)).toBe(false);
    expect(state.errors.get(12)).toBe('refusé : 422');

    actions.clearError(12);
    expect(actions.$state.get().errors.has(12)).toBe(false);
    expect(
      await actions.run(
        12,
        () => Promise.resolve('ok'),
        () => '',
      ),
    ).toEqual({ status: 'done', value: 'ok' });
  });
});
