import { useEffect, useRef, useState } from 'react';
import type SignaturePad from 'signature_pad';

/**
 * The renter signs on the counter's screen with a finger, pen or mouse. The drawing goes with the
 * form as a PNG data URL in a hidden field; a signature kept from a refused submit is drawn again.
 * signature_pad loads with this field only, so no other page carries it.
 */
export function SignatureField({
  id,
  name,
  label,
  clearLabel,
  defaultValue,
  error,
}: {
  id: string;
  name: string;
  label: string;
  clearLabel: string;
  defaultValue?: string;
  error?: string;
}) {
  const canvas = useRef<HTMLCanvasElement>(null);
  const pad = useRef<SignaturePad | null>(null);
  const [value, setValue] = useState(defaultValue ?? '');

  useEffect(() => {
    let stopped = false;
    void import('signature_pad').then(({ default: Pad }) => {
      const element = canvas.current;
      if (stopped || !element) return;
      // Drawn at the screen's pixel density, so the stroke is sharp on a tablet.
      const ratio = Math.max(window.devicePixelRatio || 1, 1);
      element.width = element.offsetWidth * ratio;
      element.height = element.offsetHeight * ratio;
      element.getContext('2d')?.scale(ratio, ratio);
      const signature = new Pad(element, { penColor: '#0b2545', backgroundColor: 'rgb(255,255,255)' });
      if (defaultValue) void signature.fromDataURL(defaultValue, { ratio });
      signature.addEventListener('endStroke', () => setValue(signature.toDataURL('image/png')));
      pad.current = signature;
    });
    return () => {
      stopped = true;
      pad.current?.off();
    };
  }, [defaultValue]);

  return (
    <div>
      <p id={`${id}-label`} className="mb-1 block text-sm font-semibold text-navy-900">
        {label}
      </p>
      <canvas
        ref={canvas}
        id={id}
        role="img"
        aria-labelledby={`${id}-label`}
        aria-invalid={error ? true : undefined}
        aria-describedby={`${id}-error`}
        className="h-40 w-full max-w-lg touch-none rounded-md border border-slate-400 bg-white aria-[invalid=true]:border-red-600"
      />
      <input type="hidden" name={name} value={value} />
      <button
        type="button"
        className="mt-2 rounded-md px-3 py-1 text-sm font-semibold text-navy-900 ring-1 ring-slate-300 hover:bg-slate-100"
        onClick={() => {
          pad.current?.clear();
          setValue('');
        }}
      >
        {clearLabel}
      </button>
      <p id={`${id}-error`} className="min-h-5 pt-0.5 pb-1 text-sm text-red-700" aria-live="polite">
        {error ?? ''}
      </p>
    </div>
  );
}
