import { describe, expect, it } from 'vitest';
import { LANGUAGES } from './languages';
import { findMeetingProposals, MEETING_KINDS, MEETING_WORDS } from './meeting';

const kinds = (text: string, language: string) => findMeetingProposals(text, [language]).map((f) => f.kind);
const texts = (text: string, language: string) => findMeetingProposals(text, [language]).map((f) => f.text);

describe('findMeetingProposals', () => {
  it('finds a meeting, a date and time, a phone number, an e-mail and a messenger in English', () => {
    expect(findMeetingProposals("Let's meet on Saturday at 8pm, text me on WhatsApp", ['en'])).toEqual([
      { kind: 'meeting', text: "Let's meet" },
      { kind: 'time', text: 'Saturday' },
      { kind: 'time', text: '8pm' },
      { kind: 'contact', text: 'text me' },
      { kind: 'messenger', text: 'WhatsApp' },
    ]);
    expect(kinds('My number is +1 555 010 0199', 'en')).toEqual(['contact', 'phone']);
    expect(texts('write me: harry.potter@gmail.com', 'en')).toEqual(['harry.potter@gmail.com']);
    expect(kinds('harry [at] hotmail', 'en')).toEqual(['email']);
    expect(kinds('I live at 221 Baker Street', 'en')).toEqual(['address']);
    expect(kinds('see my pics on www.example.com/me', 'en')).toEqual(['link']);
  });

  it('lets an in-character reply through: chatting, one time word alone, nice to meet you', () => {
    for (const text of [
      'Hi! Nice to meet you :) How was your day?',
      'I will be online tomorrow, talk then!',
      'I love long walks and good coffee.',
      'I am 35 and I love dogs',
      'Haha, 10/10 would laugh again',
    ]) {
      expect(findMeetingProposals(text, ['en']), text).toEqual([]);
    }
    expect(findMeetingProposals('Ik ben morgen weer online, tot dan!', ['nl'])).toEqual([]);
    expect(findMeetingProposals('Guten Morgen! Wie geht es dir?', ['de'])).toEqual([]);
  });

  it('reads Dutch: a proposal with the day, the hour and an app', () => {
    expect(
      findMeetingProposals('Zullen we zaterdag om 20:00 afspreken? App me op 06-12345678', ['nl']),
    ).toEqual([
      { kind: 'time', text: 'zaterdag' },
      { kind: 'time', text: '20:00' },
      { kind: 'meeting', text: 'afspreken' },
      { kind: 'contact', text: 'App me' },
      { kind: 'phone', text: '06-12345678' },
    ]);
    expect(kinds('Ik woon op de Keizersgracht 12', 'nl')).toEqual(['address']);
    expect(kinds('Wil je me ontmoeten?', 'nl')).toEqual(['meeting']);
  });

  it('reads German: compounds, inflections, and "um 8 Uhr"', () => {
    expect(texts('Lass uns morgen um 8 Uhr in der Hauptstraße 5 treffen', 'de')).toEqual([
      'morgen',
      'um 8 Uhr',
      'Hauptstraße 5',
      'treffen',
    ]);
    expect(kinds('Treffen wir uns?', 'de')).toEqual(['meeting']);
    expect(kinds('Hier ist meine Handynummer: 0171 2345678', 'de')).toEqual(['contact', 'phone']);
  });

  it('reads French, Spanish, Italian and Polish, with or without accents', () => {
    expect(kinds('On se voit samedi à 20h ?', 'fr')).toEqual(['meeting', 'time', 'time']);
    expect(kinds('Quedamos el sabado a las 9? Llamame', 'es')).toEqual([
      'meeting',
      'time',
      'time',
      'contact',
    ]);
    expect(kinds('Ci vediamo domani alle 21, scrivimi su Telegram', 'it')).toEqual([
      'meeting',
      'time',
      'time',
      'messenger',
    ]);
    expect(kinds('Może spotkamy się w sobotę? Dodaj mnie na Snapchat', 'pl')).toEqual([
      'meeting',
      'time',
      'contact',
      'messenger',
    ]);
  });

  it('reads the Nordic languages and Finnish', () => {
    expect(kinds('Vi ses på lördag klockan 19', 'sv')).toEqual(['meeting', 'time', 'time']);
    expect(kinds('Skal vi møtes i morgen? Ring meg', 'no')).toEqual(['meeting', 'time', 'contact']);
    expect(kinds('Skal vi mødes i aften? Min adresse er Østergade 3', 'da')).toEqual([
      'meeting',
      'time',
      'address',
      'address',
    ]);
    expect(kinds('Tavataanko huomenna klo 18? Soita minulle', 'fi')).toEqual([
      'meeting',
      'time',
      'time',
      'contact',
    ]);
  });

  it('always reads English and the language-neutral names besides the given language', () => {
    expect(kinds('Hoi! Add me on Instagram', 'nl')).toEqual(['contact', 'messenger']);
    expect(kinds('Hallo, hier mein Insta: harry_99', 'de')).toEqual(['messenger']);
  });

  it('matches whole words only', () => {
    // "date" inside "update", "snap" is not a messenger, "meet" inside "meeting" is not a proposal.
    expect(findMeetingProposals('Did you see the update? Oh snap, I had a meeting', ['en'])).toEqual([]);
  });

  it('has a list for each of the eleven languages, each with every kind of phrase', () => {
    for (const language of LANGUAGES) {
      const words = MEETING_WORDS[language];
      for (const kind of ['meeting', 'contact', 'address', 'time'] as const) {
        expect(words[kind]?.length, `${language}.${kind}`).toBeGreaterThan(3);
      }
    }
    expect(MEETING_KINDS).toContain('messenger');
  });
});
