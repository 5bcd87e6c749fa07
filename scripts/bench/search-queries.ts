/**
 * The representative searches of the catalog benchmark and of the plan test: the shapes the
 * /search page sends, including the two known traps (a word or an ending ordered by price, and a
 * deep page).
 */
export interface BenchQuery {
  name: string;
  query: string;
}

export function searchBenchQueries(sample: { npa: string; state: string; exactTn: string }): BenchQuery[] {
  const { npa, state, exactTn } = sample;
  return [
    { name: 'npa + word', query: `type=local&npa=${npa}&search=CARS&moreResults=true&$limit=48` },
    {
      name: 'state + price bucket + sort',
      query: `type=local&state=${state}&price=50-99&sort=price-&moreResults=true&$limit=48`,
    },
    {
      name: 'toll free 8** + pattern',
      query: 'type=tollfree&npa=8**&pattern=XXXX&moreResults=true&$limit=48',
    },
    {
      name: 'consecutive block of 10',
      query: `type=local&state=${state}&consecutive=10&moreResults=true&$limit=48`,
    },
    { name: 'exact number', query: `fqtnSearch=${encodeURIComponent(exactTn)}` },
    {
      name: 'sale only by price',
      query: 'type=local&saleOnly=true&sort=price%2B&moreResults=true&$limit=48',
    },
    {
      name: 'deep page (skip 5000)',
      query: `type=local&state=${state}&moreResults=true&$skip=5000&$limit=48`,
    },
    { name: 'regular sectioned answer', query: `type=local&npa=${npa}` },
    {
      name: 'state with sidebar facets',
      query: `type=local&state=${state}&moreResults=true&$limit=48&withAggregations=true`,
    },
    { name: 'global UK', query: 'type=global&moreResults=true&$limit=48' },
    { name: 'no criteria', query: 'type=local' },
    {
      name: 'word nationwide by price',
      query: 'type=local&search=FLOWERS&moreResults=true&sort=price%2B&$limit=48',
    },
    {
      name: 'ends with 7777 by price',
      query: 'type=local&search=7777&searchBy=endsWith&moreResults=true&sort=price%2B&$limit=48',
    },
  ];
}
