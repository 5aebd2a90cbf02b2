import { Link } from 'react-router';

export type PersonSummary = { slug: string; name: string; role: string; group: 'board' | 'executive'; image?: string };

export function PersonCard({ person, to }: { person: PersonSummary; to: string }) {
  return (
    <Link
      to={to}
      className="flex items-center gap-4 rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200 hover:ring-sand-500"
    >
      {person.image ? (
        <img
          src={person.image}
          alt=""
          width={64}
          height={64}
          className="h-16 w-16 shrink-0 rounded-full"
          loading="lazy"
        />
      ) : null}
      <span>
        <span className="block font-bold text-navy-900">{person.name}</span>
        <span className="block text-sm text-slate-700">{person.role}</span>
      </span>
    </Link>
  );
}
