import { Link } from 'react-router';
import type { CopySection } from '~/content/page-copy';
import { useLocalePath } from '~/i18n/use-translation';
import { PhoneText } from './phone-text';

export function CopySections({ sections }: { sections: CopySection[] }) {
  return (
    <div className="space-y-10">
      {sections.map((section, index) => (
        <section key={section.heading ?? index} className="prose-copy">
          {section.heading ? <h2 className="mb-3 text-2xl font-bold text-navy-900">{section.heading}</h2> : null}
          {section.paragraphs?.map((paragraph) => (
            <p key={paragraph.slice(0, 40)} className="leading-relaxed text-slate-800">
              <PhoneText text={paragraph} />
            </p>
          ))}
          {section.bullets?.length ? (
            <ul className="mt-4 list-disc space-y-2 ps-6 text-slate-800 marker:text-sand-700">
              {section.bullets.map((bullet) => (
                <li key={bullet}>
                  <PhoneText text={bullet} />
                </li>
              ))}
            </ul>
          ) : null}
          {section.steps?.length ? (
            <ol className="mt-4 grid gap-4 sm:grid-cols-3">
              {section.steps.map((step, stepIndex) => (
                <li key={step.title} className="rounded-xl bg-white p-5 shadow-sm ring-1 ring-slate-200">
                  <span
                    className="flex h-9 w-9 items-center justify-center rounded-full bg-sand-500 font-bold text-navy-900"
                    aria-hidden="true"
                  >
                    {stepIndex + 1}
                  </span>
                  <h3 className="mt-3 font-bold text-navy-900">{step.title}</h3>
                  <p className="mt-2 text-sm leading-relaxed text-slate-700">{step.text}</p>
                </li>
              ))}
            </ol>
          ) : null}
        </section>
      ))}
    </div>
  );
}

export function CallToAction({ cta }: { cta?: { label: string; to: string } }) {
  const to = useLocalePath();
  if (!cta) return null;
  return (
    <Link
      to={to(cta.to)}
      className="inline-block rounded-md bg-action-600 px-6 py-3 font-bold text-white hover:bg-action-700"
    >
      {cta.label}
    </Link>
  );
}
