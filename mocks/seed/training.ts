import { RECORD_STATUS } from '../../src/domain/statuses';
import type { Random } from '../random';

type Pair = [pl: string, en: string];
const both = ([pl, en]: Pair) => ({ pl, en });

/** [title, first paragraph, video id or '', required] in Polish and English. */
const TUTORIALS: [Pair, Pair, string, boolean][] = [
  [
    ['Pierwsze kroki w aplikacji', 'First steps in the app'],
    ['Jak przyjąć zlecenie i potwierdzić przyjazd.', 'How to accept an order and confirm your arrival.'],
    'dQw4w9WgXcQ',
    true,
  ],
  [
    ['Standard sprzątania kuchni', 'Kitchen cleaning standard'],
    [
      'Kolejność prac: od góry do dołu, od czystego do brudnego.',
      'Order of work: top to bottom, clean to dirty.',
    ],
    'M7lc1UVf-VE',
    true,
  ],
  [
    ['Łazienka i kamień', 'Bathroom and limescale'],
    ['Jakich środków używać na armaturze i fugach.', 'Which products to use on taps and grout.'],
    '',
    true,
  ],
  [
    ['Bezpieczeństwo chemii', 'Chemical safety'],
    [
      'Nigdy nie mieszaj chloru z kwasami. Rękawice zawsze.',
      'Never mix bleach with acids. Always wear gloves.',
    ],
    'ScMzIvxBSi4',
    true,
  ],
  [
    ['Rozmowa z klientem', 'Talking to the customer'],
    [
      'Przywitanie, ustalenie priorytetów, odbiór pracy.',
      'Greeting, agreeing priorities, handing over the work.',
    ],
    '',
    false,
  ],
  [
    ['Mycie okien', 'Window cleaning'],
    ['Ściągaczka, ruchy w kształcie S, bez smug.', 'Squeegee, S-shaped strokes, no streaks.'],
    'aqz-KE-bpKQ',
    false,
  ],
  [
    ['Rozliczenia i wypłaty', 'Settlements and payouts'],
    [
      'Jak czytać rozliczenie i kiedy przychodzi wypłata.',
      'How to read your settlement and when the payout arrives.',
    ],
    '',
    false,
  ],
  [
    ['Sprzątanie po remoncie', 'After-renovation cleaning'],
    ['Pył budowlany: odkurzacz z filtrem HEPA.', 'Building dust: a vacuum with a HEPA filter.'],
    '',
    false,
  ],
];

/** [app, platform, title, current, minimum, force, notes] */
const APPS: ['customer' | 'partner', 'ios' | 'android', Pair, string, string, boolean, Pair][] = [
  [
    'customer',
    'ios',
    ['CleanCRM — zamów sprzątanie', 'CleanCRM — book a cleaning'],
    '3.8.1',
    '3.2.0',
    false,
    ['Szybsze płatności kartą.', 'Faster card payments.'],
  ],
  [
    'customer',
    'android',
    ['CleanCRM — zamów sprzątanie', 'CleanCRM — book a cleaning'],
    '3.8.0',
    '3.2.0',
    false,
    ['Poprawki mapy adresów.', 'Address map fixes.'],
  ],
  [
    'partner',
    'ios',
    ['CleanCRM Partner', 'CleanCRM Partner'],
    '2.14.0',
    '2.12.0',
    true,
    ['Nowy czat z biurem i szkolenia.', 'New chat with the office and training.'],
  ],
  [
    'partner',
    'android',
    ['CleanCRM Partner', 'CleanCRM Partner'],
    '2.14.2',
    '2.12.0',
    true,
    ['Nowy czat z biurem i szkolenia.', 'New chat with the office and training.'],
  ],
];

const STORES = {
  ios: 'https://apps.apple.com/app/id',
  android: 'https://play.google.com/store/apps/details?id=com.cleancrm.',
};

/** Tutorials, which partners completed which, and the four apps. */
export function seedTraining(random: Random, partners: { id: number; status: number }[]) {
  const tutorials = TUTORIALS.map(([title, body, video, required], index) => ({
    id: index + 1,
    title: both(title),
    content: { pl: `<p>${body[0]}</p>`, en: `<p>${body[1]}</p>` },
    videoUrl: video ? `https://www.youtube.com/watch?v=${video}` : null,
    position: (index + 1) * 10,
    required,
    status: index === 7 ? RECORD_STATUS.inactive : RECORD_STATUS.active,
  }));
  const tutorialCompletions = [];
  let id = 1;
  for (const partner of partners) {
    // Registered partners went through most of the required ones; others a few.
    const share = partner.status === 1 ? 0.8 : 0.2;
    for (const tutorial of tutorials) {
      if (!random.chance(tutorial.required ? share : share / 2)) continue;
      const day = new Date(Date.UTC(2023, 0, 1) + random.int(0, 300) * 86400000);
      tutorialCompletions.push({
        id: id++,
        partnerId: partner.id,
        tutorialId: tutorial.id,
        completedAt: day.toISOString(),
      });
    }
  }
  const mobileApps = APPS.map(
    ([app, platform, title, currentVersion, minVersion, forceUpdate, notes], index) => ({
      id: index + 1,
      app,
      platform,
      title: both(title),
      releaseNotes: both(notes),
      currentVersion,
      minVersion,
      forceUpdate,
      storeUrl: platform === 'ios' ? `${STORES.ios}${1600000000 + index}` : `${STORES.android}${app}`,
      status: RECORD_STATUS.active,
    }),
  );
  return { tutorials, tutorialCompletions, mobileApps };
}
