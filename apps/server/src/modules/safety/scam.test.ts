import { describe, expect, it } from 'vitest';
import { findScamSignals, type ScamSettings } from './scam';

const SITE: ScamSettings = { scamPatterns: [], scamPatternsBuiltin: true, domains: ['amora.example'] };
const kinds = (text: string, settings = SITE) => findScamSignals(text, settings).map((f) => f.kind);

describe('scam patterns (decision 042)', () => {
  it('finds the money transfer, the IBAN and the messenger of the reported messages', () => {
    expect(findScamSignals('send 200 euro by western union to NL91ABNA0417164300', SITE)).toEqual([
      { kind: 'money', text: 'send 200 euro' },
      { kind: 'money', text: 'western union' },
      { kind: 'iban', text: 'NL91ABNA0417164300' },
    ]);
    expect(findScamSignals('whatsapp me on +31612345678', SITE)).toEqual([
      { kind: 'messenger', text: 'whatsapp' },
      { kind: 'phone', text: '+31612345678' },
    ]);
  });

  it.each([
    ['da', 'Kan du overføre 500 kr til min bankkonto?', 'money'],
    ['de', 'Kannst du mir 300 Euro überweisen?', 'money'],
    ['de', 'Schick mir bitte einen Amazon Gutschein', 'gift_card'],
    ['en', 'Could you buy me a Steam card, honey?', 'gift_card'],
    ['es', 'Necesito una transferencia urgente', 'money'],
    ['fi', 'Voitko tehdä tilisiirron minulle huomenna', 'money'],
    ['fr', "Peux-tu m'envoyer un virement ce soir ?", 'money'],
    ['fr', 'Achète-moi une carte cadeau Google', 'gift_card'],
    ['it', 'Mi fai un bonifico di 200 euro?', 'money'],
    ['it', 'Fammi una ricarica Postepay', 'money'],
    ['nl', 'Kun je 200 euro overmaken naar mijn rekeningnummer?', 'money'],
    ['no', 'Kan du sende penger med Vipps?', 'money'],
    ['pl', 'Zrób mi przelew na moje konto', 'money'],
    ['pl', 'Wyślij mi kod BLIK', 'money'],
    ['sv', 'Kan du swisha mig 300 kronor?', 'money'],
    ['sv', 'Köp ett presentkort åt mig', 'gift_card'],
  ])('finds a payment request in %s: %s', (_language, text, kind) => {
    expect(kinds(text)).toContain(kind);
  });

  it('finds off-site contact: phones, e-mail, handles, messengers, links', () => {
    expect(kinds('Bel me op 06-12345678')).toEqual(['phone']);
    expect(kinds('ring mig på 12 34 56 78')).toEqual(['phone']);
    expect(kinds('mój numer to 600 123 456')).toEqual(['phone']);
    expect(kinds('Schreib mir an jana.k@gmx.de')).toEqual(['email']);
    expect(kinds('mail me: jana [at] gmail.com')).toEqual(['email']);
    expect(kinds('add me on snap @jana_92')).toEqual(['messenger', 'messenger']);
    expect(kinds('Écris-moi sur Telegram')).toEqual(['messenger']);
    expect(kinds('look at www.other-dating.com/me')).toEqual(['link']);
    expect(kinds('mijn profiel: jana.nl')).toEqual(['link']);
  });

  it('finds crypto words and wallets', () => {
    expect(kinds('Invest in Bitcoin with me')).toEqual(['crypto']);
    expect(kinds('my wallet 0x52908400098527886E0F7030069857D2E4169EE7')).toEqual(['wallet']);
    expect(kinds('send to 1BvBMSEYstWetqTFn5Au4m4GFg7xJaNVN2')).toEqual(['wallet']);
    expect(kinds('bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq')).toEqual(['wallet']);
  });

  it.each([
    'Ich bin am 12.05.1990 geboren und habe 2 Kinder',
    'Zullen we zaterdag om 20:30 bellen? Hier op de site natuurlijk',
    'I ran 21.1 km in 1:45:10 last Sunday',
    'We were 10 000 000 people, the concert was in 2019',
    'Rok 1990 2000 to były czasy',
    'Jeg er 185 cm høj og født 12 05 1990',
    'Min favoritfilm kom 1994, og jeg har set den 15 gange',
    'Je travaille de 9h30 à 18h00, tu es libre ce week-end ?',
    'Lo siento, gracias.de nada',
    'Heb je een blik op mijn foto’s geworpen?',
    'Mieszkam w Krakowie od 2015 roku, pracuję jako lekarz',
    'Mitä kuuluu? Olen 34-vuotias ja asun Tampereella',
    'Hai visto il mio profilo su amora.example? 3 foto nuove',
    'Let me know on https://amora.example/chats',
    'Hoy hace 25 grados, perfecto para la playa',
    'Jag har 2 katter och en hund, 7 och 9 år gamla',
    'Vi ses kanskje neste uke, jeg jobber til 16.00',
  ])('lets an ordinary message pass: %s', (text) => {
    expect(findScamSignals(text, SITE)).toEqual([]);
  });

  it("keeps the staff's own phrases and drops the built-in ones they strike out", () => {
    const site = { ...SITE, scamPatterns: ['love bomb*', '-paypal'] };
    expect(kinds('I will love-bomb you', site)).toEqual([]);
    expect(kinds('this is love bombing', site)).toEqual(['custom']);
    expect(kinds('pay me by paypal', site)).toEqual([]);
    expect(kinds('pay me by paypal')).toEqual(['money']);
  });

  it('checks nothing built in when the site turns the built-in list off', () => {
    const site = { ...SITE, scamPatternsBuiltin: false, scamPatterns: ['tikkie'] };
    expect(kinds('western union +31612345678 NL91ABNA0417164300', site)).toEqual([]);
    expect(kinds('stuur een tikkie', site)).toEqual(['custom']);
  });

  it('needs a valid IBAN checksum', () => {
    expect(kinds('NL91ABNA0417164301')).toEqual([]);
    expect(kinds('DE89 3704 0044 0532 0130 00 is mine')).toEqual(['iban']);
  });
});
