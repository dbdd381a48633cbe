/** The editors behind the newsroom, in the order the About page lists them. */
export const demoEditorialTeam: Array<{
  role: string;
  name: string;
  background: string;
  expertise: string;
  displayOrder: number;
}> = [
  {
    role: 'Editor-in-Chief',
    name: 'Beatrix Halloran',
    background:
      'Beatrix spent two decades as a foreign correspondent before the first stable portal turned "foreign" into a much larger word. She founded the Gazette\u2019s cross-reality bureau, led its coverage of the Incursion Accords and has defended its reporters in four jurisdictions and one pocket dimension.',
    expertise: 'Investigations, press freedom, cross-reality sourcing',
    displayOrder: 0,
  },
  {
    role: 'Managing Editor',
    name: 'Kwame Asante-Reyes',
    background:
      'Kwame runs the daily newsroom: the schedules, the budgets and the late-night calls when a story breaks in three timelines at once. He came up through metro desks and city hall beats, and still believes the best story is the one that reaches readers first and right.',
    expertise: 'Newsroom operations, breaking news coordination, local reporting',
    displayOrder: 1,
  },
  {
    role: 'Standards Editor',
    name: 'Margit Sørensen',
    background:
      'Margit wrote the Gazette\u2019s style and ethics guide, including its rules for quoting people who exist in more than one reality. A former ombudsman and media law lecturer, she reviews every correction and answers every complaint about fairness, sourcing and anonymity.',
    expertise: 'Editorial ethics, corrections, media law, anonymous sourcing',
    displayOrder: 2,
  },
  {
    role: 'Head of Verification',
    name: 'Ravi Chandrasekar',
    background:
      'Ravi leads the team that checks footage, documents and claims before they run, from doctored battle videos to variants impersonating public officials. He built the Gazette\u2019s reality-of-origin checks and trains reporters in open-source investigation techniques.',
    expertise:
      'Open-source intelligence, image forensics, variant identification, data verification',
    displayOrder: 3,
  },
  {
    role: 'Photo & Visuals Director',
    name: 'Lucía Ferreira-Okonkwo',
    background:
      'Lucía photographed conflict zones and reconstruction sites for fifteen years before taking charge of the Gazette\u2019s visual journalism. She sets the rules for what the site will and will not show, and commissions the maps and graphics that explain events too large for a single frame.',
    expertise: 'Photojournalism, data visualisation, visual ethics, graphics',
    displayOrder: 4,
  },
  {
    role: 'Reader Services Editor',
    name: 'Tobias Wren',
    background:
      'Tobias looks after the people the Gazette writes for. He handles reader questions, tips and accessibility requests, runs the newsletters and makes sure that readers arriving from other realities can find their way around the site and reach a human being when they need one.',
    expertise: 'Audience engagement, accessibility, newsletters, reader tips',
    displayOrder: 5,
  },
];
