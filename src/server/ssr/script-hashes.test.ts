import { describe, expect, test } from 'bun:test';
import { scriptHash, withScriptHashes } from './script-hashes';

const NONCE = 'cFDIv34/3+dEl3IuvVHc8g==';
const POLICY = `default-src 'self'; script-src 'self' 'nonce-${NONCE}'; object-src 'none'`;
const encoder = new TextEncoder();
const decoder = new TextDecoder();

function kept(html: string) {
  const page = withScriptHashes(encoder.encode(html), NONCE, POLICY);
  return { html: decoder.decode(page.html), policy: page.policy };
}

describe('withScriptHashes', () => {
  test("a script's hash is the SHA-256 of its UTF-8 text, as browsers compute it", () => {
    // echo -n 'alert(1)' | openssl dgst -sha256 -binary | base64
    expect(scriptHash('alert(1)')).toBe("'sha256-bhHHL3z2vDgxUt0W3dWQOrprscmda2Y5pLsLg4GF+pI='");
    // echo -n 'é' | openssl dgst -sha256 -binary | base64
    expect(scriptHash('é')).toBe("'sha256-SplVfkAzw1Od4utlRyAXytX5VX96BiWgnxw/biumnEw='");
  });

  test('the scripts that carried the nonce are allowed by their hashes, and the nonce leaves page and policy', () => {
    const page = kept(
      `<html><head><script nonce="${NONCE}">a()</script><script type="application/ld+json">{"x":1}</script></head>` +
        `<body><script nonce="${NONCE}" id="_R_">b("</SCRIPT-less")</script></body></html>`,
    );
    expect(page.policy).toBe(
      `default-src 'self'; script-src 'self' ${scriptHash('a()')} ${scriptHash('b("')}; object-src 'none'`,
    );
    expect(page.html).toBe(
      `<html><head><script>a()</script><script type="application/ld+json">{"x":1}</script></head>` +
        `<body><script id="_R_">b("</SCRIPT-less")</script></body></html>`,
    );
  });

  test('a script that did not carry the nonce (one that came with the content) gets no hash', () => {
    const page = kept(
      `<p><script>steal()</script><img nonce="${NONCE}" src="x.png"></p><script nonce="${NONCE}">ok()</script>`,
    );
    expect(page.policy).toContain(scriptHash('ok()'));
    expect(page.policy).not.toContain(scriptHash('steal()'));
    expect(page.policy.match(/'sha256-/g)).toHaveLength(1);
  });

  test('the same script twice is named once; a page with no script keeps no source but its own', () => {
    const twice = kept(
      `<script nonce="${NONCE}">x()</script><script nonce="${NONCE}">x()</script>`,
    );
    expect(twice.policy.match(/'sha256-/g)).toHaveLength(1);
    expect(kept('<p>No scripts</p>').policy).toBe(
      "default-src 'self'; script-src 'self'; object-src 'none'",
    );
  });
});
