/**
 * Every product string that an operator might rebrand lives here, so the
 * name, mailboxes and credits are changed in one place.
 */
const mailDomain = 'multiverse-gazette.example';

export const siteConfig = {
  name: 'The Multiverse Gazette',
  shortName: 'Multiverse Gazette',
  tagline: 'News Without Borders, Across Every Reality',
  description:
    'Breaking news, analysis and investigations from across the multiverse: heroes, mutants, cosmic events and the people who live between realities.',
  language: 'en-US',
  mailboxes: {
    tips: `tips@${mailDomain}`,
    legal: `legal@${mailDomain}`,
    editorial: `editorial@${mailDomain}`,
    general: `hello@${mailDomain}`,
  },
  credits: {
    aiService: { name: 'ChatGPT', url: 'https://chatgpt.com' },
    hosting: { name: 'Replit', url: 'https://replit.com' },
  },
  /** Shown on cards and article pages whenever an article has no image. */
  placeholderImage: '/images/placeholder.svg',
  logo: '/images/logo.svg',
} as const;
