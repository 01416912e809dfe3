import { type Profile } from '@talent/contract/profile';
import { Banknote } from 'lucide-react';
import { useState } from 'react';
import { SALARY_PERIOD_LABELS } from '../../lib/labels.ts';
import { SectionCard } from '../section-card.tsx';
import { SectionDialog } from '../section-dialog.tsx';
import { formatMoney } from '../../../../lib/format.ts';
import { deferred, usePreload } from '../../../../components/deferred.tsx';

// The edit form (react-hook-form with it) loads after the profile renders, not in its first download.
const SalaryForm = deferred(() => import('./salary-form.tsx').then((module) => module.SalaryForm));

export function formatSalary(salary: NonNullable<Profile['salary']>): string {
  return `${formatMoney(salary.amount, salary.currency)} ${SALARY_PERIOD_LABELS[salary.period]}`;
}

export function SalarySection({ profile }: { profile: Profile }) {
  usePreload(SalaryForm);
  const [open, setOpen] = useState(false);
  return (
    <>
      <SectionCard
        id="salary"
        title="Salary expectation"
        Icon={Banknote}
        empty={!profile.salary}
        emptyText="Add the least you would accept, in any currency: jobs below it stop showing as a match."
        onEdit={() => setOpen(true)}
        editLabel="salary expectation"
      >
        {profile.salary && <p className="text-sm font-medium text-ink-900">{formatSalary(profile.salary)}</p>}
      </SectionCard>
      <SectionDialog open={open} onOpenChange={setOpen} title="Salary expectation">
        <SalaryForm profile={profile} onDone={() => setOpen(false)} />
      </SectionDialog>
    </>
  );
}
