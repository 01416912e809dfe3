// Violation: components/ imports a feature.
import { getItems } from '../features/catalog/api/get-items.ts';

export const Button = () => <button>{String(getItems)}</button>;
