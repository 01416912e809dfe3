import type { Sweep } from '../pipeline/pipeline-scheduler.ts';
import type { MasterclassService } from './masterclass.service.ts';

/** The talks' reminders at the app's clock: a day and a quarter of an hour before the start, each sent once. */
export function masterclassSweeps(masterclass: MasterclassService): Sweep[] {
  return [{ name: 'masterclass.reminders', run: (now) => masterclass.sendReminders(now) }];
}
