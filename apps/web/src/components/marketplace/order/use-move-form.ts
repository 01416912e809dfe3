import { useState } from 'react';
import type { z } from 'zod';
import { useOrderMove, type OrderMove } from '../api/orders.ts';
import { NO_PROBLEMS, problemsFrom, problemsFromZod, type FormProblems } from '../lib/form-problems.ts';

/**
 * One order move behind a form: the input is checked against the contract's schema first (the same messages the
 * server gives), then sent; a 422 lands on the fields, anything else (a 409's reason) above the button.
 */
export function useMoveForm(orderId: string, move: OrderMove, shownFields: (field: string) => boolean) {
  const mutation = useOrderMove(orderId);
  const [problems, setProblems] = useState<FormProblems>(NO_PROBLEMS);

  const send = async <S extends z.ZodType>(
    schema: S,
    input: z.input<S>,
    options: { idempotencyKey?: string; extra?: FormProblems['fields'] } = {},
  ): Promise<boolean> => {
    const parsed = schema.safeParse(input);
    const local = parsed.success ? NO_PROBLEMS : problemsFromZod(parsed.error);
    const fields = { ...local.fields, ...options.extra };
    if (!parsed.success || Object.keys(fields).length > 0) {
      setProblems({ fields, other: null });
      return false;
    }
    try {
      await mutation.mutateAsync({
        move,
        body: parsed.data,
        ...(options.idempotencyKey ? { idempotencyKey: options.idempotencyKey } : {}),
      });
      setProblems(NO_PROBLEMS);
      return true;
    } catch (error) {
      setProblems(problemsFrom(error, shownFields));
      return false;
    }
  };

  return { send, problems, pending: mutation.isPending };
}
