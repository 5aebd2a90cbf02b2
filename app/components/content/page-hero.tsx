import { PhoneText } from './phone-text';

/** The band at the top of every content page: the page's one <h1> on the brand navy. */
export function PageHero({
  heading,
  intro,
  children,
}: {
  heading: React.ReactNode;
  intro?: string;
  children?: React.ReactNode;
}) {
  return (
    <div className="relative overflow-hidden bg-navy-900 text-white">
      <svg
        className="absolute inset-0 h-full w-full opacity-20"
        viewBox="0 0 1200 300"
        preserveAspectRatio="none"
        aria-hidden="true"
      >
        <path d="M0 240 Q300 180 600 220 T1200 200 V300 H0z" fill="#c8a165" />
        <path d="M0 270 Q400 230 800 260 T1200 250 V300 H0z" fill="#dcc096" />
      </svg>
      <div className="relative mx-auto max-w-7xl px-4 py-12 sm:py-16">
        <h1 className="max-w-3xl text-3xl font-bold tracking-tight sm:text-4xl">{heading}</h1>
        {intro ? (
          <p className="mt-4 max-w-3xl text-lg leading-relaxed text-slate-200">
            <PhoneText text={intro} />
          </p>
        ) : null}
        {children}
      </div>
    </div>
  );
}
