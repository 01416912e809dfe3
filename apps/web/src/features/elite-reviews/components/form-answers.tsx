import { ExternalLink } from 'lucide-react';
import type { Answer, AnswerValue } from '../lib/answers.ts';
import { Empty } from './section.tsx';

function Value({ value }: { value: AnswerValue }) {
  switch (value.kind) {
    case 'link':
      // The candidate's own link: a new tab that cannot reach back into the console.
      return (
        <a
          href={value.href}
          target="_blank"
          rel="noopener noreferrer"
          className="inline-flex items-center gap-1 break-all text-brand-800 underline hover:text-brand-900"
        >
          {value.href}
          <ExternalLink aria-hidden="true" className="size-3.5 shrink-0" />
          <span className="sr-only"> (opens in a new tab)</span>
        </a>
      );
    case 'list':
      return (
        <ul className="flex flex-wrap gap-1.5">
          {value.items.map((item, index) => (
            <li key={`${item}-${index}`} className="rounded bg-ink-100 px-1.5 py-0.5 text-ink-800">
              {item}
            </li>
          ))}
        </ul>
      );
    case 'paragraph':
      return <p className="whitespace-pre-wrap text-ink-800">{value.text}</p>;
    default:
      return <>{value.text}</>;
  }
}

/** One submitted form as label/value pairs; a form not sent yet says so. */
export function FormAnswers({ answers, notSent }: { answers: Answer[] | null; notSent: string }) {
  if (!answers) return <Empty>{notSent}</Empty>;
  return (
    <dl className="grid gap-x-4 gap-y-2 text-sm sm:grid-cols-[12rem_1fr]">
      {answers.map((answer) => (
        <div key={answer.key} className="contents">
          <dt className="text-ink-600">{answer.label}</dt>
          <dd className="min-w-0 text-ink-900">
            <Value value={answer.value} />
          </dd>
        </div>
      ))}
    </dl>
  );
}
