type Bytes = Uint8Array<ArrayBuffer>;

const decoder = new TextDecoder();
const encoder = new TextEncoder();
/** Where a script's text ends, as the HTML parser finds it: the first `</script`, in any case. */
const SCRIPT_END = /<\/script/gi;

/** A rendered page as it is kept: the same bytes for every reader. */
export interface KeptForm {
  /** The page without its nonce attributes. */
  html: Bytes;
  /** Its Content-Security-Policy, the nonce replaced by the hashes of the scripts that carried it. */
  policy: string;
}

/** A script's text as CSP names it: `'sha256-…'` of its UTF-8 bytes. */
export function scriptHash(text: string): string {
  return `'sha256-${new Bun.CryptoHasher('sha256').update(text).digest('base64')}'`;
}

/**
 * A page rendered with `nonce` made fit to keep, the hash-based strict
 * policy for cached pages: each inline script that carries the nonce (the
 * site's own: the theme script, the boot data, React's) is allowed by the
 * SHA-256 of its text instead, and the nonce leaves the page and its
 * policy. The page's bytes are then the same for every answer, so a kept
 * page is answered as it was compressed, with nothing filled in per
 * request. Only scripts that carried this render's nonce are hashed: one
 * that came with the content (which the sanitizer removes anyway) never
 * carried it, gets no hash, and stays blocked, as it would with the nonce.
 */
export function withScriptHashes(html: Uint8Array, nonce: string, policy: string): KeptForm {
  const text = decoder.decode(html);
  const attribute = ` nonce="${nonce}"`;
  const hashes = new Set<string>();
  for (let at = text.indexOf(attribute); at !== -1; at = text.indexOf(attribute, at + 1)) {
    const tagStart = text.lastIndexOf('<', at);
    if (!text.startsWith('<script', tagStart)) continue;
    const textStart = text.indexOf('>', at) + 1;
    SCRIPT_END.lastIndex = textStart;
    const end = SCRIPT_END.exec(text)?.index ?? text.length;
    hashes.add(scriptHash(text.slice(textStart, end)));
  }
  return {
    html: encoder.encode(text.replaceAll(attribute, '')),
    policy: policy.replace(` 'nonce-${nonce}'`, [...hashes].map((hash) => ` ${hash}`).join('')),
  };
}

/**
 * A rendered page's bytes in their kept form, its policy in `headers`
 * (the render's own, changed in place) traded the same way; a page that
 * came without a policy is given none. The one step both the serving
 * thread and the render worker take before a page is kept.
 */
export function keptPage(html: Uint8Array, nonce: string, headers: Headers): Bytes {
  const policy = headers.get('content-security-policy');
  const kept = withScriptHashes(html, nonce, policy ?? '');
  if (policy !== null) headers.set('Content-Security-Policy', kept.policy);
  return kept.html;
}
