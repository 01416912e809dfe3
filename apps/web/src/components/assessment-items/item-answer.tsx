import type { Answer, ItemView, RunCode, RunResult } from '@talent/contract/assessments';
import { MultipleChoiceItem, SingleChoiceItem } from './choice-items.tsx';
import { CodingItem } from './coding-item.tsx';
import { OrderingItem } from './ordering-item.tsx';
import { ShortAnswerItem } from './short-answer-item.tsx';

/** The answer control for a task's type; each sends the contract's answer shape for that type. */
export function ItemAnswer({
  item,
  answer,
  onChange,
  disabled,
  labelledBy,
  runCode,
}: {
  item: ItemView;
  answer: Answer | undefined;
  onChange: (answer: Answer) => void;
  disabled: boolean;
  labelledBy: string;
  runCode: (body: RunCode) => Promise<RunResult>;
}) {
  const common = { onChange, disabled, labelledBy };
  switch (item.type) {
    case 'single_choice':
      return (
        <SingleChoiceItem item={item} answer={answer?.type === item.type ? answer : undefined} {...common} />
      );
    case 'multiple_choice':
      return (
        <MultipleChoiceItem
          item={item}
          answer={answer?.type === item.type ? answer : undefined}
          {...common}
        />
      );
    case 'short_answer':
      return (
        <ShortAnswerItem item={item} answer={answer?.type === item.type ? answer : undefined} {...common} />
      );
    case 'ordering':
      return (
        <OrderingItem item={item} answer={answer?.type === item.type ? answer : undefined} {...common} />
      );
    case 'coding':
      return (
        <CodingItem
          item={item}
          answer={answer?.type === item.type ? answer : undefined}
          runCode={runCode}
          {...common}
        />
      );
  }
}
