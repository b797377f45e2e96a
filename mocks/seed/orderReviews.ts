import type { Random } from '../random';

/** Review texts that read true for their rating: a 5 praises, a 1 complains. */
const REVIEWS: Record<number, string[]> = {
  1: [
    'The bathroom was not cleaned at all.',
    'Came two hours late and left early.',
    'Broke a vase and said nothing.',
  ],
  2: [
    'The bathroom was not cleaned well.',
    'Forgot the balcony and the windows.',
    'Late by half an hour, rushed the rest.',
  ],
  3: [
    'Fine, but the kitchen could be cleaner.',
    'Okay overall, forgot the balcony.',
    'Late by half an hour, good work though.',
  ],
  4: ['Good job, only the windows had streaks.', 'Friendly and fast.', 'Very tidy, a little late.'],
  5: ['Very thorough, thank you!', 'Great job as always.', 'Spotless flat, lovely person. Thank you!'],
};

/** A completed order's rating: mostly 5, rarely 1. */
export function pickRate(random: Random): number {
  const roll = random.next();
  return roll < 0.5 ? 5 : roll < 0.75 ? 4 : roll < 0.87 ? 3 : roll < 0.95 ? 2 : 1;
}

/** Half of the rated orders have a review, one that fits the rating. */
export const reviewFor = (random: Random, rate: number | null) =>
  rate && random.chance(0.5) ? random.pick(REVIEWS[rate]) : undefined;
