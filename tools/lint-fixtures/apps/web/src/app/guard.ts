// Clean: app/ may import lib/.
import { http } from '../lib/http.ts';

export const guardRedirect = () => http('/login');
