import { Clock, Lightbulb, MessageSquareText, Sun } from 'lucide-react';

const TIPS = [
  {
    Icon: Clock,
    title: '60–90 seconds',
    text: 'Long enough to be you, short enough to watch to the end. It stops at 3 minutes.',
  },
  {
    Icon: Sun,
    title: 'Light on your face',
    text: 'Face a window or a lamp, camera at eye level, a quiet room.',
  },
  {
    Icon: MessageSquareText,
    title: 'What to say',
    text: 'Who you are, what you do best with one result you are proud of, and the work you want next.',
  },
  {
    Icon: Lightbulb,
    title: 'Be yourself',
    text: 'No script needed. Record as often as you like; only the one you save counts.',
  },
];

export function VideoTips() {
  return (
    <aside
      aria-labelledby="tips-heading"
      className="rounded-card border border-ink-200 bg-white p-5 shadow-card"
    >
      <h2 id="tips-heading" className="font-display text-base font-semibold text-ink-900">
        Tips for a good video resume
      </h2>
      <ul className="mt-3 space-y-3">
        {TIPS.map(({ Icon, title, text }) => (
          <li key={title} className="flex gap-3 text-sm">
            <Icon aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-brand-700" />
            <span>
              <span className="font-medium text-ink-900">{title}.</span>{' '}
              <span className="text-ink-600">{text}</span>
            </span>
          </li>
        ))}
      </ul>
    </aside>
  );
}
