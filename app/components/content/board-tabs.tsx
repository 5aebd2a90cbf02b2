import { useRef, useState } from 'react';
import { useLocalePath, useT } from '~/i18n/use-translation';
import { PersonCard, type PersonSummary } from './person-card';

const groups = ['board', 'executive'] as const;

/** Two tabs, 'Board of Directors' and 'Executive Management', with arrow-key navigation (WAI-ARIA tabs). */
export function BoardTabs({ people }: { people: PersonSummary[] }) {
  const t = useT();
  const to = useLocalePath();
  const [active, setActive] = useState<(typeof groups)[number]>('board');
  const tabs = useRef<Array<HTMLButtonElement | null>>([]);
  const labels = { board: t('board.boardTab'), executive: t('board.executiveTab') };
  return (
    <section>
      <div role="tablist" aria-label={t('board.tabsLabel')} className="flex gap-2 border-b border-slate-300">
        {groups.map((group, index) => (
          <button
            key={group}
            ref={(element) => {
              tabs.current[index] = element;
            }}
            type="button"
            role="tab"
            id={`tab-${group}`}
            aria-selected={active === group}
            aria-controls={`panel-${group}`}
            tabIndex={active === group ? 0 : -1}
            onClick={() => setActive(group)}
            onKeyDown={(event) => {
              if (event.key !== 'ArrowRight' && event.key !== 'ArrowLeft') return;
              const next = groups[(index + 1) % groups.length];
              setActive(next);
              tabs.current[groups.indexOf(next)]?.focus();
            }}
            className={`-mb-px border-b-4 px-4 py-3 font-bold ${active === group ? 'border-sand-500 text-navy-900' : 'border-transparent text-slate-600 hover:text-navy-900'}`}
          >
            {labels[group]}
          </button>
        ))}
      </div>
      {groups.map((group) => (
        <div
          key={group}
          role="tabpanel"
          id={`panel-${group}`}
          aria-labelledby={`tab-${group}`}
          hidden={active !== group}
          className="pt-6"
        >
          <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {people
              .filter((person) => person.group === group)
              .map((person) => (
                <li key={person.slug}>
                  <PersonCard person={person} to={to(`/the-board/${person.slug}`)} />
                </li>
              ))}
          </ul>
        </div>
      ))}
    </section>
  );
}
