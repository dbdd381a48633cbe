/**
 * The inline script that fetches and starts the client code once the page's
 * main image is on screen (or at once after the first paint if the page has
 * none). The server's HTML is the whole page until then, readable and with
 * working links, and the code only hydrates it; fetched from the head, its
 * ~100 KB shared a slow phone connection with the main image and held its
 * paint back. The entry and the page's own chunks are then fetched together
 * (`modulepreload`), as the head's links did before.
 *
 * A hidden tab paints no frames and may never load the image: the timer lets
 * it go ahead.
 */
export function entryLoaderScript(entry: string, preload: string[] = []): string {
  const json = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');
  return [
    '(function(){var d=document,started=0;',
    'function start(){if(started++)return;',
    `${json(preload)}.forEach(function(href){var l=d.createElement("link");l.rel="modulepreload";l.href=href;d.head.appendChild(l)});`,
    `var s=d.createElement("script");s.type="module";s.src=${json(entry)};d.body.appendChild(s)}`,
    'function afterPaint(){requestAnimationFrame(function(){setTimeout(start,0)})}',
    'var main=d.querySelector(\'img[fetchpriority="high"]\');',
    'if(main&&!main.complete){main.addEventListener("load",afterPaint);main.addEventListener("error",afterPaint)}',
    'else afterPaint();',
    'setTimeout(start,3000)})();',
  ].join('');
}
