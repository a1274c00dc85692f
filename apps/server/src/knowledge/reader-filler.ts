/**
 * Words around the items of an instruction that name nothing themselves ("companies based in the EU"): the
 * reader trims them off an item (reader.ts), and the typo pass counts them as known words (reader-typos.ts).
 * "us" is a country code in capitals and a word in lower case: reader.ts keeps it only in capitals. "rest",
 * "others": "the rest of the C-suite" is the C-suite; "the rest" alone is the other side of what a sentence
 * names (reader.ts, REST).
 */
export const FILLER = new Set(
  (
    'companies company businesses business accounts account leads lead contacts contact people prospects organisations organizations organisation organization orgs firms firm ' +
    'customers clients those ones everything anything all any every only just please rows row values value entries records that which who are is ' +
    'based located headquartered hq registered operating in from within inside the with having whose country countries nation nations state states ' +
    'region regions of a an to be their its our we us- area areas market markets territory territories located-in home here there whole entire ' +
    'economies economy hqs headquarters offices ones member members anywhere if where titles positions on other else ' +
    'everyone everybody anyone anybody across throughout working employed rest others included too also'
  ).split(' '),
);
