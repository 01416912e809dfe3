import { ITEM_BANK } from '../item-bank/index.ts';
import type { CodingItem } from '../item-bank/types.ts';

/** A coding item of the skill tests' bank, by key (a missing key is a mistake in the content, caught at load). */
export function bankItem(key: string): CodingItem {
  const item = ITEM_BANK.flatMap((test) => test.items).find((i) => i.key === key);
  if (!item || item.type !== 'coding') throw new Error(`The item bank has no coding item ${key}.`);
  return item;
}
