/** Private documents (invoices, credit notes): never cached, never sniffed, never sent on as a referrer. */
const privateHeaders = {
  'Cache-Control': 'private, no-store',
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'no-referrer',
};

/** The same answer for a document that does not exist and for one the viewer may not see, so ids reveal nothing. */
export const privateNotFound = () =>
  new Response('Not found', {
    status: 404,
    headers: { ...privateHeaders, 'Content-Type': 'text/plain; charset=utf-8' },
  });

/** A kept PDF as a download. */
export function privatePdf(document: { fileName: string; contentType: string; bytes: Buffer }) {
  return new Response(new Uint8Array(document.bytes), {
    headers: {
      ...privateHeaders,
      'Content-Type': document.contentType,
      'Content-Disposition': `attachment; filename="${document.fileName}"`,
      'Content-Length': String(document.bytes.byteLength),
      'Cross-Origin-Resource-Policy': 'same-origin',
    },
  });
}
