import { CODE_OF_CONDUCT } from './code-of-conduct.ts';
import { CONTRACTOR_AGREEMENT } from './contractor-agreement.ts';
import { NDA_IP } from './nda-ip.ts';
import { W8BEN, W8BEN_E, W9 } from './tax-forms.ts';
import type { ComplianceTemplate } from './types.ts';

/** Every template by document kind (the kinds of COMPLIANCE_DOCUMENT_KINDS in the contract). */
export const COMPLIANCE_TEMPLATES = {
  contractor_agreement: CONTRACTOR_AGREEMENT,
  nda_ip: NDA_IP,
  code_of_conduct: CODE_OF_CONDUCT,
  w8ben: W8BEN,
  w8ben_e: W8BEN_E,
  w9: W9,
} as const satisfies Record<string, ComplianceTemplate>;
