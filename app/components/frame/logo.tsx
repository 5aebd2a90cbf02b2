/** The company mark: a stylised oasis palm in a road sign, drawn inline so it costs no request. */
export function LogoMark({ className = 'h-10 w-10' }: { className?: string }) {
  return (
    <svg viewBox="0 0 48 48" className={className} aria-hidden="true" focusable="false">
      <rect width="48" height="48" rx="12" fill="#c8a165" />
      <path d="M10 38h28" stroke="#0b2545" strokeWidth="3" strokeLinecap="round" />
      <path d="M24 38V20" stroke="#0b2545" strokeWidth="3" strokeLinecap="round" />
      <path
        d="M24 20c-3-6-9-7-13-4 4 0 8 1 13 4zm0 0c3-6 9-7 13-4-4 0-8 1-13 4zm0 0c-5-2-10 0-12 4 4-2 8-3 12-4zm0 0c5-2 10 0 12 4-4-2-8-3-12-4z"
        fill="#0b2545"
      />
    </svg>
  );
}
