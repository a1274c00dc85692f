/**
 * Ready-made sites for the website farm (website-farm.ts). `standardFarmSites()` is the set the visit and
 * job tests share; `companySites(n)` makes n small three-page company sites for flows and benchmarks.
 *
 * Names: acme (payroll SaaS with nav, footer and many links), bakery (a local bakery: matches nothing of a
 * B2B brief), robots (robots.txt disallows LeadSiftBot), chain (three redirects, then a page), loop (redirects
 * forever), missing (404), huge (a 6 MB page), pdf (application/pdf), jsonly (an empty shell filled by
 * JavaScript), slow (answers after 3 s), forbidden (redirects to the address given, e.g. 169.254.169.254).
 */
import type { FarmSiteSpec } from './website-farm.ts';

const nav = `<header><nav class="menu"><a href="/">Home</a> <a href="/pricing">Pricing</a> <a href="/login">Log in</a>
<a href="/signup">Start free trial</a></nav></header>`;
const footer = `<footer><p>© 2026 Acme Payroll Inc. All rights reserved.</p><a href="/legal/privacy">Privacy</a>
<a href="/legal/terms">Terms</a> <a href="#cookies">Cookie settings</a> <a href="https://twitter.com/acmepayroll">Twitter</a></footer>`;

function page(title: string, description: string, main: string): string {
  return `<!doctype html><html lang="en"><head><title>${title}</title>
<meta name="description" content="${description}"></head><body>${nav}<main><article>${main}</article></main>${footer}</body></html>`;
}

const para = (text: string) => `<p>${text}</p>`;

export const acmeHome = page(
  'Acme Payroll – payroll software for growing teams',
  'Acme Payroll runs payroll, tax filing and benefits for companies with 20 to 500 employees.',
  `<h1>Payroll that runs itself</h1>
${para('Acme Payroll is the cloud payroll and HR platform for finance teams and HR managers at mid-sized companies.')}
${para('Run payroll in minutes, file taxes automatically and keep every employee record in one secure place.')}
<h2>Explore</h2><ul>
<li><a href="/about">About us</a></li><li><a href="/product">Product tour</a></li><li><a href="/solutions/hr">HR solutions</a></li>
<li><a href="/customers">Customer stories</a></li><li><a href="/careers">Careers – we are hiring</a></li>
<li><a href="/contact">Contact sales</a></li><li><a href="/blog/2019-company-picnic">Our 2019 company picnic</a></li>
<li><a href="https://partner.example.org/acme">Partner site</a></li><li><a href="mailto:sales@acme.test">Email us</a></li>
<li><a href="/assets/brochure.pdf">Brochure (PDF)</a></li></ul>`,
);

export const acmePages: Record<string, string> = {
  '/about': page(
    'About Acme Payroll',
    'Who we are',
    `<h1>About us</h1>${para('Founded in 2012 in Austin, Texas, Acme Payroll has 180 employees and serves 4,000 businesses.')}
${para('We are a B2B software company backed by growth investors.')}`,
  ),
  '/product': page(
    'Product tour',
    'Payroll, tax and benefits',
    `<h1>Product tour</h1>${para('Automatic tax filing in all 50 states. Benefits administration for health, dental and 401(k) plans.')}`,
  ),
  '/solutions/hr': page('HR solutions', 'HR', `<h1>HR solutions</h1>${para('Onboarding, time off and performance reviews.')}`),
  '/pricing': page(
    'Pricing – Acme Payroll',
    'Plans and prices',
    `<h1>Pricing</h1>${para('Core plan: $6 per employee per month. Premium plan: $12 per employee per month, with a dedicated account manager.')}`,
  ),
  '/customers': page(
    'Customer stories',
    'Customers',
    `<h1>Customers</h1>${para('Over 4,000 companies such as Northwind Traders and Contoso Manufacturing run payroll on Acme.')}`,
  ),
  '/careers': page(
    'Careers at Acme',
    'Jobs',
    `<h1>Careers</h1>${para('We are hiring senior software engineers and account executives in Austin and remote across the US.')}`,
  ),
  '/contact': page('Contact sales', 'Talk to us', `<h1>Contact</h1>${para('Call our sales team at +1 512 555 0100.')}`),
  '/blog/2019-company-picnic': page('Picnic', 'Fun', `<h1>Picnic</h1>${para('We ate sandwiches in the park.')}`),
};

export const acmeSite = (name = 'acme'): FarmSiteSpec => ({
  name,
  pages: {
    '/': { body: acmeHome },
    '/robots.txt': { type: 'text/plain', body: 'User-agent: *\nDisallow: /login\nDisallow: /signup\n' },
    ...Object.fromEntries(Object.entries(acmePages).map(([path, body]) => [path, { body }])),
    '/assets/brochure.pdf': { type: 'application/pdf', body: '%PDF-1.4 fake' },
  },
});

const bakeryHome = `<!doctype html><html><head><title>Rosie's Bakery</title>
<meta name="description" content="Fresh sourdough bread and pastries in Portland since 1998."></head><body>
<h1>Rosie's Bakery</h1><p>Fresh sourdough bread, croissants and birthday cakes baked every morning in our Portland shop.</p>
<p>Open Tuesday to Sunday, 7am to 3pm. Order a cake by phone.</p><a href="/menu">Our menu</a></body></html>`;

export function standardFarmSites(options: { forbiddenTarget?: string } = {}): FarmSiteSpec[] {
  const big = `<html><head><title>Huge</title></head><body><p>${'All work and no play makes a huge page. '.repeat(150_000)}</p></body></html>`;
  return [
    acmeSite(),
    {
      name: 'bakery',
      pages: {
        '/': { body: bakeryHome },
        '/menu': { body: '<html><body><h1>Menu</h1><p>Sourdough loaf $8. Almond croissant $4.</p></body></html>' },
      },
    },
    {
      name: 'robots',
      pages: {
        '/robots.txt': { type: 'text/plain', body: 'User-agent: LeadSiftBot\nDisallow: /\n\nUser-agent: *\nAllow: /\n' },
        '/': { body: '<html><body><h1>Private club</h1><p>Members only.</p></body></html>' },
      },
    },
    {
      name: 'chain',
      pages: {
        '/': { status: 301, headers: { location: '/step-1' } },
        '/step-1': { status: 302, headers: { location: '/step-2' } },
        '/step-2': { status: 307, headers: { location: '/home' } },
        '/home': { body: page('Chain Corp', 'Arrived', `<h1>Chain Corp</h1>${para('Logistics software for freight brokers.')}`) },
      },
    },
    {
      name: 'loop',
      pages: { '/': { status: 302, headers: { location: '/again' } }, '/again': { status: 302, headers: { location: '/' } } },
    },
    { name: 'missing', pages: { '/': { status: 404, body: '<h1>Not found</h1>' } } },
    { name: 'huge', pages: { '/': { body: big } } },
    { name: 'pdf', pages: { '/': { type: 'application/pdf', body: '%PDF-1.4 not a web page' } } },
    {
      name: 'jsonly',
      pages: {
        '/': {
          body: '<!doctype html><html><head><title>App</title></head><body><div id="root"></div><script src="/app.js"></script></body></html>',
        },
      },
    },
    { name: 'slow', pages: { '/': { body: '<html><body><p>Finally.</p></body></html>', latencyMs: 3000 } } },
    {
      name: 'forbidden',
      pages: { '/': { status: 302, headers: { location: options.forbiddenTarget ?? 'http://169.254.169.254/latest/meta-data/' } } },
    },
  ];
}

const industries = ['payroll software', 'logistics software', 'dental clinics', 'coffee roasting', 'cybersecurity', 'solar installation'];

/** n three-page company sites ('company-0' …): a home page linking /about and /pricing. */
export function companySites(n: number): FarmSiteSpec[] {
  return Array.from({ length: n }, (_, i) => {
    const industry = industries[i % industries.length] ?? 'software';
    const name = `Company ${i}`;
    return {
      name: `company-${i}`,
      pages: {
        '/robots.txt': { type: 'text/plain', body: 'User-agent: *\nAllow: /\n' },
        '/': {
          body: page(
            `${name} – ${industry}`,
            `${name} provides ${industry} for businesses.`,
            `<h1>${name}</h1>${para(`${name} provides ${industry} for mid-sized businesses across Europe.`)}
<a href="/about">About us</a> <a href="/pricing">Pricing</a>`,
          ),
        },
        '/about': { body: page(`About ${name}`, 'About', `<h1>About</h1>${para(`${name} was founded in ${1990 + (i % 30)}.`)}`) },
        '/pricing': {
          body: page(`${name} pricing`, 'Pricing', `<h1>Pricing</h1>${para(`Plans start at ${10 + (i % 50)} euros a month.`)}`),
        },
      },
    };
  });
}
