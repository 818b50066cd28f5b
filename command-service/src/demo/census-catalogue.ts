import type { CollectibleType } from '@certus/contracts';

/**
 * What the census generator (census-generator.ts) draws books from: real series with their publishers, their
 * runs' cover dates and issue numbers, the keys collectors look for, and the creators credited on the labels.
 * Facts are real-ish: run dates are interpolated between a run's first and last cover date, so an issue's cover
 * month can be a few months off, and credits name the creators a run is known for, not every fill-in issue.
 *
 * `pop` is how much of the census a series holds (relative units); within a series the first issues and the
 * keys get most of its copies (see the generator).
 */

export interface CreditRange {
  from: number;
  to: number;
  story: string;
  art: string;
  /** Cover artist when not the interior artist. */
  cover?: string;
}

export interface SeriesRun {
  /** First issue's cover date, 'YYYY-MM'. */
  from: string;
  /** Last issue's cover date; null: still running (issues come at `perYear` up to the clock's month). */
  to: string | null;
  first: number;
  last: number | null;
  perYear: number;
  keys: Record<number, string>;
  credits: CreditRange[];
  /** Share of the series' copies relative to its other runs (1 = as much as any run its size). */
  weight: number;
}

export interface CensusSeries {
  title: string;
  publisher: string;
  collectibleType: CollectibleType;
  pop: number;
  runs: SeriesRun[];
  /** Some labels spell it "Title, The". */
  the: boolean;
  /** Collected volumes with no cover month (manga tankōbon). */
  undated: boolean;
}

interface RunExtras {
  keys?: Record<number, string>;
  credits?: CreditRange[];
  perYear?: number;
  weight?: number;
}

const run = (from: string, to: string | null, first: number, last: number | null, extras: RunExtras = {}): SeriesRun => ({
  from,
  to,
  first,
  last,
  perYear: extras.perYear ?? 12,
  keys: extras.keys ?? {},
  credits: extras.credits ?? [],
  weight: extras.weight ?? 1,
});

const cr = (from: number, to: number, story: string, art: string, cover?: string): CreditRange => ({ from, to, story, art, ...(cover ? { cover } : {}) });

const series = (
  title: string,
  publisher: string,
  collectibleType: CollectibleType,
  pop: number,
  runs: SeriesRun[],
  options: { the?: boolean; undated?: boolean } = {},
): CensusSeries => ({ title, publisher, collectibleType, pop, runs, the: options.the ?? false, undated: options.undated ?? false });

const comic = (title: string, publisher: string, pop: number, runs: SeriesRun[], options?: { the?: boolean }) =>
  series(title, publisher, 'Comic', pop, runs, options);
const magazine = (title: string, publisher: string, pop: number, runs: SeriesRun[], options?: { the?: boolean }) =>
  series(title, publisher, 'Magazine', pop, runs, options);
const manga = (title: string, publisher: string, pop: number, runs: SeriesRun[], options?: { the?: boolean; undated?: boolean }) =>
  series(title, publisher, 'Manga', pop, runs, options);

const LEE = 'Stan Lee';
const KIRBY = 'Jack Kirby';
const DITKO = 'Steve Ditko';

export const CENSUS_SERIES: readonly CensusSeries[] = [
  // --- Marvel (and Timely before it) -------------------------------------------------------------------
  comic('Amazing Spider-Man', 'Marvel', 160, [
    run('1963-03', '1998-11', 1, 441, {
      keys: {
        1: '1st appearance of J. Jonah Jameson; Spider-Man in his own title',
        2: '1st appearance of the Vulture',
        3: '1st appearance of Doctor Octopus',
        4: '1st appearance of Sandman',
        9: '1st appearance of Electro',
        13: '1st appearance of Mysterio',
        14: '1st appearance of the Green Goblin',
        15: '1st appearance of Kraven the Hunter',
        20: '1st appearance of the Scorpion',
        39: 'Green Goblin revealed as Norman Osborn',
        50: '1st appearance of the Kingpin',
        101: '1st appearance of Morbius',
        121: 'Death of Gwen Stacy',
        122: 'Death of the Green Goblin',
        129: '1st appearance of the Punisher',
        194: '1st appearance of the Black Cat',
        238: '1st appearance of the Hobgoblin',
        252: 'Spider-Man returns in the black costume',
        300: '1st full appearance of Venom',
        316: '1st Venom cover',
        361: '1st full appearance of Carnage',
      },
      credits: [
        cr(1, 38, LEE, DITKO),
        cr(39, 100, LEE, 'John Romita Sr.'),
        cr(101, 120, 'Roy Thomas', 'Gil Kane', 'John Romita Sr.'),
        cr(121, 149, 'Gerry Conway', 'Ross Andru', 'John Romita Sr.'),
        cr(229, 251, 'Roger Stern', 'John Romita Jr.'),
        cr(298, 328, 'David Michelinie', 'Todd McFarlane'),
        cr(329, 350, 'David Michelinie', 'Erik Larsen'),
        cr(351, 388, 'David Michelinie', 'Mark Bagley'),
      ],
    }),
    run('1999-01', '2003-11', 1, 58, { keys: { 1: 'John Byrne relaunch' }, credits: [cr(30, 58, 'J. Michael Straczynski', 'John Romita Jr.')], weight: 0.6 }),
    run('2003-12', '2012-12', 500, 700, {
      keys: { 500: 'Legacy numbering returns', 545: 'One More Day', 583: 'Barack Obama cover', 700: 'Death of Peter Parker' },
      credits: [cr(500, 545, 'J. Michael Straczynski', 'John Romita Jr.'), cr(546, 700, 'Dan Slott', 'Humberto Ramos')],
      perYear: 22,
    }),
    run('2014-06', '2015-10', 1, 18, { keys: { 4: '1st appearance of Silk' }, credits: [cr(1, 18, 'Dan Slott', 'Humberto Ramos')], weight: 0.5 }),
    run('2018-09', '2022-02', 1, 93, { keys: { 1: 'Nick Spencer run begins' }, credits: [cr(1, 74, 'Nick Spencer', 'Ryan Ottley')], perYear: 26, weight: 0.6 }),
    run('2022-06', null, 1, null, { keys: { 1: 'Zeb Wells run begins' }, credits: [cr(1, 60, 'Zeb Wells', 'John Romita Jr.')], perYear: 20, weight: 0.6 }),
  ], { the: true }),
  comic('Amazing Spider-Man Annual', 'Marvel', 6, [run('1964-01', '1994-01', 1, 28, { perYear: 1, keys: { 1: '1st appearance of the Sinister Six' }, credits: [cr(1, 3, LEE, DITKO)] })], { the: true }),
  comic('Amazing Fantasy', 'Marvel', 5, [
    run('1962-08', '1962-08', 15, 15, { keys: { 15: '1st appearance of Spider-Man' }, credits: [cr(15, 15, LEE, DITKO, 'Jack Kirby & Steve Ditko')] }),
  ]),
  comic('Fantastic Four', 'Marvel', 70, [
    run('1961-11', '1996-09', 1, 416, {
      keys: {
        1: '1st appearance of the Fantastic Four',
        4: '1st Silver Age appearance of the Sub-Mariner',
        5: '1st appearance of Doctor Doom',
        12: 'Fantastic Four vs. the Hulk',
        45: '1st appearance of the Inhumans',
        48: '1st appearance of the Silver Surfer and Galactus',
        49: '1st full appearance of Galactus',
        52: '1st appearance of the Black Panther',
        67: '1st appearance of Him (Adam Warlock)',
      },
      credits: [cr(1, 102, LEE, KIRBY), cr(232, 293, 'John Byrne', 'John Byrne')],
    }),
    run('1998-01', '2003-08', 1, 70, { weight: 0.4 }),
    run('2003-09', '2012-01', 500, 611, { keys: { 587: 'Death of the Human Torch' }, credits: [cr(570, 611, 'Jonathan Hickman', 'Steve Epting')] }),
    run('2018-10', '2022-08', 1, 48, { credits: [cr(1, 48, 'Dan Slott', 'Sara Pichelli')], weight: 0.5 }),
  ], { the: true }),
  comic('Incredible Hulk', 'Marvel', 75, [
    run('1962-05', '1963-03', 1, 6, { perYear: 6, keys: { 1: '1st appearance of the Hulk' }, credits: [cr(1, 5, LEE, KIRBY), cr(6, 6, LEE, DITKO)] }),
    run('1968-04', '1999-03', 102, 474, {
      keys: {
        102: 'Hulk returns to his own title',
        180: '1st cameo appearance of Wolverine',
        181: '1st appearance of Wolverine',
        271: '1st comic appearance of Rocket Raccoon',
        340: 'Hulk vs. Wolverine; Todd McFarlane cover',
        377: '1st appearance of the Professor Hulk',
      },
      credits: [cr(178, 194, 'Len Wein', 'Herb Trimpe'), cr(331, 346, 'Peter David', 'Todd McFarlane'), cr(347, 467, 'Peter David', 'Dale Keown')],
    }),
  ], { the: true }),
  comic('X-Men', 'Marvel', 85, [
    run('1963-09', '1981-01', 1, 141, {
      keys: {
        1: '1st appearance of the X-Men and Magneto',
        4: '1st appearance of Quicksilver and the Scarlet Witch',
        94: 'New X-Men begin',
        101: '1st appearance of Phoenix',
        129: '1st appearance of Kitty Pryde and Emma Frost',
        137: 'Death of Phoenix',
        141: 'Days of Future Past begins',
      },
      credits: [cr(1, 17, LEE, KIRBY), cr(94, 107, 'Chris Claremont', 'Dave Cockrum'), cr(108, 141, 'Chris Claremont', 'John Byrne')],
    }),
    run('1991-10', '2001-06', 1, 113, { keys: { 1: 'Jim Lee connecting covers' }, credits: [cr(1, 11, 'Chris Claremont', 'Jim Lee')], weight: 0.8 }),
  ], { the: true }),
  comic('Uncanny X-Men', 'Marvel', 55, [
    run('1981-02', '2011-12', 142, 544, {
      keys: {
        142: 'Days of Future Past concludes',
        221: '1st appearance of Mister Sinister',
        266: '1st appearance of Gambit',
        282: '1st appearance of Bishop',
      },
      credits: [cr(142, 279, 'Chris Claremont', 'John Romita Jr.'), cr(248, 286, 'Chris Claremont', 'Jim Lee')],
    }),
  ], { the: true }),
  comic('Giant-Size X-Men', 'Marvel', 6, [
    run('1975-05', '1975-11', 1, 2, { perYear: 2, keys: { 1: '1st appearance of the new X-Men: Storm, Colossus, Nightcrawler' }, credits: [cr(1, 1, 'Len Wein', 'Dave Cockrum', 'Gil Kane')] }),
  ]),
  comic('Avengers', 'Marvel', 50, [
    run('1963-09', '1996-09', 1, 402, {
      keys: {
        1: '1st appearance of the Avengers',
        4: '1st Silver Age appearance of Captain America',
        57: '1st appearance of the Vision',
        196: '1st appearance of Taskmaster',
      },
      credits: [cr(1, 8, LEE, KIRBY), cr(57, 97, 'Roy Thomas', 'John Buscema'), cr(167, 177, 'Jim Shooter', 'George Pérez')],
    }),
    run('1998-02', '2004-08', 1, 84, { credits: [cr(1, 56, 'Kurt Busiek', 'George Pérez')], weight: 0.5 }),
  ], { the: true }),
  comic('Daredevil', 'Marvel', 40, [
    run('1964-04', '1998-10', 1, 380, {
      keys: {
        1: '1st appearance of Daredevil',
        7: 'Daredevil in the red costume',
        131: '1st appearance of Bullseye',
        158: 'Frank Miller art begins',
        168: '1st appearance of Elektra',
        181: 'Death of Elektra',
        227: 'Born Again begins',
      },
      credits: [cr(1, 1, LEE, 'Bill Everett', KIRBY), cr(158, 167, 'Roger McKenzie', 'Frank Miller'), cr(168, 191, 'Frank Miller', 'Frank Miller'), cr(227, 233, 'Frank Miller', 'David Mazzucchelli')],
    }),
    run('1998-11', '2009-08', 1, 119, { credits: [cr(26, 81, 'Brian Michael Bendis', 'Alex Maleev')], weight: 0.5 }),
  ]),
  comic('Tales of Suspense', 'Marvel', 22, [
    run('1959-01', '1968-03', 1, 99, {
      keys: { 39: '1st appearance of Iron Man', 52: '1st appearance of the Black Widow', 57: '1st appearance of Hawkeye', 59: 'Captain America solo stories begin' },
      credits: [cr(39, 39, LEE, 'Don Heck', KIRBY), cr(59, 99, LEE, KIRBY)],
    }),
  ]),
  comic('Tales to Astonish', 'Marvel', 16, [
    run('1959-01', '1968-03', 1, 101, {
      keys: { 27: '1st appearance of Henry Pym', 35: '1st appearance of Ant-Man in costume', 44: '1st appearance of the Wasp', 93: 'Hulk vs. the Silver Surfer' },
      credits: [cr(27, 35, LEE, KIRBY)],
    }),
  ]),
  comic('Journey into Mystery', 'Marvel', 18, [
    run('1952-06', '1966-02', 1, 125, { keys: { 83: '1st appearance of Thor', 85: '1st appearance of Loki' }, credits: [cr(83, 125, LEE, KIRBY)] }),
  ]),
  comic('Thor', 'Marvel', 26, [
    run('1966-03', '1996-09', 126, 502, {
      keys: { 126: 'Thor in his own title', 165: '1st full appearance of Him (Adam Warlock)', 168: 'Origin of Galactus', 337: '1st appearance of Beta Ray Bill' },
      credits: [cr(126, 179, LEE, KIRBY), cr(337, 382, 'Walter Simonson', 'Walter Simonson')],
    }),
  ]),
  comic('Iron Man', 'Marvel', 30, [
    run('1968-05', '1996-09', 1, 332, {
      keys: { 1: 'Origin of Iron Man retold', 55: '1st appearance of Thanos and Drax the Destroyer', 128: 'Demon in a Bottle', 282: '1st appearance of War Machine armor' },
      credits: [cr(55, 55, 'Jim Starlin', 'Jim Starlin'), cr(120, 157, 'David Michelinie', 'John Romita Jr.')],
    }),
  ]),
  comic('Captain America', 'Marvel', 28, [
    run('1968-04', '1996-07', 100, 454, {
      keys: { 100: 'Captain America in his own title', 117: '1st appearance of the Falcon', 241: 'Punisher appearance' },
      credits: [cr(100, 109, LEE, KIRBY), cr(193, 214, KIRBY, KIRBY)],
    }),
    run('2005-01', '2009-02', 1, 50, { keys: { 25: 'Death of Captain America', 6: '1st full appearance of the Winter Soldier' }, credits: [cr(1, 50, 'Ed Brubaker', 'Steve Epting')], weight: 0.8 }),
  ]),
  comic('Captain America Comics', 'Timely', 8, [
    run('1941-03', '1950-02', 1, 78, { perYear: 9, keys: { 1: '1st appearance of Captain America and Bucky' }, credits: [cr(1, 10, 'Joe Simon', KIRBY)] }),
  ]),
  comic('Marvel Comics', 'Timely', 2, [run('1939-10', '1939-10', 1, 1, { keys: { 1: '1st appearance of the Human Torch; 1st Timely comic' }, credits: [cr(1, 1, 'Carl Burgos', 'Bill Everett', 'Frank R. Paul')] })]),
  comic('Marvel Mystery Comics', 'Timely', 6, [run('1939-12', '1949-06', 2, 92, { keys: { 2: '1st issue as Marvel Mystery Comics' } })]),
  comic('Strange Tales', 'Marvel', 16, [
    run('1951-06', '1968-05', 1, 168, {
      keys: { 101: 'Human Torch solo stories begin', 110: '1st appearance of Doctor Strange', 135: '1st appearance of Nick Fury, Agent of S.H.I.E.L.D.' },
      credits: [cr(110, 146, LEE, DITKO), cr(151, 168, 'Jim Steranko', 'Jim Steranko')],
    }),
  ]),
  comic('Silver Surfer', 'Marvel', 18, [
    run('1968-08', '1970-09', 1, 18, { perYear: 8, keys: { 1: 'Origin of the Silver Surfer', 4: 'Silver Surfer vs. Thor' }, credits: [cr(1, 17, LEE, 'John Buscema'), cr(18, 18, LEE, KIRBY)] }),
    run('1987-07', '1998-11', 1, 146, { keys: { 34: 'Return of Thanos', 44: 'Infinity Gauntlet assembled' }, credits: [cr(34, 50, 'Jim Starlin', 'Ron Lim')], weight: 0.6 }),
  ], { the: true }),
  comic('Conan the Barbarian', 'Marvel', 12, [
    run('1970-10', '1993-12', 1, 275, { keys: { 1: '1st appearance of Conan in comics', 23: '1st appearance of Red Sonja' }, credits: [cr(1, 24, 'Roy Thomas', 'Barry Windsor-Smith')] }),
  ]),
  comic('Tomb of Dracula', 'Marvel', 12, [
    run('1972-04', '1979-08', 1, 70, { keys: { 1: '1st appearance of Dracula (Marvel)', 10: '1st appearance of Blade' }, credits: [cr(7, 70, 'Marv Wolfman', 'Gene Colan')] }),
  ], { the: true }),
  comic('Werewolf by Night', 'Marvel', 10, [
    run('1972-09', '1977-03', 1, 43, { keys: { 1: 'Werewolf by Night in his own title', 32: '1st appearance of Moon Knight' }, credits: [cr(32, 33, 'Doug Moench', 'Don Perlin')] }),
  ]),
  comic('Marvel Spotlight', 'Marvel', 8, [
    run('1971-11', '1977-04', 1, 33, { perYear: 6, keys: { 5: '1st appearance of Ghost Rider (Johnny Blaze)' }, credits: [cr(5, 5, 'Gary Friedrich', 'Mike Ploog')] }),
  ]),
  comic('Ghost Rider', 'Marvel', 14, [
    run('1973-09', '1983-06', 1, 81, { keys: { 1: 'Ghost Rider in his own title' } }),
    run('1990-05', '1998-02', 1, 93, { keys: { 1: '1st appearance of Danny Ketch as Ghost Rider' }, credits: [cr(1, 30, 'Howard Mackie', 'Javier Saltares', 'Mark Texeira')], weight: 0.6 }),
  ]),
  comic('Hero for Hire', 'Marvel', 5, [run('1972-06', '1973-12', 1, 16, { keys: { 1: '1st appearance of Luke Cage' }, credits: [cr(1, 1, 'Archie Goodwin', 'George Tuska', 'John Romita Sr.')] })]),
  comic('Power Man and Iron Fist', 'Marvel', 4, [run('1978-04', '1986-09', 50, 125)]),
  comic('Marvel Premiere', 'Marvel', 6, [run('1972-04', '1981-08', 1, 61, { perYear: 7, keys: { 15: '1st appearance of Iron Fist', 28: 'Legion of Monsters' } })]),
  comic('Marvel Team-Up', 'Marvel', 8, [run('1972-03', '1985-02', 1, 150, { keys: { 1: 'Spider-Man and the Human Torch', 141: '2nd appearance of the black costume' } })]),
  comic('Peter Parker, The Spectacular Spider-Man', 'Marvel', 12, [
    run('1976-12', '1998-11', 1, 263, { keys: { 1: 'Spectacular Spider-Man in his own title', 64: '1st appearance of Cloak and Dagger' } }),
  ]),
  comic('Web of Spider-Man', 'Marvel', 8, [run('1985-04', '1995-09', 1, 129, { keys: { 1: 'Web of Spider-Man begins', 118: '1st solo Scarlet Spider story' } })]),
  comic('Spider-Man', 'Marvel', 10, [
    run('1990-08', '1998-11', 1, 98, { keys: { 1: 'Todd McFarlane story and art' }, credits: [cr(1, 14, 'Todd McFarlane', 'Todd McFarlane')] }),
  ]),
  comic('New Mutants', 'Marvel', 24, [
    run('1983-03', '1991-04', 1, 100, {
      keys: { 1: 'New Mutants in their own title', 87: '1st appearance of Cable', 98: '1st appearance of Deadpool' },
      credits: [cr(87, 100, 'Louise Simonson', 'Rob Liefeld'), cr(98, 100, 'Fabian Nicieza', 'Rob Liefeld')],
    }),
  ], { the: true }),
  comic('X-Force', 'Marvel', 8, [
    run('1991-08', '2002-08', 1, 129, { keys: { 1: 'X-Force begins (trading card inserts)', 2: '2nd appearance of Deadpool' }, credits: [cr(1, 12, 'Fabian Nicieza', 'Rob Liefeld')] }),
  ]),
  comic('Marvel Super Heroes Secret Wars', 'Marvel', 9, [
    run('1984-05', '1985-04', 1, 12, { keys: { 8: 'Origin of the alien symbiote costume' }, credits: [cr(1, 12, 'Jim Shooter', 'Mike Zeck')] }),
  ]),
  comic('Wolverine', 'Marvel', 22, [
    run('1982-09', '1982-12', 1, 4, { keys: { 1: "Wolverine's first solo series" }, credits: [cr(1, 4, 'Chris Claremont', 'Frank Miller')] }),
    run('1988-11', '2003-06', 1, 189, { keys: { 1: 'Wolverine in his own title' }, credits: [cr(1, 16, 'Chris Claremont', 'John Buscema')] }),
  ]),
  comic('Venom: Lethal Protector', 'Marvel', 5, [run('1993-02', '1993-07', 1, 6, { keys: { 1: "Venom's first solo series" }, credits: [cr(1, 6, 'David Michelinie', 'Mark Bagley')] })]),
  comic('Star Wars', 'Marvel', 20, [
    run('1977-07', '1986-09', 1, 107, { keys: { 1: 'Star Wars adaptation begins', 42: '1st appearance of Boba Fett in comics' }, credits: [cr(1, 6, 'Roy Thomas', 'Howard Chaykin')] }),
    run('2015-03', '2019-11', 1, 75, { keys: { 1: 'Star Wars returns to Marvel' }, credits: [cr(1, 37, 'Jason Aaron', 'John Cassaday')], weight: 0.7 }),
  ]),
  comic('Moon Knight', 'Marvel', 6, [run('1980-11', '1984-07', 1, 38, { keys: { 1: 'Moon Knight in his own title' }, credits: [cr(1, 38, 'Doug Moench', 'Bill Sienkiewicz')] })]),
  comic('Punisher', 'Marvel', 10, [
    run('1986-01', '1986-05', 1, 5, { keys: { 1: "The Punisher's first limited series" } }),
    run('1987-07', '1995-07', 1, 104, { keys: { 1: 'Punisher in his own ongoing title' } }),
  ], { the: true }),
  comic('Sub-Mariner', 'Marvel', 5, [run('1968-05', '1974-09', 1, 72, { keys: { 1: 'Sub-Mariner in his own title' }, credits: [cr(1, 40, 'Roy Thomas', 'John Buscema')] })], { the: true }),
  comic('Howard the Duck', 'Marvel', 4, [run('1976-01', '1979-05', 1, 31, { credits: [cr(1, 27, 'Steve Gerber', 'Gene Colan')] })]),
  comic('Ms. Marvel', 'Marvel', 8, [
    run('1977-01', '1979-04', 1, 23, { keys: { 1: 'Ms. Marvel in her own title' } }),
    run('2014-04', '2015-12', 1, 19, { keys: { 1: "Kamala Khan's first solo series" }, credits: [cr(1, 19, 'G. Willow Wilson', 'Adrian Alphona', 'Sara Pichelli')] }),
  ]),
  comic('Sgt. Fury and his Howling Commandos', 'Marvel', 5, [run('1963-05', '1981-12', 1, 167, { keys: { 1: '1st appearance of Sgt. Fury' }, credits: [cr(1, 7, LEE, KIRBY)] })]),
  comic('Marvel Two-in-One', 'Marvel', 4, [run('1974-01', '1983-06', 1, 100)]),
  comic('Defenders', 'Marvel', 5, [run('1972-08', '1986-02', 1, 152)], { the: true }),
  comic('X-Factor', 'Marvel', 6, [run('1986-02', '1998-09', 1, 149, { keys: { 5: '1st cameo appearance of Apocalypse', 6: '1st full appearance of Apocalypse' } })]),
  comic('G.I. Joe: A Real American Hero', 'Marvel', 10, [run('1982-06', '1994-12', 1, 155, { keys: { 1: 'G.I. Joe begins', 21: 'Silent issue; 1st appearance of Storm Shadow' }, credits: [cr(1, 155, 'Larry Hama', 'Herb Trimpe')] })]),
  comic('Transformers', 'Marvel', 8, [run('1984-09', '1991-07', 1, 80, { keys: { 1: 'Transformers begin' } })], { the: true }),
  comic('Deadpool', 'Marvel', 12, [
    run('1997-01', '2002-09', 1, 69, { keys: { 1: 'Deadpool in his own ongoing title' } }),
    run('2008-11', '2012-12', 1, 63, { weight: 0.6 }),
  ]),
  comic('Ultimate Spider-Man', 'Marvel', 10, [run('2000-10', '2009-06', 1, 133, { keys: { 1: '1st appearance of Ultimate Spider-Man' }, credits: [cr(1, 110, 'Brian Michael Bendis', 'Mark Bagley')] })]),
  comic('Ultimate Fallout', 'Marvel', 4, [run('2011-08', '2011-10', 1, 6, { perYear: 24, keys: { 4: '1st appearance of Miles Morales' }, credits: [cr(4, 4, 'Brian Michael Bendis', 'Sara Pichelli')] })]),
  comic('Edge of Spider-Verse', 'Marvel', 4, [run('2014-11', '2015-02', 1, 5, { keys: { 2: '1st appearance of Spider-Gwen' }, credits: [cr(2, 2, 'Jason Latour', 'Robbi Rodriguez')] })]),
  comic('Immortal Hulk', 'Marvel', 8, [run('2018-08', '2021-09', 1, 50, { keys: { 1: 'Al Ewing run begins' }, credits: [cr(1, 50, 'Al Ewing', 'Joe Bennett', 'Alex Ross')] })], { the: true }),
  comic('House of X', 'Marvel', 4, [run('2019-09', '2019-12', 1, 6, { perYear: 24, credits: [cr(1, 6, 'Jonathan Hickman', 'Pepe Larraz')] })]),
  comic('Black Panther', 'Marvel', 6, [
    run('1977-01', '1979-05', 1, 15, { credits: [cr(1, 12, KIRBY, KIRBY)] }),
    run('2016-06', '2018-07', 1, 18, { credits: [cr(1, 18, 'Ta-Nehisi Coates', 'Brian Stelfreeze')] }),
  ]),
  comic('Spider-Woman', 'Marvel', 4, [run('1978-04', '1983-06', 1, 50, { keys: { 1: 'Spider-Woman in her own title' } })]),
  comic('Eternals', 'Marvel', 3, [run('1976-07', '1978-01', 1, 19, { keys: { 1: '1st appearance of the Eternals' }, credits: [cr(1, 19, KIRBY, KIRBY)] })], { the: true }),
  comic('Infinity Gauntlet', 'Marvel', 5, [run('1991-07', '1991-12', 1, 6, { credits: [cr(1, 6, 'Jim Starlin', 'George Pérez', 'George Pérez')] })], { the: true }),
  comic('Marvel Tales', 'Marvel', 3, [run('1964-01', '1994-11', 1, 291)]),
  comic('Thunderbolts', 'Marvel', 4, [run('1997-04', '2003-02', 1, 75, { keys: { 1: '1st appearance of the Thunderbolts' } })]),
  comic('Guardians of the Galaxy', 'Marvel', 5, [run('2008-07', '2010-04', 1, 25, { keys: { 1: '1st appearance of the modern Guardians of the Galaxy' } })]),
  comic('Miles Morales: Spider-Man', 'Marvel', 4, [run('2019-02', '2022-10', 1, 42)]),
  // --- DC --------------------------------------------------------------------------------------------
  comic('Action Comics', 'DC', 60, [
    run('1938-06', '2011-10', 1, 904, {
      keys: {
        1: '1st appearance of Superman',
        7: '2nd Superman cover',
        23: '1st appearance of Lex Luthor',
        242: '1st appearance of Brainiac',
        252: '1st appearance of Supergirl',
        685: 'Return of Superman',
      },
      credits: [cr(1, 20, 'Jerry Siegel', 'Joe Shuster')],
    }),
    run('2011-11', '2016-07', 1, 52, { keys: { 1: 'New 52 relaunch' }, credits: [cr(1, 18, 'Grant Morrison', 'Rags Morales')], weight: 0.5 }),
    run('2016-08', null, 957, null, { keys: { 1000: 'Superman 80th anniversary issue' }, perYear: 16, weight: 0.6 }),
  ]),
  comic('Detective Comics', 'DC', 65, [
    run('1937-03', '2011-10', 1, 881, {
      keys: {
        27: '1st appearance of Batman',
        29: '1st appearance of Doctor Death',
        31: '1st appearance of the Batarang',
        33: 'Origin of Batman',
        38: '1st appearance of Robin',
        140: '1st appearance of the Riddler',
        225: '1st appearance of the Martian Manhunter',
        359: '1st appearance of Batgirl (Barbara Gordon)',
        400: '1st appearance of Man-Bat',
      },
      credits: [cr(27, 38, 'Bill Finger', 'Bob Kane'), cr(395, 407, "Denny O'Neil", 'Neal Adams')],
    }),
    run('2011-11', '2016-07', 1, 52, { keys: { 1: 'New 52 relaunch; 1st appearance of the Dollmaker' }, weight: 0.5 }),
    run('2016-06', null, 934, null, { keys: { 1000: 'Batman 80th anniversary issue', 1027: 'Batman 1,000th Detective appearance celebration' }, perYear: 16, weight: 0.6 }),
  ]),
  comic('Batman', 'DC', 90, [
    run('1940-04', '2011-10', 1, 713, {
      keys: {
        1: '1st appearance of the Joker and Catwoman',
        47: 'Origin of Batman retold',
        181: '1st appearance of Poison Ivy',
        227: 'Neal Adams cover',
        232: "1st appearance of Ra's al Ghul",
        251: "The Joker's Five-Way Revenge",
        357: '1st appearance of Jason Todd',
        404: 'Batman: Year One begins',
        423: 'Todd McFarlane cover',
        428: 'Death of Jason Todd',
        497: "Bane breaks Batman's back",
        608: 'Hush begins',
        655: '1st appearance of Damian Wayne (cameo)',
      },
      credits: [cr(1, 20, 'Bill Finger', 'Bob Kane'), cr(232, 232, "Denny O'Neil", 'Neal Adams'), cr(404, 407, 'Frank Miller', 'David Mazzucchelli'), cr(608, 619, 'Jeph Loeb', 'Jim Lee')],
    }),
    run('2011-11', '2016-07', 1, 52, { keys: { 1: 'Court of Owls begins' }, credits: [cr(1, 52, 'Scott Snyder', 'Greg Capullo')], weight: 0.6 }),
    run('2016-08', '2024-08', 1, 152, { keys: { 1: 'Rebirth relaunch', 89: '1st appearance of Punchline', 92: '1st full appearance of Punchline' }, credits: [cr(1, 85, 'Tom King', 'David Finch')], perYear: 19, weight: 0.7 }),
    run('2024-11', null, 1, null, { keys: { 1: 'Jeph Loeb and Jim Lee return' }, credits: [cr(1, 20, 'Jeph Loeb', 'Jim Lee')], weight: 0.5 }),
  ]),
  comic('Batman Adventures', 'DC', 8, [run('1992-10', '1995-10', 1, 36, { keys: { 12: '1st appearance of Harley Quinn in comics' }, credits: [cr(1, 36, 'Kelley Puckett', 'Mike Parobeck')] })], { the: true }),
  comic('Batman: The Dark Knight Returns', 'DC', 6, [run('1986-03', '1986-12', 1, 4, { perYear: 5, keys: { 1: 'The Dark Knight Returns begins' }, credits: [cr(1, 4, 'Frank Miller', 'Frank Miller')] })]),
  comic('Batman: The Killing Joke', 'DC', 4, [run('1988-03', '1988-03', 1, 1, { keys: { 1: 'Origin of the Joker; Barbara Gordon shot' }, credits: [cr(1, 1, 'Alan Moore', 'Brian Bolland')] })]),
  comic('Superman', 'DC', 40, [
    run('1939-06', '1986-09', 1, 423, { keys: { 1: 'Superman in his own title', 53: 'Origin of Superman retold', 423: "Whatever Happened to the Man of Tomorrow?" }, credits: [cr(1, 20, 'Jerry Siegel', 'Joe Shuster'), cr(423, 423, 'Alan Moore', 'Curt Swan')] }),
    run('1987-01', '2006-04', 1, 226, { keys: { 75: 'Death of Superman' }, credits: [cr(1, 22, 'John Byrne', 'John Byrne'), cr(75, 75, 'Dan Jurgens', 'Dan Jurgens')] }),
    run('2016-08', '2018-04', 1, 45, { weight: 0.4 }),
  ]),
  comic('Wonder Woman', 'DC', 24, [
    run('1942-06', '1986-02', 1, 329, { keys: { 1: 'Wonder Woman in her own title' }, credits: [cr(1, 28, 'William Moulton Marston', 'Harry G. Peter')] }),
    run('1987-02', '2006-04', 1, 226, { keys: { 1: 'George Pérez relaunch' }, credits: [cr(1, 24, 'George Pérez', 'George Pérez')] }),
  ]),
  comic('All-Star Comics', 'DC', 8, [
    run('1940-06', '1951-02', 1, 57, { perYear: 5, keys: { 3: '1st appearance of the Justice Society of America', 8: '1st appearance of Wonder Woman' }, credits: [cr(3, 57, 'Gardner Fox', 'Everett E. Hibbard')] }),
  ]),
  comic('Sensation Comics', 'DC', 5, [run('1942-01', '1952-05', 1, 109, { keys: { 1: '1st Wonder Woman cover' }, credits: [cr(1, 50, 'William Moulton Marston', 'Harry G. Peter')] })]),
  comic('Flash Comics', 'DC', 5, [run('1940-01', '1949-02', 1, 104, { keys: { 1: '1st appearance of the Flash (Jay Garrick) and Hawkman' }, credits: [cr(1, 10, 'Gardner Fox', 'Harry Lampert')] })]),
  comic('Flash', 'DC', 26, [
    run('1959-03', '1985-10', 105, 350, {
      keys: { 105: 'Silver Age Flash in his own title', 110: '1st appearance of Kid Flash', 123: 'Flash of Two Worlds', 139: '1st appearance of Reverse-Flash' },
      credits: [cr(105, 174, 'John Broome', 'Carmine Infantino')],
    }),
    run('1987-06', '2009-03', 1, 247, { keys: { 1: 'Wally West as the Flash' }, weight: 0.6 }),
  ], { the: true }),
  comic('Showcase', 'DC', 18, [
    run('1956-03', '1978-09', 1, 104, {
      perYear: 6,
      keys: { 4: '1st appearance of the Silver Age Flash (Barry Allen)', 22: '1st appearance of Hal Jordan as Green Lantern', 34: '1st appearance of the Silver Age Atom', 6: '1st appearance of the Challengers of the Unknown' },
      credits: [cr(4, 4, 'Robert Kanigher', 'Carmine Infantino'), cr(22, 24, 'John Broome', 'Gil Kane')],
    }),
  ]),
  comic('Green Lantern', 'DC', 16, [
    run('1960-07', '1988-05', 1, 224, {
      keys: { 1: 'Green Lantern in his own title', 7: '1st appearance of Sinestro', 76: 'Green Lantern/Green Arrow begins', 87: '1st appearance of John Stewart' },
      credits: [cr(1, 75, 'John Broome', 'Gil Kane'), cr(76, 89, "Denny O'Neil", 'Neal Adams')],
    }),
    run('1990-06', '2004-07', 1, 181, { keys: { 48: '1st appearance of Kyle Rayner' }, weight: 0.5 }),
  ]),
  comic('Justice League of America', 'DC', 12, [run('1960-10', '1987-04', 1, 261, { keys: { 1: 'Justice League of America in its own title' }, credits: [cr(1, 65, 'Gardner Fox', 'Mike Sekowsky')] })]),
  comic('Brave and the Bold', 'DC', 10, [
    run('1955-08', '1983-07', 1, 200, { keys: { 28: '1st appearance of the Justice League of America', 54: '1st appearance of the Teen Titans' }, credits: [cr(28, 30, 'Gardner Fox', 'Mike Sekowsky')] }),
  ], { the: true }),
  comic('Teen Titans', 'DC', 5, [run('1966-01', '1978-11', 1, 53, { keys: { 1: 'Teen Titans in their own title' } })]),
  comic('New Teen Titans', 'DC', 10, [run('1980-11', '1984-03', 1, 40, { keys: { 1: 'New Teen Titans begin', 2: '1st appearance of Deathstroke' }, credits: [cr(1, 40, 'Marv Wolfman', 'George Pérez')] })], { the: true }),
  comic('Tales of the Teen Titans', 'DC', 5, [run('1984-04', '1988-07', 41, 91, { keys: { 44: '1st appearance of Nightwing' }, credits: [cr(41, 50, 'Marv Wolfman', 'George Pérez')] })]),
  comic('House of Secrets', 'DC', 9, [
    run('1956-11', '1978-10', 1, 154, { keys: { 92: '1st appearance of Swamp Thing (Alex Olsen)' }, credits: [cr(92, 92, 'Len Wein', 'Bernie Wrightson')] }),
  ]),
  comic('Swamp Thing', 'DC', 10, [
    run('1972-11', '1976-09', 1, 24, { perYear: 6, keys: { 1: '1st appearance of Alec Holland as Swamp Thing' }, credits: [cr(1, 10, 'Len Wein', 'Bernie Wrightson')] }),
    run('1985-01', '1996-10', 31, 171, { keys: { 37: '1st appearance of John Constantine' }, credits: [cr(31, 64, 'Alan Moore', 'Stephen Bissette', 'John Totleben')] }),
  ]),
  comic('Saga of the Swamp Thing', 'DC', 4, [run('1982-05', '1984-12', 1, 30, { keys: { 21: 'The Anatomy Lesson' }, credits: [cr(20, 30, 'Alan Moore', 'Stephen Bissette')] })], { the: true }),
  comic('House of Mystery', 'DC', 8, [run('1951-12', '1983-10', 1, 321, { keys: { 174: 'Horror format begins' } })]),
  comic('Our Army at War', 'DC', 7, [run('1952-08', '1977-02', 1, 301, { keys: { 83: '1st appearance of Sgt. Rock' }, credits: [cr(83, 83, 'Robert Kanigher', 'Joe Kubert')] })]),
  comic('Watchmen', 'DC', 12, [run('1986-09', '1987-10', 1, 12, { credits: [cr(1, 12, 'Alan Moore', 'Dave Gibbons')] })]),
  comic('Crisis on Infinite Earths', 'DC', 7, [run('1985-04', '1986-03', 1, 12, { keys: { 7: 'Death of Supergirl', 8: 'Death of the Flash (Barry Allen)' }, credits: [cr(1, 12, 'Marv Wolfman', 'George Pérez')] })]),
  comic('Sandman', 'DC', 12, [
    run('1989-01', '1996-03', 1, 75, { keys: { 1: '1st appearance of Dream of the Endless', 8: '1st appearance of Death of the Endless' }, credits: [cr(1, 8, 'Neil Gaiman', 'Sam Kieth', 'Dave McKean'), cr(9, 75, 'Neil Gaiman', 'Mike Dringenberg', 'Dave McKean')] }),
  ], { the: true }),
  comic('Adventure Comics', 'DC', 9, [run('1938-11', '1983-09', 32, 503, { keys: { 40: '1st appearance of the Sandman (Wesley Dodds)', 247: '1st appearance of the Legion of Super-Heroes' } })]),
  comic('More Fun Comics', 'DC', 5, [run('1936-01', '1947-12', 7, 127, { keys: { 52: '1st appearance of the Spectre', 73: '1st appearance of Aquaman and Green Arrow' } })]),
  comic('Superboy', 'DC', 5, [run('1949-03', '1979-06', 1, 258)]),
  comic("Superman's Pal Jimmy Olsen", 'DC', 5, [run('1954-09', '1974-03', 1, 163, { keys: { 134: '1st cameo appearance of Darkseid' }, credits: [cr(133, 148, KIRBY, KIRBY)] })]),
  comic('New Gods', 'DC', 4, [run('1971-02', '1972-10', 1, 11, { perYear: 6, keys: { 1: '1st appearance of Orion' }, credits: [cr(1, 11, KIRBY, KIRBY)] })], { the: true }),
  comic('Aquaman', 'DC', 4, [run('1962-01', '1978-08', 1, 63, { perYear: 6, keys: { 1: 'Aquaman in his own title' } })]),
  comic('My Greatest Adventure', 'DC', 3, [run('1955-01', '1964-02', 1, 85, { keys: { 80: '1st appearance of the Doom Patrol' } })]),
  comic('DC Comics Presents', 'DC', 3, [run('1978-07', '1986-09', 1, 97)]),
  comic('Kingdom Come', 'DC', 5, [run('1996-05', '1996-08', 1, 4, { credits: [cr(1, 4, 'Mark Waid', 'Alex Ross')] })]),
  comic('Hellblazer', 'DC', 6, [run('1988-01', '2013-02', 1, 300, { keys: { 1: 'John Constantine in his own title' }, credits: [cr(1, 40, 'Jamie Delano', 'John Ridgway', 'Dave McKean')] })]),
  comic('Preacher', 'DC', 5, [run('1995-04', '2000-10', 1, 66, { keys: { 1: '1st appearance of Jesse Custer' }, credits: [cr(1, 66, 'Garth Ennis', 'Steve Dillon', 'Glenn Fabry')] })]),
  comic('Y: The Last Man', 'DC', 4, [run('2002-09', '2008-03', 1, 60, { credits: [cr(1, 60, 'Brian K. Vaughan', 'Pia Guerra', 'J.G. Jones')] })]),
  comic('Batgirl', 'DC', 4, [run('2011-11', '2016-07', 1, 52)]),
  comic('Harley Quinn', 'DC', 6, [run('2014-02', '2016-07', 1, 30, { keys: { 1: 'Harley Quinn relaunch' }, credits: [cr(1, 30, 'Amanda Conner', 'Chad Hardin', 'Amanda Conner')] })]),
  // --- Image and other modern independents -------------------------------------------------------
  comic('Spawn', 'Image', 45, [
    run('1992-05', null, 1, null, { perYear: 10, keys: { 1: '1st appearance of Spawn', 9: '1st appearance of Angela', 300: 'Spawn #300 celebration' }, credits: [cr(1, 70, 'Todd McFarlane', 'Todd McFarlane'), cr(71, 185, 'Todd McFarlane', 'Greg Capullo')] }),
  ]),
  comic('Walking Dead', 'Image', 50, [
    run('2003-10', '2019-07', 1, 193, {
      keys: { 1: '1st appearance of Rick Grimes', 19: '1st appearance of Michonne', 27: '1st appearance of the Governor', 100: '1st full appearance of Negan' },
      credits: [cr(1, 6, 'Robert Kirkman', 'Tony Moore'), cr(7, 193, 'Robert Kirkman', 'Charlie Adlard')],
    }),
  ], { the: true }),
  comic('Saga', 'Image', 18, [
    run('2012-03', '2018-07', 1, 54, { keys: { 1: '1st appearance of Alana, Marko and Hazel' }, credits: [cr(1, 54, 'Brian K. Vaughan', 'Fiona Staples')], perYear: 9 }),
    run('2022-01', null, 55, null, { credits: [cr(55, 120, 'Brian K. Vaughan', 'Fiona Staples')], perYear: 9 }),
  ]),
  comic('Invincible', 'Image', 14, [run('2003-01', '2018-02', 1, 144, { keys: { 1: '1st appearance of Invincible in his own title' }, credits: [cr(1, 7, 'Robert Kirkman', 'Cory Walker'), cr(8, 144, 'Robert Kirkman', 'Ryan Ottley')] })]),
  comic('Savage Dragon', 'Image', 6, [run('1993-06', null, 1, null, { perYear: 8, credits: [cr(1, 300, 'Erik Larsen', 'Erik Larsen')] })], { the: true }),
  comic('Youngblood', 'Image', 4, [run('1992-04', '1995-02', 1, 10, { keys: { 1: '1st Image Comics publication' }, credits: [cr(1, 10, 'Rob Liefeld', 'Rob Liefeld')] })]),
  comic('WildC.A.T.s', 'Image', 4, [run('1992-08', '1998-06', 1, 50, { credits: [cr(1, 13, 'Brandon Choi', 'Jim Lee')] })]),
  comic('Witchblade', 'Image', 5, [run('1995-11', '2015-12', 1, 185, { keys: { 1: '1st appearance of Sara Pezzini as Witchblade' }, credits: [cr(1, 39, 'David Wohl', 'Michael Turner')] })]),
  comic('Chew', 'Image', 3, [run('2009-06', '2016-10', 1, 60, { credits: [cr(1, 60, 'John Layman', 'Rob Guillory')] })]),
  comic('Paper Girls', 'Image', 3, [run('2015-10', '2019-07', 1, 30, { credits: [cr(1, 30, 'Brian K. Vaughan', 'Cliff Chiang')] })]),
  comic('Monstress', 'Image', 3, [run('2015-11', null, 1, null, { perYear: 8, credits: [cr(1, 100, 'Marjorie Liu', 'Sana Takeda')] })]),
  comic('Deadly Class', 'Image', 3, [run('2014-01', '2022-12', 1, 56, { perYear: 6 })]),
  comic('King Spawn', 'Image', 4, [run('2021-08', null, 1, null, { perYear: 10, credits: [cr(1, 60, 'Todd McFarlane', 'Carlo Barberi')] })]),
  comic('Gunslinger Spawn', 'Image', 4, [run('2021-10', null, 1, null, { perYear: 10, keys: { 1: '1st appearance of the Gunslinger in his own title' } })]),
  comic('Teenage Mutant Ninja Turtles', 'Mirage', 10, [
    run('1984-05', '1993-08', 1, 62, { perYear: 6, keys: { 1: '1st appearance of the Teenage Mutant Ninja Turtles' }, credits: [cr(1, 11, 'Kevin Eastman & Peter Laird', 'Kevin Eastman & Peter Laird')] }),
  ]),
  comic('Teenage Mutant Ninja Turtles', 'IDW', 5, [run('2011-08', '2023-11', 1, 150, { keys: { 1: 'IDW relaunch' }, credits: [cr(1, 100, 'Kevin Eastman & Tom Waltz', 'Dan Duncan')] })]),
  comic('Something is Killing the Children', 'Boom! Studios', 6, [run('2019-09', null, 1, null, { perYear: 8, keys: { 1: '1st appearance of Erica Slaughter' }, credits: [cr(1, 100, 'James Tynion IV', 'Werther Dell\'Edera')] })]),
  comic('X-O Manowar', 'Valiant', 3, [run('1992-02', '1996-09', 1, 68, { keys: { 1: 'X-O Manowar begins' } })]),
  comic('Harbinger', 'Valiant', 3, [run('1992-01', '1995-06', 1, 41, { keys: { 1: '1st appearance of the Harbingers' } })]),
  comic('Cerebus', 'Aardvark-Vanaheim', 3, [run('1977-12', '2004-03', 1, 300, { keys: { 1: '1st appearance of Cerebus' }, credits: [cr(1, 300, 'Dave Sim', 'Dave Sim')] })]),
  comic('Vampirella', 'Dynamite', 3, [run('2010-11', '2014-06', 1, 38)]),
  comic('Grendel', 'Comico', 2, [run('1986-10', '1990-01', 1, 40, { credits: [cr(1, 40, 'Matt Wagner', 'Matt Wagner')] })]),
  comic('Police Comics', 'Quality', 3, [run('1941-08', '1953-10', 1, 127, { keys: { 1: '1st appearance of Plastic Man' }, credits: [cr(1, 20, 'Jack Cole', 'Jack Cole')] })]),
  comic('Classics Illustrated', 'Gilberton', 6, [run('1941-10', '1969-01', 1, 169, { perYear: 6, keys: { 1: 'The Three Musketeers' } })]),
  // --- Recent Marvel, DC and Image books: few copies each, but many variant covers ------------------------
  comic('Absolute Batman', 'DC', 10, [run('2024-12', null, 1, null, { keys: { 1: '1st appearance of the Absolute Batman' }, credits: [cr(1, 40, 'Scott Snyder', 'Nick Dragotta')] })]),
  comic('Ultimate Spider-Man', 'Marvel', 8, [run('2024-03', null, 1, null, { keys: { 1: 'Peter Parker becomes Spider-Man at 35' }, credits: [cr(1, 40, 'Jonathan Hickman', 'Marco Checchetto')] })]),
  comic('Transformers', 'Image', 8, [run('2023-12', null, 1, null, { keys: { 1: 'Energon Universe Transformers begin' }, credits: [cr(1, 40, 'Daniel Warren Johnson', 'Daniel Warren Johnson')] })]),
  comic('Void Rivals', 'Image', 5, [run('2023-08', null, 1, null, { keys: { 1: '1st appearance of Jazz in the Energon Universe' }, credits: [cr(1, 40, 'Robert Kirkman', 'Lorenzo De Felici')] })]),
  comic('Batman/Superman: World\'s Finest', 'DC', 4, [run('2022-05', null, 1, null, { credits: [cr(1, 40, 'Mark Waid', 'Dan Mora')] })]),
  comic('Nightwing', 'DC', 5, [run('2016-09', '2024-06', 1, 117, { perYear: 15, keys: { 87: 'Tom Taylor run begins' } })]),
  comic('Venom', 'Marvel', 7, [run('2018-07', '2021-12', 1, 35, { keys: { 3: '1st appearance of Knull' }, credits: [cr(1, 35, 'Donny Cates', 'Ryan Stegman')] }), run('2021-12', '2025-01', 1, 40, { weight: 0.6 })]),
  comic('Spider-Gwen', 'Marvel', 4, [run('2015-04', '2015-08', 1, 5, { keys: { 1: 'Spider-Gwen in her own title' }, credits: [cr(1, 5, 'Jason Latour', 'Robbi Rodriguez')] })]),
  comic('Star Wars: Darth Vader', 'Marvel', 4, [run('2015-04', '2016-12', 1, 25, { keys: { 3: '1st appearance of Doctor Aphra' }, credits: [cr(1, 25, 'Kieron Gillen', 'Salvador Larroca')] })]),
  comic('Hawkeye', 'Marvel', 3, [run('2012-10', '2015-07', 1, 22, { credits: [cr(1, 22, 'Matt Fraction', 'David Aja')] })]),
  comic('X-Men', 'Marvel', 5, [run('2019-12', '2021-09', 1, 21, { credits: [cr(1, 21, 'Jonathan Hickman', 'Leinil Francis Yu')] }), run('2024-09', null, 1, null, { weight: 0.6 })]),
  comic('Wolverine', 'Marvel', 4, [run('2020-04', '2024-08', 1, 50, { perYear: 12 })]),
  comic('Daredevil', 'Marvel', 4, [run('2019-04', '2021-10', 1, 36, { credits: [cr(1, 36, 'Chip Zdarsky', 'Marco Checchetto')] }), run('2023-11', null, 1, null, { weight: 0.5 })]),
  comic('Fantastic Four', 'Marvel', 3, [run('2022-11', null, 1, null, { credits: [cr(1, 40, 'Ryan North', 'Iban Coello')] })]),
  comic('Avengers', 'Marvel', 3, [run('2018-07', '2023-03', 1, 66, { perYear: 14 }), run('2023-06', null, 1, null, { weight: 0.5 })]),
  comic('Superman', 'DC', 4, [run('2023-03', null, 1, null, { credits: [cr(1, 40, 'Joshua Williamson', 'Jamal Campbell')] })]),
  comic('Poison Ivy', 'DC', 3, [run('2022-08', null, 1, null, { credits: [cr(1, 40, 'G. Willow Wilson', 'Marcio Takara')] })]),
  comic('Batman: The Last Knight on Earth', 'DC', 2, [run('2019-07', '2019-11', 1, 3, { perYear: 6, credits: [cr(1, 3, 'Scott Snyder', 'Greg Capullo')] })]),
  comic('Department of Truth', 'Image', 3, [run('2020-11', '2024-06', 1, 30, { perYear: 8, credits: [cr(1, 30, 'James Tynion IV', 'Martin Simmonds')] })], { the: true }),
  comic('Nice House on the Lake', 'DC', 2, [run('2021-08', '2022-10', 1, 12, { perYear: 10, credits: [cr(1, 12, 'James Tynion IV', 'Álvaro Martínez Bueno')] })], { the: true }),
  comic('Last Ronin', 'IDW', 4, [run('2020-12', '2022-04', 1, 5, { perYear: 4, credits: [cr(1, 5, 'Kevin Eastman & Tom Waltz', 'Esau Escorza & Isaac Escorza')] })], { the: true }),
  comic('Ice Cream Man', 'Image', 2, [run('2018-01', null, 1, null, { perYear: 7 })]),
  comic('Geiger', 'Image', 2, [run('2021-04', '2021-09', 1, 6, { credits: [cr(1, 6, 'Geoff Johns', 'Gary Frank')] })]),
  comic('Scarlet Witch', 'Marvel', 2, [run('2023-03', '2024-02', 1, 10)]),
  comic('Spider-Boy', 'Marvel', 2, [run('2024-01', '2025-01', 1, 13)]),
  comic('Hulk', 'Marvel', 3, [run('2021-11', '2023-11', 1, 14, { perYear: 7, credits: [cr(1, 14, 'Donny Cates', 'Ryan Ottley')] })]),
  comic('Captain Marvel', 'Marvel', 3, [run('2019-03', '2023-06', 1, 50)]),
  comic('Moon Knight', 'Marvel', 2, [run('2021-07', '2023-09', 1, 30, { keys: { 1: '1st appearance of Hunter\'s Moon' } })]),
  comic('Immortal X-Men', 'Marvel', 2, [run('2022-05', '2024-06', 1, 18, { perYear: 9 })]),
  comic('Minor Threats', 'Dark Horse', 1, [run('2022-08', '2022-11', 1, 4)]),
  // --- Dark Horse --------------------------------------------------------------------------------------
  comic('Hellboy: Seed of Destruction', 'Dark Horse', 6, [run('1994-03', '1994-06', 1, 4, { keys: { 1: "Hellboy's first solo series" }, credits: [cr(1, 4, 'Mike Mignola & John Byrne', 'Mike Mignola')] })]),
  comic('San Diego Comic-Con Comics', 'Dark Horse', 2, [run('1993-08', '1993-08', 2, 2, { keys: { 2: '1st appearance of Hellboy' }, credits: [cr(2, 2, 'Mike Mignola', 'Mike Mignola')] })]),
  comic('Dark Horse Presents', 'Dark Horse', 4, [run('1986-07', '2000-09', 1, 157, { keys: { 1: '1st appearance of Concrete', 51: 'Sin City begins' }, credits: [cr(51, 62, 'Frank Miller', 'Frank Miller')] })]),
  comic('Aliens', 'Dark Horse', 3, [run('1988-05', '1989-07', 1, 6, { perYear: 5 })]),
  comic('Star Wars: Dark Empire', 'Dark Horse', 3, [run('1991-12', '1992-10', 1, 6, { credits: [cr(1, 6, 'Tom Veitch', 'Cam Kennedy')] })]),
  comic('Star Wars', 'Dark Horse', 3, [run('1998-12', '2006-08', 1, 83)]),
  comic('Usagi Yojimbo', 'Dark Horse', 4, [run('1996-04', '2019-02', 1, 165, { perYear: 7, credits: [cr(1, 165, 'Stan Sakai', 'Stan Sakai')] })]),
  comic('Umbrella Academy: Apocalypse Suite', 'Dark Horse', 3, [run('2007-09', '2008-02', 1, 6, { credits: [cr(1, 6, 'Gerard Way', 'Gabriel Bá', 'James Jean')] })], { the: true }),
  comic('Goon', 'Dark Horse', 2, [run('2003-06', '2015-02', 1, 44, { perYear: 4, credits: [cr(1, 44, 'Eric Powell', 'Eric Powell')] })], { the: true }),
  comic('Concrete', 'Dark Horse', 1, [run('1987-03', '1988-11', 1, 10, { perYear: 6, credits: [cr(1, 10, 'Paul Chadwick', 'Paul Chadwick')] })]),
  // --- Archie --------------------------------------------------------------------------------------------
  comic('Pep Comics', 'Archie', 6, [run('1940-01', '1987-03', 1, 411, { keys: { 22: '1st appearance of Archie, Betty and Jughead' }, credits: [cr(22, 22, 'Vic Bloom', 'Bob Montana')] })]),
  comic('Archie', 'Archie', 14, [
    run('1942-12', '2015-06', 1, 666, { keys: { 1: 'Archie in his own title', 600: 'Archie proposes to Veronica' }, credits: [cr(1, 50, 'Bob Montana', 'Bob Montana')] }),
    run('2015-09', '2019-06', 1, 32, { keys: { 1: 'New Riverdale relaunch' }, credits: [cr(1, 3, 'Mark Waid', 'Fiona Staples')], weight: 0.7 }),
  ]),
  comic("Archie's Girls Betty and Veronica", 'Archie', 5, [run('1950-01', '1987-04', 1, 347, { keys: { 1: 'Betty and Veronica in their own title' }, credits: [cr(1, 100, 'Dan DeCarlo', 'Dan DeCarlo')] })]),
  comic('Betty and Veronica', 'Archie', 3, [run('1987-06', '2015-05', 1, 278)]),
  comic("Archie's Pal Jughead", 'Archie', 4, [run('1949-01', '1965-10', 1, 126, { keys: { 1: 'Jughead in his own title' } })]),
  comic('Jughead', 'Archie', 2, [run('1965-12', '1987-06', 127, 352)]),
  comic('Life with Archie', 'Archie', 3, [run('1958-09', '1991-09', 1, 286)]),
  comic("Archie's Madhouse", 'Archie', 3, [run('1959-09', '1969-02', 1, 66, { perYear: 7, keys: { 22: '1st appearance of Sabrina the Teenage Witch' } })]),
  comic('Josie and the Pussycats', 'Archie', 3, [run('1969-12', '1982-10', 45, 106, { perYear: 5, keys: { 45: '1st appearance of the Pussycats' }, credits: [cr(45, 60, 'Frank Doyle', 'Dan DeCarlo')] })]),
  comic('Afterlife with Archie', 'Archie', 2, [run('2013-10', '2016-12', 1, 10, { perYear: 3, credits: [cr(1, 10, 'Roberto Aguirre-Sacasa', 'Francesco Francavilla')] })]),
  comic('Laugh Comics', 'Archie', 2, [run('1946-10', '1987-08', 20, 400)]),
  // --- Dell and Gold Key ------------------------------------------------------------------------------------
  comic('Four Color', 'Dell', 16, [
    run('1942-01', '1962-09', 1, 1354, {
      perYear: 65,
      keys: { 9: 'Donald Duck Finds Pirate Gold', 178: '1st appearance of Uncle Scrooge', 386: 'Uncle Scrooge in his own issue', 596: '1st appearance of Turok' },
      credits: [cr(9, 9, 'Carl Barks & Jack Hannah', 'Carl Barks & Jack Hannah'), cr(178, 178, 'Carl Barks', 'Carl Barks'), cr(386, 386, 'Carl Barks', 'Carl Barks')],
    }),
  ]),
  comic("Walt Disney's Comics and Stories", 'Dell', 10, [run('1940-10', '1962-08', 1, 263, { keys: { 1: '1st issue', 31: 'Carl Barks ten-pagers begin' }, credits: [cr(31, 263, 'Carl Barks', 'Carl Barks')] })]),
  comic("Walt Disney's Comics and Stories", 'Gold Key', 3, [run('1962-10', '1984-02', 264, 473)]),
  comic('Uncle Scrooge', 'Dell', 7, [run('1953-12', '1962-09', 4, 39, { perYear: 4, credits: [cr(4, 39, 'Carl Barks', 'Carl Barks')] })]),
  comic('Uncle Scrooge', 'Gold Key', 4, [run('1963-01', '1984-05', 40, 209, { perYear: 8, credits: [cr(40, 71, 'Carl Barks', 'Carl Barks')] })]),
  comic('Donald Duck', 'Dell', 3, [run('1952-11', '1962-09', 26, 84, { perYear: 6 })]),
  comic('Turok, Son of Stone', 'Dell', 3, [run('1956-12', '1962-08', 3, 29, { perYear: 4 })]),
  comic('Turok, Son of Stone', 'Gold Key', 3, [run('1962-12', '1982-04', 30, 125, { perYear: 5 })]),
  comic('Lone Ranger', 'Dell', 3, [run('1948-01', '1962-08', 1, 145)], { the: true }),
  comic('Tarzan', 'Dell', 3, [run('1948-01', '1962-08', 1, 131, { credits: [cr(1, 131, 'Gaylord DuBois', 'Jesse Marsh')] })]),
  comic('Looney Tunes and Merrie Melodies', 'Dell', 2, [run('1941-01', '1962-09', 1, 246)]),
  comic("Marge's Little Lulu", 'Dell', 3, [run('1948-01', '1962-07', 1, 164, { credits: [cr(1, 164, 'John Stanley', 'Irving Tripp')] })]),
  comic('Star Trek', 'Gold Key', 8, [run('1967-07', '1979-03', 1, 61, { perYear: 5, keys: { 1: '1st Star Trek comic' } })]),
  comic('Magnus, Robot Fighter 4000 A.D.', 'Gold Key', 4, [run('1963-02', '1977-01', 1, 46, { perYear: 4, keys: { 1: '1st appearance of Magnus, Robot Fighter' }, credits: [cr(1, 21, 'Russ Manning', 'Russ Manning')] })]),
  comic('Doctor Solar, Man of the Atom', 'Gold Key', 3, [run('1962-10', '1969-04', 1, 27, { perYear: 4, keys: { 1: '1st appearance of Doctor Solar', 5: '1st appearance of Doctor Solar in costume' } })]),
  comic('Twilight Zone', 'Gold Key', 3, [run('1962-11', '1982-05', 1, 92, { perYear: 5 })], { the: true }),
  comic('Space Family Robinson', 'Gold Key', 2, [run('1962-12', '1984-10', 1, 59, { perYear: 3 })]),
  comic('Phantom', 'Gold Key', 2, [run('1962-11', '1966-07', 1, 17, { perYear: 4 })], { the: true }),
  comic('Boris Karloff Tales of Mystery', 'Gold Key', 2, [run('1963-04', '1980-02', 3, 97, { perYear: 6 })]),
  comic('Dark Shadows', 'Gold Key', 2, [run('1969-03', '1976-02', 1, 35, { perYear: 5 })]),
  // --- EC -------------------------------------------------------------------------------------------------
  comic('Tales from the Crypt', 'EC', 8, [run('1950-10', '1955-03', 20, 46, { perYear: 6, keys: { 20: '1st issue as Tales from the Crypt' }, credits: [cr(20, 46, 'Al Feldstein', 'Jack Davis', 'Al Feldstein')] })]),
  comic('Vault of Horror', 'EC', 6, [run('1950-04', '1955-01', 12, 40, { perYear: 6, keys: { 12: '1st issue as Vault of Horror' }, credits: [cr(12, 40, 'Al Feldstein', 'Johnny Craig')] })], { the: true }),
  comic('Haunt of Fear', 'EC', 5, [run('1950-05', '1950-09', 15, 17, { perYear: 6 }), run('1951-01', '1954-12', 4, 28, { perYear: 6, credits: [cr(4, 28, 'Al Feldstein', 'Graham Ingels')] })], { the: true }),
  comic('Weird Science', 'EC', 5, [run('1950-05', '1950-11', 12, 15, { perYear: 6 }), run('1951-01', '1953-12', 5, 22, { perYear: 6, credits: [cr(5, 22, 'Al Feldstein', 'Wally Wood')] })]),
  comic('Weird Fantasy', 'EC', 4, [run('1950-05', '1950-11', 13, 17, { perYear: 6 }), run('1951-01', '1953-12', 6, 22, { perYear: 6, credits: [cr(6, 22, 'Al Feldstein', 'Al Williamson')] })]),
  comic('Two-Fisted Tales', 'EC', 3, [run('1950-11', '1955-03', 18, 41, { perYear: 6, credits: [cr(18, 41, 'Harvey Kurtzman', 'Harvey Kurtzman')] })]),
  comic('Frontline Combat', 'EC', 2, [run('1951-07', '1954-01', 1, 15, { perYear: 6, credits: [cr(1, 15, 'Harvey Kurtzman', 'John Severin')] })]),
  comic('Crime SuspenStories', 'EC', 3, [run('1950-10', '1955-02', 1, 27, { perYear: 6, keys: { 22: 'Severed head cover' }, credits: [cr(1, 27, 'Al Feldstein', 'Johnny Craig')] })]),
  comic('Shock SuspenStories', 'EC', 3, [run('1952-02', '1954-12', 1, 18, { perYear: 6, credits: [cr(1, 18, 'Al Feldstein', 'Wally Wood')] })]),
  comic('Mad', 'EC', 6, [run('1952-10', '1955-05', 1, 23, { perYear: 8, keys: { 1: '1st issue of Mad' }, credits: [cr(1, 23, 'Harvey Kurtzman', 'Jack Davis', 'Harvey Kurtzman')] })]),
  // --- Harvey ---------------------------------------------------------------------------------------------------------
  comic('Casper, the Friendly Ghost', 'Harvey', 5, [run('1952-09', '1958-07', 7, 70, { keys: { 7: 'Casper at Harvey' } })]),
  comic('Friendly Ghost, Casper', 'Harvey', 3, [run('1958-08', '1990-06', 1, 253, { keys: { 1: 'Casper in his own Harvey title' } })], { the: true }),
  comic('Little Dot', 'Harvey', 3, [run('1953-09', '1976-04', 1, 164, { keys: { 1: '1st appearance of Richie Rich' } })]),
  comic('Richie Rich', 'Harvey', 5, [run('1960-11', '1991-01', 1, 254, { keys: { 1: 'Richie Rich in his own title' }, credits: [cr(1, 100, 'Warren Kremer', 'Warren Kremer')] })]),
  comic('Hot Stuff, the Little Devil', 'Harvey', 3, [run('1957-10', '1982-07', 1, 177, { keys: { 1: 'Hot Stuff in his own title' } })]),
  comic('Wendy, the Good Little Witch', 'Harvey', 2, [run('1960-08', '1976-04', 1, 93)]),
  comic('Sad Sack Comics', 'Harvey', 2, [run('1949-09', '1982-09', 1, 287, { credits: [cr(1, 287, 'George Baker', 'Fred Rhoads')] })]),
  comic('Black Cat Comics', 'Harvey', 2, [run('1946-06', '1951-06', 1, 29, { perYear: 6, credits: [cr(1, 29, 'Joe Simon', 'Lee Elias')] })]),
  comic('Spooky', 'Harvey', 2, [run('1955-11', '1980-09', 1, 161)]),
  comic('Harvey Hits', 'Harvey', 2, [run('1957-09', '1967-11', 1, 122, { keys: { 3: '1st appearance of Richie Rich in his own issue' } })]),
  // --- Charlton ---------------------------------------------------------------------------------------------------
  comic('Space Adventures', 'Charlton', 3, [run('1952-07', '1964-03', 1, 59, { perYear: 5, keys: { 33: '1st appearance of Captain Atom' }, credits: [cr(33, 42, 'Joe Gill', DITKO)] })]),
  comic('Captain Atom', 'Charlton', 3, [run('1965-12', '1967-12', 78, 89, { perYear: 6, keys: { 83: '1st appearance of Ted Kord as Blue Beetle' }, credits: [cr(78, 89, 'Joe Gill', DITKO)] })]),
  comic('Blue Beetle', 'Charlton', 2, [run('1967-06', '1968-11', 1, 5, { perYear: 4, credits: [cr(1, 5, DITKO, DITKO)] })]),
  comic('Mysterious Suspense', 'Charlton', 1, [run('1968-10', '1968-10', 1, 1, { keys: { 1: 'The Question in his own issue' }, credits: [cr(1, 1, DITKO, DITKO)] })]),
  comic('E-Man', 'Charlton', 1, [run('1973-10', '1975-09', 1, 10, { perYear: 5, credits: [cr(1, 10, 'Nicola Cuti', 'Joe Staton')] })]),
  comic('Ghostly Tales', 'Charlton', 2, [run('1966-04', '1984-10', 55, 169, { perYear: 7 })]),
  comic('Haunted', 'Charlton', 1, [run('1971-09', '1984-09', 1, 75, { perYear: 6 })]),
  comic('Doomsday + 1', 'Charlton', 1, [run('1975-07', '1976-05', 1, 6, { perYear: 6, credits: [cr(1, 6, 'Joe Gill', 'John Byrne')] })]),
  comic('Judomaster', 'Charlton', 1, [run('1966-05', '1967-12', 89, 98, { perYear: 6 })]),
  comic('Fightin\' Marines', 'Charlton', 1, [run('1955-01', '1984-11', 15, 176, { perYear: 6 })]),
  // --- Fawcett -----------------------------------------------------------------------------------------------------
  comic('Whiz Comics', 'Fawcett', 6, [
    run('1940-02', '1953-06', 2, 155, { keys: { 2: '1st appearance of Captain Marvel', 25: '1st appearance of Captain Marvel Jr.' }, credits: [cr(2, 2, 'Bill Parker', 'C.C. Beck')] }),
  ]),
  comic('Captain Marvel Adventures', 'Fawcett', 5, [run('1941-03', '1953-11', 1, 150, { keys: { 1: 'Captain Marvel in his own title' }, credits: [cr(2, 150, 'Otto Binder', 'C.C. Beck')] })]),
  comic('Master Comics', 'Fawcett', 3, [run('1940-03', '1953-04', 1, 133, { keys: { 21: 'Captain Marvel vs. Captain Nazi' } })]),
  comic('Captain Marvel Jr.', 'Fawcett', 3, [run('1942-11', '1953-06', 1, 119, { credits: [cr(1, 119, 'Otto Binder', 'Mac Raboy')] })]),
  comic('Marvel Family', 'Fawcett', 3, [run('1945-12', '1954-01', 1, 89, { keys: { 1: '1st appearance of Black Adam' }, credits: [cr(1, 89, 'Otto Binder', 'C.C. Beck')] })], { the: true }),
  comic('Wow Comics', 'Fawcett', 2, [run('1940-12', '1948-09', 1, 69, { keys: { 9: '1st appearance of Mary Marvel' } })]),
  comic('Hopalong Cassidy', 'Fawcett', 2, [run('1946-02', '1953-08', 1, 85)]),
  comic('Nyoka, the Jungle Girl', 'Fawcett', 1, [run('1945-01', '1953-06', 2, 77)]),
  // --- Magazines: Warren and others -------------------------------------------------------------------
  magazine('Creepy', 'Warren', 7, [run('1964-01', '1983-02', 1, 145, { perYear: 8, keys: { 1: '1st issue; Uncle Creepy host' }, credits: [cr(1, 1, 'Archie Goodwin', 'Frank Frazetta', 'Jack Davis'), cr(7, 17, 'Archie Goodwin', 'Al Williamson', 'Frank Frazetta')] })]),
  magazine('Eerie', 'Warren', 5, [run('1966-01', '1983-02', 1, 139, { perYear: 8, keys: { 1: '1st issue' }, credits: [cr(2, 20, 'Archie Goodwin', 'Reed Crandall', 'Frank Frazetta')] })]),
  magazine('Vampirella', 'Warren', 7, [run('1969-09', '1983-03', 1, 112, { perYear: 8, keys: { 1: '1st appearance of Vampirella' }, credits: [cr(1, 1, 'Forrest J Ackerman', 'Tom Sutton', 'Frank Frazetta')] })]),
  magazine('Famous Monsters of Filmland', 'Warren', 6, [run('1958-02', '1983-06', 1, 191, { perYear: 8, keys: { 1: '1st issue' }, credits: [cr(1, 191, 'Forrest J Ackerman', 'Basil Gogos')] })]),
  magazine('Blazing Combat', 'Warren', 2, [run('1965-10', '1966-07', 1, 4, { perYear: 4, credits: [cr(1, 4, 'Archie Goodwin', 'Joe Orlando', 'Frank Frazetta')] })]),
  magazine('1984', 'Warren', 1, [run('1978-06', '1980-02', 1, 10, { perYear: 6 })]),
  magazine('Spirit', 'Warren', 1, [run('1974-04', '1976-10', 1, 16, { perYear: 6, credits: [cr(1, 16, 'Will Eisner', 'Will Eisner')] })], { the: true }),
  magazine('Mad', 'EC', 8, [run('1955-07', '2019-08', 24, 550, { perYear: 8, keys: { 24: '1st magazine-format issue', 30: '1st Alfred E. Neuman cover by Norman Mingo' } })]),
  magazine('Savage Sword of Conan', 'Marvel', 5, [run('1974-08', '1995-04', 1, 235, { keys: { 1: '1st issue' }, credits: [cr(1, 60, 'Roy Thomas', 'John Buscema', 'Boris Vallejo')] })], { the: true }),
  magazine('Heavy Metal', 'Heavy Metal', 3, [run('1977-04', null, 1, null, { perYear: 10 })]),
  magazine('Epic Illustrated', 'Marvel', 1, [run('1980-03', '1986-02', 1, 34, { perYear: 6 })]),
  magazine('Cracked', 'Major Magazines', 1, [run('1958-02', '2007-04', 1, 365, { perYear: 8 })]),
  // --- Manga -------------------------------------------------------------------------------------------------------
  manga('Akira', 'Epic', 6, [run('1988-09', '1995-01', 1, 38, { perYear: 6, keys: { 1: '1st American publication of Akira' }, credits: [cr(1, 38, 'Katsuhiro Otomo', 'Katsuhiro Otomo')] })]),
  manga('Lone Wolf and Cub', 'First', 4, [run('1987-05', '1991-03', 1, 45, { keys: { 1: '1st American publication of Lone Wolf and Cub' }, credits: [cr(1, 45, 'Kazuo Koike', 'Goseki Kojima', 'Frank Miller')] })]),
  manga('Lone Wolf and Cub', 'Dark Horse', 2, [run('2000-09', '2002-12', 1, 28, { perYear: 12, credits: [cr(1, 28, 'Kazuo Koike', 'Goseki Kojima', 'Frank Miller')] })], { undated: true }),
  manga('Dragon Ball', 'Viz', 4, [run('2003-03', '2006-05', 1, 16, { perYear: 5, credits: [cr(1, 16, 'Akira Toriyama', 'Akira Toriyama')] })], { undated: true }),
  manga('Dragon Ball Z', 'Viz', 4, [run('2003-03', '2006-08', 1, 26, { perYear: 8, credits: [cr(1, 26, 'Akira Toriyama', 'Akira Toriyama')] })], { undated: true }),
  manga('Shonen Jump', 'Viz', 4, [run('2003-01', '2012-04', 1, 112, { keys: { 1: 'Premiere issue' } })]),
  manga('Naruto', 'Viz', 4, [run('2003-08', '2015-05', 1, 72, { perYear: 6, credits: [cr(1, 72, 'Masashi Kishimoto', 'Masashi Kishimoto')] })], { undated: true }),
  manga('One Piece', 'Viz', 5, [run('2003-06', null, 1, null, { perYear: 5, credits: [cr(1, 120, 'Eiichiro Oda', 'Eiichiro Oda')] })], { undated: true }),
  manga('Mai, the Psychic Girl', 'Eclipse', 1, [run('1987-05', '1988-07', 1, 28, { perYear: 24, credits: [cr(1, 28, 'Kazuya Kudo', 'Ryoichi Ikegami')] })]),
  manga('Area 88', 'Eclipse', 1, [run('1987-05', '1989-01', 1, 42, { perYear: 24 })]),
  manga('Nausicaä of the Valley of Wind', 'Viz', 1, [run('1988-12', '1989-06', 1, 7, { credits: [cr(1, 7, 'Hayao Miyazaki', 'Hayao Miyazaki')] })]),
  manga('Appleseed', 'Eclipse', 1, [run('1988-09', '1989-01', 1, 5, { credits: [cr(1, 5, 'Masamune Shirow', 'Masamune Shirow')] })]),
  manga('Ghost in the Shell', 'Dark Horse', 2, [run('1995-03', '1995-10', 1, 8, { credits: [cr(1, 8, 'Masamune Shirow', 'Masamune Shirow')] })]),
  manga('Battle Angel Alita', 'Viz', 1, [run('1992-12', '1993-07', 1, 8)]),
  manga('Neon Genesis Evangelion', 'Viz', 2, [run('1997-11', '2014-11', 1, 14, { perYear: 1, credits: [cr(1, 14, 'Yoshiyuki Sadamoto', 'Yoshiyuki Sadamoto')] })], { undated: true }),
  manga('Sailor Moon', 'Tokyopop', 2, [run('1998-12', '2001-09', 1, 18, { perYear: 6, credits: [cr(1, 18, 'Naoko Takeuchi', 'Naoko Takeuchi')] })], { undated: true }),
  manga('Berserk', 'Dark Horse', 3, [run('2003-10', null, 1, 42, { perYear: 2, credits: [cr(1, 42, 'Kentaro Miura', 'Kentaro Miura')] })], { undated: true }),
  manga('Death Note', 'Viz', 3, [run('2005-10', '2007-07', 1, 12, { perYear: 7, credits: [cr(1, 12, 'Tsugumi Ohba', 'Takeshi Obata')] })], { undated: true }),
  manga('Fullmetal Alchemist', 'Viz', 2, [run('2005-05', '2011-12', 1, 27, { perYear: 4, credits: [cr(1, 27, 'Hiromu Arakawa', 'Hiromu Arakawa')] })], { undated: true }),
  manga('Demon Slayer: Kimetsu no Yaiba', 'Viz', 3, [run('2018-07', '2021-01', 1, 23, { perYear: 9, credits: [cr(1, 23, 'Koyoharu Gotouge', 'Koyoharu Gotouge')] })], { undated: true }),
  manga('My Hero Academia', 'Viz', 3, [run('2015-08', null, 1, 41, { perYear: 4, credits: [cr(1, 41, 'Kohei Horikoshi', 'Kohei Horikoshi')] })], { undated: true }),
  manga('Chainsaw Man', 'Viz', 3, [run('2020-10', null, 1, null, { perYear: 4, credits: [cr(1, 40, 'Tatsuki Fujimoto', 'Tatsuki Fujimoto')] })], { undated: true }),
  manga('Jujutsu Kaisen', 'Viz', 3, [run('2019-12', null, 1, 30, { perYear: 4, credits: [cr(1, 30, 'Gege Akutami', 'Gege Akutami')] })], { undated: true }),
];

/**
 * Creators who sign books, with the year they died (null: living). A witnessed signature (VSP, VSPP) needs the
 * signer alive on the day it was certified; an authenticated one (ASP) may be of any date.
 */
export const CENSUS_SIGNERS: Readonly<Record<string, number | null>> = {
  'Stan Lee': 2018,
  'Jack Kirby': 1994,
  'Steve Ditko': 2018,
  'John Romita Sr.': 2023,
  'John Romita Jr.': null,
  'Roy Thomas': null,
  'Gerry Conway': null,
  'Ross Andru': 1993,
  'Gil Kane': 2000,
  'Roger Stern': null,
  'David Michelinie': null,
  'Todd McFarlane': null,
  'Erik Larsen': null,
  'Mark Bagley': null,
  'J. Michael Straczynski': null,
  'Dan Slott': null,
  'Humberto Ramos': null,
  'Nick Spencer': null,
  'Ryan Ottley': null,
  'Zeb Wells': null,
  'John Byrne': null,
  'Jonathan Hickman': null,
  'Len Wein': 2017,
  'Herb Trimpe': 2015,
  'Peter David': null,
  'Dale Keown': null,
  'Chris Claremont': null,
  'Dave Cockrum': 2006,
  'Jim Lee': null,
  'Marc Silvestri': null,
  'John Buscema': 2002,
  'Jim Shooter': null,
  'Mike Zeck': null,
  'George Pérez': 2022,
  'Kurt Busiek': null,
  'Frank Miller': null,
  'David Mazzucchelli': null,
  'Brian Michael Bendis': null,
  'Alex Maleev': null,
  'Walter Simonson': null,
  'Jim Starlin': null,
  'Ron Lim': null,
  'Barry Windsor-Smith': null,
  'Marv Wolfman': null,
  'Gene Colan': 2011,
  'Doug Moench': null,
  'Bill Sienkiewicz': null,
  'Fabian Nicieza': null,
  'Rob Liefeld': null,
  'Louise Simonson': null,
  'Howard Chaykin': null,
  'Jason Aaron': null,
  'Larry Hama': null,
  'Sara Pichelli': null,
  'Jason Latour': null,
  'Al Ewing': null,
  'Alex Ross': null,
  'Ta-Nehisi Coates': null,
  'Neal Adams': 2022,
  "Denny O'Neil": 2020,
  'Jim Steranko': null,
  'Frank Frazetta': 2010,
  'Bernie Wrightson': 2017,
  'Alan Moore': null,
  'Dave Gibbons': null,
  'Brian Bolland': null,
  'Stephen Bissette': null,
  'Neil Gaiman': null,
  'Dave McKean': null,
  'Sam Kieth': null,
  'Mike Dringenberg': null,
  'Dan Jurgens': null,
  'Scott Snyder': null,
  'Greg Capullo': null,
  'Tom King': null,
  'Jeph Loeb': null,
  'Mark Waid': null,
  'Garth Ennis': null,
  'Brian K. Vaughan': null,
  'Fiona Staples': null,
  'Amanda Conner': null,
  'Robert Kirkman': null,
  'Tony Moore': null,
  'Charlie Adlard': null,
  'Cory Walker': null,
  'Kevin Eastman': null,
  'Peter Laird': null,
  'James Tynion IV': null,
  'Dave Sim': null,
  'Matt Wagner': null,
  'Mike Mignola': null,
  'Stan Sakai': null,
  'Gerard Way': null,
  'Gabriel Bá': null,
  'Eric Powell': null,
  'Paul Chadwick': null,
  'Dan DeCarlo': 2001,
  'Carmine Infantino': 2013,
  'Joe Kubert': 2012,
  'Joe Simon': 2011,
  'Carl Barks': 2000,
  'Russ Manning': 1981,
  'Harvey Kurtzman': 1993,
  'Al Feldstein': 2014,
  'Jack Davis': 2016,
  'Al Williamson': 2010,
  'Joe Staton': null,
  'Forrest J Ackerman': 2008,
  'Basil Gogos': 2017,
  'Archie Goodwin': 1998,
  'Will Eisner': 2005,
  'Boris Vallejo': null,
  'Katsuhiro Otomo': null,
  'Donny Cates': null,
  'Ryan Stegman': null,
  'Nick Dragotta': null,
  'Marco Checchetto': null,
  'Daniel Warren Johnson': null,
  'Dan Mora': null,
  'Kieron Gillen': null,
  'Matt Fraction': null,
  'David Aja': null,
  'Chip Zdarsky': null,
  'Geoff Johns': null,
  'Gary Frank': null,
};

/** Pedigrees (the catalogue's collections) and the cover years their books come from. */
export const CENSUS_PEDIGREES: readonly { label: string; from: number; to: number }[] = [
  { label: 'Mile High (Edgar Church)', from: 1937, to: 1953 },
  { label: 'San Francisco', from: 1945, to: 1959 },
  { label: 'Pacific Coast', from: 1961, to: 1970 },
  { label: 'Larson', from: 1939, to: 1957 },
  { label: 'Allentown', from: 1939, to: 1945 },
  { label: 'Bethlehem', from: 1940, to: 1952 },
  { label: 'Cosmic Aeroplane', from: 1938, to: 1955 },
  { label: 'Curator', from: 1958, to: 1970 },
  { label: 'Twin Cities', from: 1961, to: 1969 },
  { label: 'Okajima', from: 1956, to: 1969 },
  { label: 'Crowley', from: 1939, to: 1945 },
  { label: 'Gaines File', from: 1947, to: 1955 },
  { label: 'White Mountain', from: 1959, to: 1969 },
  { label: 'Vancouver', from: 1938, to: 1955 },
  { label: 'Western Penn', from: 1959, to: 1970 },
  { label: 'Boston', from: 1961, to: 1970 },
  { label: 'Carson City', from: 1940, to: 1948 },
  { label: 'Rockford', from: 1939, to: 1945 },
  { label: 'Northland', from: 1946, to: 1956 },
];

/** How much a defect weighs on a grade, as the grading scale page (comics-grading-scale) describes them. */
export type DefectSeverity = 'manufacturing' | 'minor' | 'moderate' | 'major';

/** A grader's note and the grades it fits: the scale's wording sets where a defect can still appear. */
export interface GraderNote {
  text: string;
  severity: DefectSeverity;
  /** The lowest and highest grade a copy with this note can carry (a 9.8 has at most a tiny bindery flaw). */
  minGrade: number;
  maxGrade: number;
}

/**
 * What graders write on a label's notes, one defect a line, each with the band of grades it fits, from the
 * scale's descriptions: 9.9 "only the slightest manufacturing flaw", 9.8 "at most a tiny bindery or printing
 * imperfection", 9.6 "a small spine stress that does not break color", 9.4 "light corner blunting", 9.2 "a
 * small bend", 9.0 "a small color break at the spine", 8.0 "a small non-color-breaking crease", 6.0
 * "creases and spine stress", 5.5 "a small tear or a light stain", 4.0 "spine roll", 2.5 "a small piece
 * missing", 1.5 "the cover loose or detached", 0.5 "large pieces missing", 0.3 story pages missing, 0.1 no cover.
 */
export const CENSUS_GRADER_NOTES: readonly GraderNote[] = [
  { text: 'Tiny bindery flaw at the bottom staple', severity: 'manufacturing', minGrade: 8.0, maxGrade: 9.9 },
  { text: 'Slight printing misregistration on the cover', severity: 'manufacturing', minGrade: 7.0, maxGrade: 9.9 },
  { text: 'Marvel Value Stamp intact', severity: 'manufacturing', minGrade: 0.5, maxGrade: 9.9 },
  { text: 'Light spine stress, no color break', severity: 'minor', minGrade: 8.0, maxGrade: 9.6 },
  { text: 'Lightly blunted corners', severity: 'minor', minGrade: 8.0, maxGrade: 9.4 },
  { text: 'Small non-color-breaking bend front cover', severity: 'minor', minGrade: 7.5, maxGrade: 9.2 },
  { text: 'Minimal edge wear', severity: 'minor', minGrade: 8.0, maxGrade: 9.2 },
  { text: 'Spine stress with small color break', severity: 'minor', minGrade: 7.0, maxGrade: 9.0 },
  { text: 'Date stamp on front cover', severity: 'minor', minGrade: 6.0, maxGrade: 9.0 },
  { text: 'Small non-color-breaking crease top right corner', severity: 'moderate', minGrade: 6.0, maxGrade: 8.0 },
  { text: 'Blunted corners', severity: 'moderate', minGrade: 5.0, maxGrade: 8.0 },
  { text: 'Pencil mark on inside front cover', severity: 'moderate', minGrade: 5.0, maxGrade: 7.5 },
  { text: 'Store stamp on front cover', severity: 'moderate', minGrade: 4.0, maxGrade: 7.0 },
  { text: 'Light foxing on back cover', severity: 'moderate', minGrade: 4.5, maxGrade: 6.5 },
  { text: 'Minor soiling on front cover', severity: 'moderate', minGrade: 4.0, maxGrade: 6.5 },
  { text: 'Tanned pages', severity: 'moderate', minGrade: 3.0, maxGrade: 6.5 },
  { text: 'Moderate wear along spine', severity: 'moderate', minGrade: 4.0, maxGrade: 6.0 },
  { text: 'Slight spine roll', severity: 'moderate', minGrade: 4.0, maxGrade: 6.0 },
  { text: 'Color-breaking crease back cover', severity: 'moderate', minGrade: 3.0, maxGrade: 6.0 },
  { text: 'Writing on back cover', severity: 'moderate', minGrade: 3.0, maxGrade: 6.0 },
  { text: 'Small tear bottom edge', severity: 'moderate', minGrade: 3.0, maxGrade: 5.5 },
  { text: 'Rusty staples', severity: 'major', minGrade: 2.0, maxGrade: 5.0 },
  { text: 'Subscription crease', severity: 'major', minGrade: 1.5, maxGrade: 5.0 },
  { text: 'Tape on interior', severity: 'major', minGrade: 1.5, maxGrade: 4.0 },
  { text: 'Glue on spine', severity: 'major', minGrade: 1.0, maxGrade: 4.0 },
  { text: 'Light water damage lower edge', severity: 'major', minGrade: 1.0, maxGrade: 3.0 },
  { text: 'Small piece missing from bottom right corner', severity: 'major', minGrade: 1.0, maxGrade: 2.5 },
  { text: 'Cover detached at one staple', severity: 'major', minGrade: 0.5, maxGrade: 1.8 },
  { text: 'Large piece missing from back cover', severity: 'major', minGrade: 0.3, maxGrade: 1.0 },
  { text: 'Story pages missing', severity: 'major', minGrade: 0.3, maxGrade: 0.3 },
  { text: 'Cover missing', severity: 'major', minGrade: 0.1, maxGrade: 0.1 },
];

/** The notes a copy of this grade can carry (none for a 10.0: "no defect visible under magnification"). */
export const graderNotesFor = (grade: number): readonly GraderNote[] => CENSUS_GRADER_NOTES.filter((n) => grade >= n.minGrade && grade <= n.maxGrade);
