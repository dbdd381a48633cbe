import type { AuthorProfileData } from '~/server/db/seed/factories/author-profile';

type DemoAuthorProfile = Partial<AuthorProfileData> & { name: string; joinedDaysAgo: number };

/**
 * The newsroom's reporters. Ines Moreau files stories but has no profile, so
 * her author page shows the defaults.
 */
export const demoAuthorProfiles: DemoAuthorProfile[] = [
  {
    name: 'Priya Castellanos',
    title: 'Senior Multiverse Correspondent',
    bio: 'Priya has reported from forty-one realities and been stranded in three of them. She covers the summits, treaties and quiet negotiations that keep neighbouring worlds from colliding, and she still files her copy before deadline.',
    avatar: '/images/avatars/priya-castellanos.svg',
    socialTwitter: 'priyacrosses',
    socialLinkedin: 'https://www.linkedin.com/in/priya-castellanos-gazette',
    expertise: ['Interdimensional diplomacy', 'Incursion policy', 'Treaty law'],
    joinedDaysAgo: 2900,
  },
  {
    name: 'Marcus Okafor',
    title: 'Avenger Affairs Bureau Chief',
    bio: 'Marcus has covered super-powered teams since the first public charter hearings. He reads every oversight filing so that readers do not have to, and he asks the question at every press conference that nobody else will.',
    avatar: '/images/avatars/marcus-okafor.svg',
    socialTwitter: 'marcusonthebeat',
    socialLinkedin: 'https://www.linkedin.com/in/marcus-okafor-gazette',
    expertise: ['Hero oversight', 'Public accountability', 'Crisis response'],
    joinedDaysAgo: 2400,
  },
  {
    name: 'Helena Voss',
    title: 'Science & Technology Editor',
    bio: 'A former particle physicist, Helena left the lab when the lab started opening doors to other universes. She explains the science behind the headlines, and the limits of what anyone yet knows.',
    avatar: '/images/avatars/helena-voss.svg',
    socialTwitter: 'helenavoss',
    socialLinkedin: 'https://www.linkedin.com/in/helena-voss-gazette',
    expertise: ['Quantum physics', 'Portal engineering', 'Research ethics'],
    joinedDaysAgo: 1800,
  },
  {
    name: 'Theo Nakamura',
    title: 'Street Beat Reporter',
    bio: 'Theo grew up three blocks from the first rooftop battle anyone filmed. He covers the neighbourhoods that rebuild after every fight: the shop owners, the block associations and the people who clean up.',
    avatar: '/images/avatars/theo-nakamura.svg',
    socialTwitter: 'theoonthestreet',
    socialLinkedin: '',
    expertise: ['Local government', 'Housing', 'Community recovery'],
    joinedDaysAgo: 900,
  },
  {
    name: 'Amara Lindqvist',
    title: 'Civil Liberties Correspondent',
    bio: 'Amara trained as a lawyer before she became a reporter. She follows registration law from the legislature to the courtroom, and she makes sure the people it affects are heard in her stories.',
    avatar: '/images/avatars/amara-lindqvist.svg',
    socialTwitter: 'amaralindqvist',
    socialLinkedin: 'https://www.linkedin.com/in/amara-lindqvist-gazette',
    expertise: ['Mutant rights', 'Constitutional law', 'Courts'],
    joinedDaysAgo: 1500,
  },
  {
    name: 'Desmond Achebe',
    title: 'Financial Desk Editor',
    bio: 'Desmond tracks the money that moves between realities: reconstruction bonds, vibranium futures and the insurers who price the risk of the next invasion.',
    avatar: '/images/avatars/desmond-achebe.svg',
    socialTwitter: 'desmondmarkets',
    socialLinkedin: 'https://www.linkedin.com/in/desmond-achebe-gazette',
    expertise: ['Markets', 'Reconstruction finance', 'Insurance'],
    joinedDaysAgo: 1200,
  },
  {
    name: 'Rosa Delgado-Kim',
    title: 'Arts & Culture Critic',
    bio: 'Rosa reviews the films, exhibitions and music that every reality makes of its heroes and its monsters. She believes culture is how a world tells the truth about itself.',
    avatar: '/images/avatars/rosa-delgado-kim.svg',
    socialTwitter: 'rosaseesitall',
    socialLinkedin: '',
    expertise: ['Film', 'Visual art', 'Music'],
    joinedDaysAgo: 700,
  },
  {
    name: 'Jonah Whitcombe',
    title: 'Obituaries Editor',
    bio: 'Jonah writes about lives when they end, in every timeline where they ended. He is patient with families, careful with facts and, when a hero returns from the dead, happy to be proved wrong.',
    avatar: '/images/avatars/jonah-whitcombe.svg',
    socialTwitter: '',
    socialLinkedin: 'https://www.linkedin.com/in/jonah-whitcombe-gazette',
    expertise: ['Obituaries', 'History', 'Long-form profiles'],
    joinedDaysAgo: 3100,
  },
];
