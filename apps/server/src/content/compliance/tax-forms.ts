import { documentText, signedByLine, type ComplianceTemplate, type SignerDetails } from './types.ts';

/*
 * The three US tax forms as attestations: the same parts and lines as the IRS forms (so an accountant finds each
 * answer where they expect it), with the statements in our own words. They carry the real tax number: the text
 * is shown only to its owner and stored sealed.
 */

const W8BEN_VERSION = 'w8ben/2026.1';
const W8BEN_E_VERSION = 'w8ben-e/2026.1';
const W9_VERSION = 'w9/2026.1';

const CHANGES =
  '- I will tell Borderless within 30 days if anything on this form stops being true, and sign a new form.';

/** Form W-8BEN: an individual outside the US. */
export const W8BEN: ComplianceTemplate = {
  version: W8BEN_VERSION,
  render: (d) =>
    documentText([
      '# Tax form W-8BEN: certificate of foreign status (individual)',
      '',
      `Template version: ${W8BEN_VERSION}`,
      '',
      'This is your attestation of the information asked on IRS Form W-8BEN, "Certificate of Foreign Status of Beneficial Owner for United States Tax Withholding and Reporting (Individuals)". Borderless keeps it as your W-8BEN. It tells anyone paying you from the US that you are not a US person, so no US tax is withheld from your fees for work done outside the US.',
      'It stays valid until 31 December of the third year after the year you sign it. We ask you to sign a new one before then.',
      '',
      '## Part I: Who you are',
      '',
      `1. Name of the individual who is the beneficial owner: ${d.legalName}`,
      `2. Country of citizenship: ${d.citizenship}`,
      `3. Permanent residence address: ${d.address}`,
      '4. Mailing address: the same as line 3',
      '5. US taxpayer identification number (SSN or ITIN): none',
      `6a. Foreign tax identifying number: ${d.taxId}`,
      `8. Date of birth (YYYY-MM-DD): ${d.dateOfBirth}`,
      '',
      '## Part II: Tax treaty benefits',
      '',
      'No treaty benefits are claimed on this form. If you want to claim a reduced rate under a tax treaty between your country and the US, contact us before you sign.',
      '',
      '## Part III: Certification',
      '',
      'I confirm the following, knowing that a false statement on this form can be punished under US law (it is made under penalties of perjury):',
      '- I have read this form, and what it says about me is true, correct and complete.',
      '- I am the person named in line 1, and I am the beneficial owner of the payments Borderless makes to me: I receive them for myself, not for anyone else.',
      '- I am not a US person: not a US citizen, not a lawful permanent resident of the US (green card holder), and not resident in the US for tax purposes.',
      `- I am resident for tax purposes in ${d.taxResidence}.`,
      '- I do the work I am paid for through Borderless from outside the United States, so the payments are not connected with a trade or business I carry on in the United States.',
      CHANGES,
      '- Borderless may give this form to anyone who pays me, or who decides on US withholding on payments to me, for that purpose only.',
      '',
      '## Signature',
      '',
      signedByLine(d),
    ]),
};

/** Form W-8BEN-E: a company outside the US. */
export const W8BEN_E: ComplianceTemplate = {
  version: W8BEN_E_VERSION,
  render: (d) =>
    documentText([
      '# Tax form W-8BEN-E: certificate of foreign status (entity)',
      '',
      `Template version: ${W8BEN_E_VERSION}`,
      '',
      'This is your company\'s attestation of the information asked on IRS Form W-8BEN-E, "Certificate of Status of Beneficial Owner for United States Tax Withholding and Reporting (Entities)". Borderless keeps it as the company\'s W-8BEN-E. It tells anyone paying the company from the US that it is not a US entity, so no US tax is withheld from its fees for work done outside the US.',
      'It stays valid until 31 December of the third year after the year it is signed. We ask for a new one before then.',
      '',
      '## Part I: Who the beneficial owner is',
      '',
      `1. Name of the organisation that is the beneficial owner: ${d.companyName}`,
      `2. Country of incorporation or organisation, where it is resident for tax purposes: ${d.taxResidence}`,
      '4. Status (entity type): a company receiving the payments for its own account; not a partnership, simple or grantor trust, intermediary, agent or nominee',
      '5. FATCA status: active non-financial foreign entity (active NFFE, Part XXV)',
      `6. Permanent residence address: ${d.address}`,
      '7. Mailing address: the same as line 6',
      '8. US taxpayer identification number (EIN): none',
      `9b. Foreign tax identifying number: ${d.taxId}`,
      '',
      '## Part III: Tax treaty benefits',
      '',
      'No treaty benefits are claimed on this form. If the company wants to claim a reduced rate under a tax treaty, contact us before you sign.',
      '',
      '## Part XXV: Active non-financial foreign entity',
      '',
      '- The organisation is not a financial institution: it does not hold, invest or trade financial assets for others.',
      '- Less than 50% of its gross income for the last calendar year was passive income (such as interest, dividends, rents and royalties).',
      '- Less than 50% of the assets it held during that year produced passive income or were held to produce it.',
      '',
      '## Part XXX: Certification',
      '',
      `I, ${d.legalName}, confirm the following for ${d.companyName}, knowing that a false statement on this form can be punished under US law (it is made under penalties of perjury):`,
      '- I have read this form, and what it says about the organisation is true, correct and complete.',
      '- The organisation named in line 1 is the beneficial owner of the payments Borderless makes to it: it receives them for its own account, not for anyone else.',
      '- The organisation is not a US person: it was not created or organised in the United States or under US law.',
      '- The work the organisation is paid for through Borderless is done outside the United States, so the payments are not connected with a trade or business it carries on in the United States.',
      '- I am authorised to sign for the organisation.',
      CHANGES,
      '- Borderless may give this form to anyone who pays the organisation, or who decides on US withholding on payments to it, for that purpose only.',
      '',
      '## Signature',
      '',
      signedByLine(d),
    ]),
};

/** What a W-9 names as the taxpayer: the person, or the company with its signer. */
function w9Identity(d: SignerDetails): string[] {
  if (d.entityType === 'company') {
    return [
      `1. Name of the entity (as on its income tax return): ${d.companyName}`,
      '2. Business name, if different: none',
      '3. Federal tax classification: a business entity, classified as it is registered with the IRS under the EIN below',
      '4. Exemptions (exempt payee code, FATCA exemption code): none',
    ];
  }
  return [
    `1. Name (as on your income tax return): ${d.legalName}`,
    '2. Business name, if different: none',
    '3. Federal tax classification: individual or sole proprietor',
    '4. Exemptions (exempt payee code, FATCA exemption code): none',
  ];
}

/** Form W-9: a US person (citizen, resident, or a US company). */
export const W9: ComplianceTemplate = {
  version: W9_VERSION,
  render: (d) =>
    documentText([
      '# Tax form W-9: taxpayer identification number and certification',
      '',
      `Template version: ${W9_VERSION}`,
      '',
      'This is your attestation of the information asked on IRS Form W-9, "Request for Taxpayer Identification Number and Certification". Borderless keeps it as your W-9 and uses it to report what we pay you to the IRS (Form 1099-NEC).',
      '',
      '## Who you are',
      '',
      ...w9Identity(d),
      `5-6. Address: ${d.address}`,
      '',
      '## Part I: Taxpayer identification number',
      '',
      `${d.entityType === 'company' ? 'Employer identification number (EIN)' : 'Social security number (SSN) or ITIN'}: ${d.taxId}`,
      '',
      '## Part II: Certification',
      '',
      'I confirm the following, knowing that a false statement on this form can be punished under US law (it is made under penalties of perjury):',
      '1. The number shown in Part I is my correct taxpayer identification number.',
      '2. I am not subject to backup withholding: I am exempt from it, or the IRS has not told me that I am subject to it because I failed to report all interest or dividends, or the IRS has told me that I no longer am.',
      '3. I am a US citizen or another US person (a US resident alien, or a company, partnership, estate or trust created or organised in the United States).',
      '4. No FATCA exemption code applies to me.',
      'If the IRS has told you that you are subject to backup withholding and has not told you it ended, do not sign: contact us first, since statement 2 would not be true.',
      CHANGES,
      '',
      '## Signature',
      '',
      signedByLine(d),
    ]),
};
