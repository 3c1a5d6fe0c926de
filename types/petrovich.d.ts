// petrovich ships no types; this is the part of its API the mail templates use.
declare module 'petrovich' {
  type Gender = 'male' | 'female' | 'androgynous';
  type Case = 'genitive' | 'dative' | 'accusative' | 'instrumental' | 'prepositional';
  type Person = { first?: string; middle?: string; last?: string; gender?: Gender };
  function petrovich<P extends Person>(person: P, grammaticalCase: Case): P & { gender: Gender };
  export default petrovich;
}
