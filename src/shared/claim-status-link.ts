// The address of a claim's status page with its reference and check code filled in (the receipt's QR code, the
// e-mails, the page that lists what was just filed): the passenger then types only their last name. The proofs go
// in the fragment, which a browser never sends: no server, proxy or history of requests keeps the code. Links
// printed before carried them in the query, and are still read.

export type LinkedProofs = { reference: string; code: string };

/** The status page's path and query (the language only) and the fragment with the proofs. */
export function claimStatusPath(reference: string, code: string | null, lang: 'en' | 'fr'): string {
  const proofs = new URLSearchParams({ ref: reference, ...(code ? { code } : {}) });
  return `/claim-status?${new URLSearchParams({ lang })}#${proofs}`;
}

/** The proofs a status page's address carries, in its fragment or (links printed before) its query. */
export function linkedProofs(search: string, hash: string): LinkedProofs {
  const fragment = new URLSearchParams(hash.replace(/^#/, ''));
  const query = new URLSearchParams(search);
  return {
    reference: fragment.get('ref') ?? query.get('ref') ?? '',
    code: fragment.get('code') ?? query.get('code') ?? '',
  };
}
