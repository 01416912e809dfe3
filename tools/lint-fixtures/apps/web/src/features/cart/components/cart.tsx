// Violation: a feature imports another feature.
import { getItems } from '../../catalog/api/get-items.ts';

export const Cart = () => <p>{String(getItems)}</p>;
