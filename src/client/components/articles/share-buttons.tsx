import { Link2 } from 'lucide-react';
import { type MouseEvent, useState } from 'react';
import { FacebookIcon, TwitterIcon } from './brand-icons';
import { copyText } from './copy-text';
import { LazyToaster } from './lazy-toaster';

/** Share windows open as 600x400 popups. */
export const SHARE_POPUP_WIDTH = 600;
export const SHARE_POPUP_HEIGHT = 400;

export function tweetUrl(title: string, url: string): string {
  return `https://twitter.com/intent/tweet?text=${encodeURIComponent(title)}&url=${encodeURIComponent(url)}`;
}

export function facebookShareUrl(url: string): string {
  return `https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(url)}`;
}

/** Opens a share window centred over the page; the link's own new tab is the fallback. */
function openPopup(event: MouseEvent<HTMLAnchorElement>) {
  if (event.ctrlKey || event.metaKey || event.shiftKey || event.altKey) return;
  const left = Math.round(window.screenX + (window.outerWidth - SHARE_POPUP_WIDTH) / 2);
  const top = Math.round(window.screenY + (window.outerHeight - SHARE_POPUP_HEIGHT) / 2);
  const opened = window.open(
    event.currentTarget.href,
    'gazette-share',
    `popup,width=${SHARE_POPUP_WIDTH},height=${SHARE_POPUP_HEIGHT},left=${left},top=${top}`,
  );
  if (!opened) return;
  event.preventDefault();
  try {
    // The share site gets no handle on this page.
    opened.opener = null;
  } catch {
    // Already navigated away: the browser keeps the handle, nothing to do.
  }
}

const BUTTON = 'button-secondary inline-flex items-center gap-2 px-3';

/** Tweet, Facebook share and copy link for one article. */
export function ShareButtons({ title, url }: { title: string; url: string }) {
  const [toasts, setToasts] = useState(false);
  const copy = async () => {
    setToasts(true);
    // The copy first, in the press's own task (Safari refuses it after an await);
    // the toast's code comes with the first press, as its UI does (LazyToaster).
    const copied = await copyText(url);
    const { toast } = await import('../ui/use-toast');
    if (copied) {
      toast({ title: 'Link Copied', description: 'The article link is on your clipboard.' });
    } else {
      toast({
        title: 'Copy Failed',
        description: 'Copy the address from the browser bar instead.',
        variant: 'destructive',
      });
    }
  };
  return (
    <div className="flex flex-wrap items-center gap-2">
      <span className="mr-1 text-sm font-semibold text-muted" id="share-label">
        Share
      </span>
      <ul aria-labelledby="share-label" className="flex flex-wrap gap-2">
        <li>
          <a
            href={tweetUrl(title, url)}
            target="_blank"
            rel="noopener noreferrer"
            onClick={openPopup}
            className={BUTTON}
          >
            <TwitterIcon className="size-4" />
            Tweet
          </a>
        </li>
        <li>
          <a
            href={facebookShareUrl(url)}
            target="_blank"
            rel="noopener noreferrer"
            onClick={openPopup}
            aria-label="Share on Facebook"
            className={BUTTON}
          >
            <FacebookIcon className="size-4" />
            Facebook
          </a>
        </li>
        <li>
          <button
            type="button"
            // Without the toast's code (offline, a failed download) the link is copied all the same.
            onClick={() => void copy().catch(() => undefined)}
            className={BUTTON}
          >
            <Link2 aria-hidden className="size-4" />
            Copy Link
          </button>
        </li>
      </ul>
      <LazyToaster active={toasts} />
    </div>
  );
}
