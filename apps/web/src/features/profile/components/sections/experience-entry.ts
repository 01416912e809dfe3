import { ProfileUpdateSchema, type Experience } from '@talent/contract/profile';
import type { z } from 'zod';

/** The experience entry as the form edits it (shared by the section and its form). */
export const Schema = ProfileUpdateSchema.pick({ experience: true }).required();
export type Input = z.input<typeof Schema>['experience'][number];

export const toInput = ({
  company,
  title,
  start_month,
  end_month,
  location,
  description,
}: Experience): Input => ({
  company,
  title,
  start_month,
  end_month,
  location,
  description,
});
