import { siteConfig } from '~/shared/site-config';

/** The back office's tab title; never indexed. */
export function AdminMeta({ title }: { title: string }) {
  return (
    <>
      <title>{`${title} - Admin - ${siteConfig.name}`}</title>
      <meta name="robots" content="noindex, nofollow" />
    </>
  );
}
