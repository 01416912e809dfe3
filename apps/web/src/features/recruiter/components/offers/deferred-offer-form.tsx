import { deferred } from '../../../../components/deferred.tsx';

/** The offer form (its pickers and react-hook-form) loads after the applicant page, not in its first download. */
export const OfferForm = deferred(() => import('./offer-form.tsx').then((module) => module.OfferForm));
