/**
 * Seventh pass of the instruction reader (ADR 0034): the wrappers and formats of sales-ops writing the sixth
 * phrasing round (`eval/phrasing6.json`) showed refused — tickets, column references, row conditions, answers,
 * inline bullets, email greetings and sign-offs (reader-wrappers.ts) — each beside look-alikes that must stay
 * refused. The vocabulary of the pass is in reader-seventh-pass-words.test.ts.
 */
import { describe, expect, it } from 'vitest';
import { check, decisions, stayRefused } from './reader.test-helpers.ts';

const EU = 'keep the EU';
const REST = 'exclude everything';

describe('a ticket or document reference before the instruction', () => {
  check([
    ['REVOPS-412: keep EU accounts only', [EU]],
    ['Ticket #5120: industry = Finance & Insurance (NAICS 52)', ['keep Finance and Insurance (NAICS 52)', 'keep Insurance (NAICS 524)']],
    ['JIRA-88 — remove the UK', ['exclude United Kingdom']],
    ['ICP doc §2, Geography: the Nordics', ['keep the Nordics']],
  ]);
  // Only at the start of a line; a reference alone names nothing, and the instruction after one is read as always.
  stayRefused(['Ticket #5120', 'Keep the EU per REVOPS-412', 'REVOPS-412: prioritise the EU']);
});

describe('a column reference names the field, not a place', () => {
  check([
    ['Col. F (Country): leave the EU-27 rows, delete the others', [EU, REST]],
    ['Col. F: keep the G7 nations, clear the others', ['keep the G7', REST]],
    ['Country col: DACH only', ['keep DACH']],
    // "NO" after a list mark is Norway's code: it was read as a negation and excluded Finland.
    [
      'Country column must be one of DK / SE / NO / FI; delete the other rows',
      ['keep Denmark', 'keep Sweden', 'keep Norway', 'keep Finland', REST],
    ],
    ['Country col in {DE, AT, CH} → keep; anything else → delete', ['keep Germany', 'keep Austria', 'keep Switzerland', REST]],
    ['Industry col: keep the manufacturing rows only', ['keep Manufacturing (NAICS 31–33)']],
  ]);
  // A parenthesis that names no field, and a value the rules do not know, stay refused.
  stayRefused(['Col. F (Churn): keep the EU', 'Country col: Narnia']);
  it('keeps the revenue field of a size column ("Revenue col: keep 10,000,000 and above")', () => {
    expect(decisions('Revenue col: keep 10,000,000 and above, delete below', ['$12M', '$2M'])).toEqual({ $12M: 'KEEP', $2M: 'EXCLUDE' });
  });
});

describe('a condition on the row and what to do with it', () => {
  check([
    [
      "Col. F: if Country isn't Germany, Austria or Switzerland → delete the row",
      ['keep Germany', 'keep Austria', 'keep Switzerland', REST],
    ],
    ['Email col: if the domain is a free provider, delete the row', ['exclude a free-mail (personal) domain']],
    ['Country col ≠ US → delete the row', ['keep United States', REST]],
    ['Function col = Sales → keep; Marketing / Finance → delete', ['keep sales roles', 'exclude marketing/finance roles']],
    ['No. of employees ≥ 50 AND ≤ 500 → keep, otherwise delete', ['keep >= 50 AND <= 500', REST]],
    ['State col: CA / OR / WA stay, every other state goes', ['keep California', 'keep Oregon', 'keep Washington', REST]],
  ]);
  stayRefused(["if they're big, delete the row"]);
});

describe('answers: "X: yes. Y: no."', () => {
  check([
    ['EU member states: yes. UK: no.', [EU, 'exclude United Kingdom']],
    [
      'Nordic markets: yes. Baltics, Germany and everything else: no.',
      ['keep the Nordics', 'exclude the Baltics', 'exclude Germany', REST],
    ],
    ['Midwest yes, everything else no', ['keep the US Midwest', REST]],
  ]);
  // Another answer is no verb; "Rest of Europe: no" beside "EU: yes" would need the keep to win (refused as before).
  stayRefused(['EU: maybe', 'EU member states: yes. Rest of Europe: no.']);
});

describe('bullets on one line under "Requirements:"', () => {
  check([
    ['Requirements: • HQ in the EU • not France', [EU, 'exclude France']],
    ['Requirements: • 50+ employees • no more than 500 employees', ['keep 50+', 'exclude more than 500']],
    // A negation said again before each item is one negation of the list (the second "not" kept the Caribbean).
    [
      'Requirements: • HQ in South America • not Central America, not the Caribbean',
      ['keep South America', 'exclude Central America', 'exclude Caribbean'],
    ],
    ['Keep the EU. Not France, not Spain', [EU, 'exclude France', 'exclude Spain']],
  ]);
  stayRefused(['Nice to have: • EU • UK']);
});

describe('"no other US state", "every other country": the rest', () => {
  // "Other" was passed over as filler: "no other US state" excluded the US itself, California included.
  check([
    ['Keep CA, OR, WA; no other US state', ['keep California', 'keep Oregon', 'keep Washington', REST]],
    ['Keep the US. No other country', ['keep United States', REST]],
    ['Exclude every other country except the UK', [REST, 'keep United Kingdom']],
  ]);
  it('no longer excludes California', () => {
    expect(decisions('Keep CA, OR, WA; no other US state', ['California', 'Texas'])).toEqual({ California: 'KEEP', Texas: 'EXCLUDE' });
  });
});

describe('emails: greetings, sign-offs and "pls"', () => {
  check([
    ['Keep the EU. Cheers, Tom', [EU]],
    ['Hi Priya, keep the EU only. Thanks!', [EU]],
    ['Hallo zusammen, keep DACH only. Danke!', ['keep DACH']],
    ['Hola equipo, keep South America only. Gracias!', ['keep South America']],
    ['anyone outside the EU can come off this list, ta', [REST, EU]],
    ['the africa team needs only african HQs, pls clean out the rest', ['keep Africa', REST]],
  ]);
  // A sign-off is the last words only: "Best markets: Germany" is a label the reader does not know.
  stayRefused(['Keep the EU. Best markets: Germany']);
});

describe('a reason before ", so …", and reasons given for an exclusion', () => {
  check([
    ['our product is built for factories, so please keep only the manufacturers', ['keep Manufacturing (NAICS 31–33)']],
    // A reason that restricts is read with the rest of the sentence, not dropped.
    ['we only sell in the EU, so remove the UK', [EU, 'exclude United Kingdom']],
    ['Keep South America. Mexico is handled by another team', ['keep South America', 'exclude Mexico']],
    ['Keep DACH. Liechtenstein is out, even though they speak German there', ['keep DACH', 'exclude Liechtenstein']],
    ["Keep the C-suite. SVPs don't make the cut", ['keep C-level, owner or founder', 'exclude VP']],
    [
      'Keep health care. Social assistance is not health care here',
      ['keep health care (NAICS 621–623)', 'exclude Social Assistance (NAICS 624)'],
    ],
  ]);
  // Someone named is no other team; "is not part of the EU" without "here" / "for us" states a fact (sixth pass).
  stayRefused(['Keep South America. Mexico is handled by Ana', 'Keep the EU; the UK is not part of the EU']);
});

describe('a team that covers or gets the list', () => {
  check([
    ['the SF office covers the West Coast only, remove the rest', ['keep the West Coast', REST]],
    [
      'west-coast reps only get California, Oregon & Washington accounts, pls remove other states',
      ['keep California', 'keep Oregon', 'keep Washington'],
    ],
  ]);
  // Without a verb of covering, or without "only", a team's sentence is no filter.
  stayRefused(['the SF office is in California', 'sales reps get California']);
});

describe('a group defined by its members ("West Coast = Cali + Oregon + Washington"), "leave", "stay"', () => {
  check([
    [
      "West Coast = Cali + Oregon + Washington. Nevada and Arizona don't count",
      ['keep the West Coast', 'keep California', 'keep Oregon', 'keep Washington', 'exclude Nevada', 'exclude Arizona'],
    ],
    ['leave only the companies in South America', ['keep South America']],
    ['leave out the UK', ['exclude United Kingdom']],
    ['Country = US', ['keep United States']],
    // Seventeenth pass: "goes" after a name is an exclusion, as "go" after several is ("managers and below go").
    ['Keep Germany. France goes.', ['keep Germany', 'exclude France']],
  ]);
  // "Cali" alone is as likely the Colombian city.
  stayRefused(['Keep Cali']);
});
