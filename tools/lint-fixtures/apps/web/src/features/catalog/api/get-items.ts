// Clean: a fetcher uses lib/ and its own feature.
import { http } from '../../../lib/http.ts';

export const getItems = () => http('/items');
