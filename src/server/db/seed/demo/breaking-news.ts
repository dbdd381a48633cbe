/** Ticker items for the demo newsroom, from the most urgent down. */
export const demoBreakingNews: Array<{
  text: string;
  link: string;
  priority: number;
  active: boolean;
}> = [
  {
    text: 'BREAKING: Second rift opens over the North Atlantic as Sanctum officials confirm an unscheduled incursion. Shipping lanes closed; coastal residents urged to stay indoors.',
    link: '/section/cosmic-watch',
    priority: 9,
    active: true,
  },
  {
    text: 'Avengers recalled from orbital patrol after the oversight council calls an emergency session on the Lagos response. Chair promises full public testimony within 48 hours.',
    link: '/section/avenger-affairs',
    priority: 6,
    active: true,
  },
  {
    text: 'Transit authority warns of delays on all bridge routes into midtown while crews clear debris from last night\u2019s rooftop clash. No injuries reported.',
    link: '',
    priority: 3,
    active: true,
  },
  {
    text: 'Registry offices in Reality 616 to reopen Monday after the weekend systems outage; appointments booked for the closure will be honoured automatically.',
    link: '',
    priority: 2,
    active: false,
  },
];
