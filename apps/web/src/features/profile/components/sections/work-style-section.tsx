import { Compass } from 'lucide-react';
import { Link } from 'react-router';
import { TopWorkStyles, WorkStyleBars } from '../../../../components/work-style/work-style-scores.tsx';
import { WorkStyleVisibilitySwitch } from '../../../../components/work-style/work-style-visibility.tsx';
import { useMyWorkStyle } from '../../../../lib/work-style.ts';
import { SectionCard } from '../section-card.tsx';

/** The work-style questionnaire's result, when there is one: the top two, the five scores, and who sees it. */
export function WorkStyleSection() {
  const workStyle = useMyWorkStyle();
  const result = workStyle.data;
  if (!result) return null;
  return (
    <SectionCard
      id="work-style"
      title="Work style"
      Icon={Compass}
      empty={false}
      emptyText=""
      action={
        <Link to="/work-style" className="text-sm font-medium text-brand-700 underline">
          Retake or delete
        </Link>
      }
    >
      <div className="mt-4 space-y-5">
        <TopWorkStyles result={result} />
        <WorkStyleBars result={result} caption="All five styles, each scored from 0 to 10" />
        <WorkStyleVisibilitySwitch visibility={result.visibility} />
      </div>
    </SectionCard>
  );
}
