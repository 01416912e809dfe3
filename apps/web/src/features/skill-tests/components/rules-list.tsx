import { RULE_TASK_LABELS, type TestRules } from '@talent/contract/assessments';

/** "5 choice (one or several answers), 1 put in order and 1 coding" */
export function taskKinds(tasks: TestRules['tasks']): string {
  const parts = tasks.map(({ type, count }) => `${count} ${RULE_TASK_LABELS[type]}`);
  if (parts.length < 2) return parts.join('');
  return `${parts.slice(0, -1).join(', ')} and ${parts[parts.length - 1]}`;
}

/** The rules a candidate reads before Start: what, how long, what passes, and when they may try again. */
export function RulesList({ rules }: { rules: TestRules }) {
  const rows: [string, string][] = [
    ['Tasks', `${rules.task_count} tasks: ${taskKinds(rules.tasks)}.`],
    [
      'Time',
      `${rules.time_limit_minutes} minutes, counted by our server from the moment you press Start. Leaving the page does not stop it.`,
    ],
    [
      'Pass mark',
      `${rules.pass_mark_percent}% of the points passes (proficient); ${rules.advanced_mark_percent}% or more is advanced.`,
    ],
    [
      'Trying again',
      `${rules.cooldown_days} days after a graded attempt${rules.free_redo ? ', except one free redo straight after a first attempt that did not pass' : ''}.`,
    ],
    ['Badge', `Passing earns a verifiable badge, valid ${Math.round(rules.badge_valid_days / 365)} years.`],
  ];
  return (
    <dl className="grid gap-x-6 gap-y-3 sm:grid-cols-[9rem_1fr]">
      {rows.map(([term, text]) => (
        <div key={term} className="contents">
          <dt className="text-sm font-semibold text-ink-900">{term}</dt>
          <dd className="text-sm text-ink-700">{text}</dd>
        </div>
      ))}
    </dl>
  );
}
