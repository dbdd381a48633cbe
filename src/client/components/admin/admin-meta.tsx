import { siteConfig } from '~/shared/site-config';

/** The back office's tab title; never indexed, and its links are not followed. */
export function AdminMeta({ title }: { title: string }) {
  const section = title === 'Admin' ? title : `${title} - Admin`;
  return (
    <>
      <title>{`${section} - ${siteConfig.name}`}</title>
      <meta name="robots" content="noindex, nofollow" />
    </>
  );
}
