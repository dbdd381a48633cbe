import { editorialTeamQuery } from '../../../api/editorial-team';
import { usePageQuery } from '../../../api/use-page-query';
import { StaticPage } from '../../../components/static-page';

export function AboutPage() {
  const team = usePageQuery(editorialTeamQuery);
  return (
    <StaticPage
      title="About The Multiverse Gazette"
      description="Who we are, how we report across realities, and the editors who answer for every story."
      path="/about"
    >
      <p>
        The Multiverse Gazette reports the news of every reality we can reach: the treaties signed
        between neighbouring worlds, the heroes who answer to the public, the mutants who answer to
        no registry, and the ordinary people who live where the portals open.
      </p>
      <p>
        We are an independent newsroom. We verify before we publish, we label what is still
        developing, and we correct our mistakes in public.
      </p>
      <h2>Our Editorial Team</h2>
      {team.isError ? <p>Failed to load editorial team information</p> : null}
      <ul className="not-prose mt-4 grid gap-4 sm:grid-cols-2">
        {team.data?.map((member) => (
          <li key={member.id} className="rounded-lg border border-border bg-surface p-4">
            <p className="font-semibold">{member.name}</p>
            <p className="text-sm text-accent">{member.role}</p>
            <p className="mt-2 text-sm">{member.background}</p>
            <p className="mt-2 text-xs text-muted">Expertise: {member.expertise}</p>
          </li>
        ))}
      </ul>
    </StaticPage>
  );
}
