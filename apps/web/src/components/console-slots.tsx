import type { ApplicantDetail } from '@talent/contract/recruiter';
import { createContext, useContext, type ComponentType } from 'react';

/**
 * Panels another feature adds to a console page. Features may not import each other, so the page asks for the
 * panel here and the app (the recruiter layout) hands it in; without a provider the page simply has none.
 */
export interface ApplicantAssessmentsProps {
  applicant: ApplicantDetail;
  /**
   * Where the page's own move and reject controls go once there is a result: the panel mounts an element by the
   * newest completed result and hands it here (null when it goes). The page renders its one set of controls
   * into that element while it exists and at the top otherwise, so they never appear twice.
   */
  decisionSlot?: (element: HTMLElement | null) => void;
}

export interface ConsoleSlots {
  ApplicantAssessments?: ComponentType<ApplicantAssessmentsProps>;
}

const ConsoleSlotsContext = createContext<ConsoleSlots>({});

export const ConsoleSlotsProvider = ConsoleSlotsContext.Provider;

export function useConsoleSlots(): ConsoleSlots {
  return useContext(ConsoleSlotsContext);
}
