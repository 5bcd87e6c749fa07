/** The footer's pages (spec 1: /terms, /privacy, /about), short and written per brand. */
export type SitePageKey = 'terms' | 'privacy' | 'about';

export interface SitePageContent {
  title: string;
  intro: string;
  sections: readonly { heading: string; paragraphs: readonly string[] }[];
}

/** `{brand}` and `{sales}` are replaced by the brand's name and sales inbox. */
type BrandPages = Readonly<Record<SitePageKey, SitePageContent>>;

const sharedTerms = {
  numbers: {
    heading: 'Numbers and reservations',
    paragraphs: [
      'A number added to the cart is held for you for 30 minutes. It is yours once checkout completes and the first payment is confirmed; until then another customer may buy it.',
      'Toll-free numbers can only be licensed, not bought. A licensed number stays with {brand}, cannot be ported away, runs month to month and can be cancelled by you at any time.',
    ],
  },
  payment: {
    heading: 'Payment',
    paragraphs: [
      'Prices are shown in US dollars. Monthly plans renew on your account’s anniversary date and are charged to the card on file. If a plan stays unpaid for two weeks, its service stops and the number may return to the marketplace.',
    ],
  },
  use: {
    heading: 'Acceptable use',
    paragraphs: [
      'Do not use a number for unsolicited marketing, fraud, or anything your carrier or the law forbids. We may suspend service that harms other customers, the networks we connect to, or the people being called or texted.',
    ],
  },
  contact: {
    heading: 'Questions',
    paragraphs: ['Write to {sales}; a person answers within one business day.'],
  },
} as const;

const sharedPrivacy = (purpose: string): SitePageContent => ({
  title: 'Privacy',
  intro: `{brand} keeps only what it needs to ${purpose}, and never sells your data.`,
  sections: [
    {
      heading: 'What we keep',
      paragraphs: [
        'Your name, email, company and billing address; the numbers you own, license or list; and the messages and calls that pass through them, for as long as the law asks us to keep records.',
        'Card details go straight to our payment processor: we see only the card brand and its last four digits.',
      ],
    },
    {
      heading: 'Why',
      paragraphs: [
        'To run your account, bill it, keep it secure (sign-in checks, fraud screening) and answer you when you write. We send product email about your account and numbers; marketing email only if you ask for it.',
      ],
    },
    {
      heading: 'Who else sees it',
      paragraphs: [
        'The carriers that route your calls and texts, our payment processor, and, for a number you port in or out, the other carrier. Otherwise only when the law requires it.',
      ],
    },
    {
      heading: 'Your choices',
      paragraphs: [
        'You can correct your details on your profile page at any time. To get a copy of your data or to close your account, write to {sales}.',
      ],
    },
  ],
});

export const SITE_CONTENT: Readonly<Record<number, BrandPages>> = {
  1: {
    about: {
      title: 'About {brand}',
      intro:
        '{brand} is a marketplace for phone numbers: find a memorable number, park it, forward it, or sell it when you no longer need it.',
      sections: [
        {
          heading: 'Park',
          paragraphs: [
            'Keep a number you do not use every day without a phone line behind it. A parked number stays yours for a small monthly fee, ready when you need it.',
          ],
        },
        {
          heading: 'Forward',
          paragraphs: [
            'Send calls and texts to the phone you already carry, so a business number or an old personal one keeps working wherever you are.',
          ],
        },
        {
          heading: 'Trade',
          paragraphs: [
            'Buy numbers from other owners, make an offer on the ones that are negotiable, or list your own numbers for sale or licence and get paid when they sell.',
          ],
        },
      ],
    },
    terms: {
      title: 'Terms of service',
      intro:
        'These terms cover buying, licensing, parking, forwarding and selling numbers on {brand}. Using the site means you accept them.',
      sections: [
        sharedTerms.numbers,
        sharedTerms.payment,
        {
          heading: 'Selling your numbers',
          paragraphs: [
            'Sellers apply from the Sell tab; we may approve or decline an application. Sales are final, sellers bear chargebacks, and funds are held 10 days after payment (30 days for the first sale or licence of a number) before payout.',
          ],
        },
        sharedTerms.use,
        sharedTerms.contact,
      ],
    },
    privacy: sharedPrivacy('park, forward and trade your numbers'),
  },
  2: {
    about: {
      title: 'About {brand}',
      intro:
        '{brand} gives companies phone numbers that look professional and stay with the business, not with one employee’s phone.',
      sections: [
        {
          heading: 'Numbers for the whole team',
          paragraphs: [
            'Pick local, toll-free or memorable numbers, give each colleague access to the numbers they need, and keep admins in charge of billing and users.',
          ],
        },
        {
          heading: 'Calls and texts in one place',
          paragraphs: [
            'Answer calls on any phone and keep text conversations with customers in the browser, so nothing is lost when someone changes job.',
          ],
        },
        {
          heading: 'Bring the numbers you have',
          paragraphs: [
            'Port your existing business numbers in; we check each one for portability before you order and keep you posted until the transfer completes.',
          ],
        },
      ],
    },
    terms: {
      title: 'Terms of service',
      intro:
        'These terms cover business phone numbers, user seats and messaging on {brand}. The company that opens the account accepts them for everyone it invites.',
      sections: [
        sharedTerms.numbers,
        {
          heading: 'Users and seats',
          paragraphs: [
            'Account admins invite users and decide which numbers each may use. Standard users are billed monthly per seat; admins manage billing and are responsible for what their users do with the account.',
          ],
        },
        sharedTerms.payment,
        sharedTerms.use,
        sharedTerms.contact,
      ],
    },
    privacy: sharedPrivacy('run business numbers for you and your team'),
  },
};

/** The page for a brand with its name and sales inbox filled in; unknown brands read brand 1's. */
export function sitePageContent(
  brand: { brandingId: number; name: string; salesEmail: string },
  page: SitePageKey,
): SitePageContent {
  const content = (SITE_CONTENT[brand.brandingId] ?? SITE_CONTENT[1])![page];
  const fill = (text: string) =>
    text.replaceAll('{brand}', brand.name).replaceAll('{sales}', brand.salesEmail);
  return {
    title: fill(content.title),
    intro: fill(content.intro),
    sections: content.sections.map((section) => ({
      heading: fill(section.heading),
      paragraphs: section.paragraphs.map(fill),
    })),
  };
}
