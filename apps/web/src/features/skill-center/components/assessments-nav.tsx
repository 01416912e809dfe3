import { NavLink } from 'react-router';

const ITEMS = [
  { to: '/assessments', label: 'In progress and suggested' },
  { to: '/assessments/completed', label: 'Completed' },
];

/** The two "My assessments" pages, as tabs, and the way to the whole catalogue. */
export function AssessmentsNav() {
  return (
    <nav aria-label="My assessments" className="mt-6 border-b border-ink-200">
      <ul className="flex gap-1 overflow-x-auto">
        {ITEMS.map((item) => (
          <li key={item.to} className="shrink-0">
            <NavLink
              to={item.to}
              end
              className={({ isActive }) =>
                `-mb-px inline-flex border-b-2 px-3 py-3 text-sm font-medium whitespace-nowrap ${
                  isActive
                    ? 'border-brand-700 text-brand-800'
                    : 'border-transparent text-ink-600 hover:border-ink-300 hover:text-ink-900'
                }`
              }
            >
              {item.label}
            </NavLink>
          </li>
        ))}
        <li className="ml-auto shrink-0">
          <NavLink
            to="/skill-center"
            className="inline-flex px-3 py-3 text-sm font-medium text-brand-700 hover:underline"
          >
            Browse the skill center
          </NavLink>
        </li>
      </ul>
    </nav>
  );
}
