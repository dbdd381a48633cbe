import type { ReactNode } from 'react';
import { siteConfig } from '~/shared/site-config';

export interface DocumentAssets {
  /** Hashed stylesheet URL. */
  css: string;
  /** Hashed client entry URL. */
  entry: string;
  /** The page's own chunks, fetched in parallel with the entry that imports them. */
  preload?: string[];
}

/**
 * Runs before the stylesheet so the first paint already has the reader's
 * theme: dark unless localStorage says light.
 */
export const THEME_SCRIPT = `try{if(localStorage.getItem('theme')==='light')document.documentElement.classList.remove('dark')}catch(e){}`;

/**
 * The whole HTML document, rendered by the server and hydrated by the client.
 * `nonce` is the server's per-response CSP nonce; browsers hide it from
 * scripts, so the client renders without it.
 */
export function Document({
  assets,
  nonce,
  children,
}: {
  assets: DocumentAssets;
  nonce?: string;
  children: ReactNode;
}) {
  return (
    <html lang="en" className="dark" suppressHydrationWarning>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="color-scheme" content="dark light" />
        {/* biome-ignore lint/security/noDangerouslySetInnerHtml: a fixed script, no user data */}
        <script nonce={nonce} dangerouslySetInnerHTML={{ __html: THEME_SCRIPT }} />
        <link rel="stylesheet" href={assets.css} />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        {/* Installable, readable offline: scripts/build-service-worker.ts. */}
        <link rel="manifest" href="/manifest.webmanifest" />
        <meta name="theme-color" content="#8b1e2d" />
        <link
          rel="alternate"
          type="application/rss+xml"
          title={`${siteConfig.name} (RSS)`}
          href="/rss.xml"
        />
        <link
          rel="alternate"
          type="application/atom+xml"
          title={`${siteConfig.name} (Atom)`}
          href="/atom.xml"
        />
      </head>
      <body>{children}</body>
    </html>
  );
}
