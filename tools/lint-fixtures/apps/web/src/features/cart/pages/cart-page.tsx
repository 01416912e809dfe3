// Violation: a feature imports app/.
import { guardRedirect } from '../../../app/guard.ts';
import { Cart } from '../components/cart.tsx';

export const CartPage = () => <Cart key={String(guardRedirect)} />;
