import { ProfileUpdateSchema, type Education } from '@talent/contract/profile';
import type { z } from 'zod';

/** The education entry as the form edits it (shared by the section and its form). */
export const Schema = ProfileUpdateSchema.pick({ education: true }).required();
export type Input = z.input<typeof Schema>['education'][number];

export const toInput = ({ school, degree, field, start_year, end_year }: Education): Input => ({
  school,
  degree,
  field,
  start_year,
  end_year,
});
