/**
 * The broker guide of the dashboard's Help panel: spec 3 section 2's 13 topics (keys and labels as listed
 * there), each carrying section 1's content in our own words. One data file: the panel renders paragraphs.
 */
export interface GuideTopic {
  key: string;
  label: string;
  paragraphs: readonly string[];
}

export const GUIDE_TOPICS: readonly GuideTopic[] = [
  {
    key: 'listing',
    label: 'Listing My Numbers',
    paragraphs: [
      'To sell through us you need a W-9 on file, a US bank account for payouts and your numbers parked with us (numbers held elsewhere are listed after listing verification). You set each price yourself and may add a minimum offer.',
      'List a number by ticking Listed on its row and saving, by a bulk change over a search, or by uploading a CSV. The lowest sale or licence price is $9.95. Toll-free numbers can be licensed but not sold.',
      'Your changes reach search as soon as they are saved (we promise within 5 minutes).',
      'A number shows as on sale for 7 days when you lower its price by at least 10% and you had not changed its price in the 7 days before.',
    ],
  },
  {
    key: 'removing',
    label: 'Unlist My Numbers',
    paragraphs: [
      'Untick Listed on a row and save, or make a bulk change with Listed set to No over the numbers you choose. An unlisted number leaves search at once; its settings stay so you can list it again later.',
      'A CSV upload can unlist many numbers in one go: the Reports page shows how many were listed, unlisted, changed or refused.',
    ],
  },
  {
    key: 'offers',
    label: 'Accepting Offers',
    paragraphs: [
      'Buyers may make an offer on a negotiable number. You can accept it (the buyer is sent to checkout), counter it (the buyer cannot make another offer for 24 hours) or decline it (the buyer may try a better offer; after a second decline they wait 24 hours).',
      'An offer you leave unanswered for 24 hours is declined for you. Offers below your minimum are turned down automatically within 30 minutes.',
    ],
  },
  {
    key: 'sales',
    label: 'Sales & Payment Reports',
    paragraphs: [
      'Each sale, licence fee, embedded sale and affiliate sale appears in your earnings with its status. Buyers pay us; we hold the funds 10 days after their payment is confirmed before they become payable to you.',
      'The Reports page under Tools lists your bulk and CSV jobs, with a report of every row and, when rows failed, an error report.',
    ],
  },
  {
    key: 'spelling',
    label: 'Vanity Spellings',
    paragraphs: [
      'A vanity spelling shows your number as a word, such as 1-800-FLOWERS. Use letters a to z and at most 2 hyphens; the letters must match the digits of the number on a phone keypad, and offensive words are refused.',
      'Our staff review each spelling. Expect an answer by email within 1 to 7 days (most take up to two business days).',
    ],
  },
  {
    key: 'notifications',
    label: 'Email Notifications',
    paragraphs: [
      "We email your account when an offer arrives or is answered, when a spelling is approved or rejected and when one of your numbers sells. Sales through your embedded search go to the company email you set in the widget's settings.",
      'Make sure the addresses on your account are read: offers expire after 24 hours.',
    ],
  },
  {
    key: 'affiliate',
    label: 'Affiliate Link',
    paragraphs: [
      "Share your affiliate link and earn a one-time 5% commission when a brand-new customer buys through it. Sales to existing customers and your own purchases don't count.",
    ],
  },
  {
    key: 'widget',
    label: 'Embedded Search',
    paragraphs: [
      'Put our number search on your own website and earn a 20% commission on each sale made through it. The buyer pays the setup fee by card; you are billed the monthly Park fee for the numbers you resell and collect from your customer yourself.',
      'You may cap the price of the numbers shown; the cap is at most $2,500, which is also what applies when you leave it empty. Sale notices go to your company email.',
      'When one of your own listed numbers sells through your widget, you keep 60% and we keep 40%.',
    ],
  },
  {
    key: 'pig-pick',
    label: 'Pig Pick',
    paragraphs: [
      'Pig Pick promotes one number to the first result of a search. You offer an extra percentage per number on top of our 40% default commission: the highest offer wins, and ties or several qualifying numbers take turns.',
      'The extra is only charged when the number sells while it is promoted.',
    ],
  },
  {
    key: 'transfers',
    label: 'Transfer a Number',
    paragraphs: [
      'To hand a number to another account, open My Numbers, choose the number, then Options and Ownership Transfer. The new owner gets an email asking them to accept, and the page shows where the transfer stands. Transfers are free.',
    ],
  },
  {
    key: 'license',
    label: 'Licensing Terms',
    paragraphs: [
      'A licensed number stays with us and cannot be ported away. Licences run month to month and the licensee may cancel at any time.',
      'If the licensee does not pay for two weeks, their service is removed and the number comes back to you. Licensees may pay by wire transfer.',
    ],
  },
  {
    key: 'payment',
    label: 'Payment Terms',
    paragraphs: [
      'The first sale or licence of a number is held thirty days before it is paid out, later ones ten days. Nothing is paid when no money was collected, or when the buyer charged the payment back within the first 30 days.',
      'We pay by ACH to a US checking or savings account, or you may use your earnings to pay your account fees. We mail a 1099-MISC when your payouts in a year exceed $600; ask support for our W-9.',
    ],
  },
  {
    key: 'terms',
    label: 'Terms & Conditions',
    paragraphs: [
      'You apply to sell from the Sell tab of your account; we may approve or deny the application, and a denied account cannot use this dashboard.',
      'You carry the risk of chargebacks on your sales, and every sale is final.',
    ],
  },
];
