// Clean: app/ composes the features.
import { CartPage } from '../features/cart/pages/cart-page.tsx';

export const routeTable = [CartPage];
