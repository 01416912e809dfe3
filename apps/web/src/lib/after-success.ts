/**
 * Runs `then` once `action` (a `mutateAsync`) succeeded. For a mutation whose success unmounts its own button (the
 * live refetch that follows replaces it): an `onSuccess` passed to `mutate` never runs once its component is gone,
 * an awaited promise does. A failure stays on the mutation's state, where the page shows it.
 */
export async function afterSuccess<T>(action: Promise<T>, then: (result: T) => unknown): Promise<void> {
  let result: T;
  try {
    result = await action;
  } catch {
    return;
  }
  void then(result);
}
