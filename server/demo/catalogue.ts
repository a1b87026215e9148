import type { MotifName } from './motifs';

/** The demo fair's categories, in the order the gallery lists them. */
export const DEMO_CATEGORIES = [
  'Climate & Energy',
  'Health',
  'Education',
  'Games & Play',
  'Open Tools',
] as const;
export type DemoCategory = (typeof DEMO_CATEGORIES)[number];

export interface DemoIdea {
  title: string;
  summary: string;
  /** What the project is about: its first category, and the one its picture is drawn for. */
  categories: readonly [DemoCategory, ...DemoCategory[]];
  /** The picture's emblem: what the project is, at a glance. */
  motif: MotifName;
}

/**
 * The demo fair's projects, in the order they were created. The first thirty are approved; the rest
 * wait in review. Each has its own picture (drawn from its title, category and motif by the demo's
 * artwork routes), so the gallery looks like a real fair.
 */
export const DEMO_IDEAS: readonly DemoIdea[] = [
  {
    title: 'Solar Sprout',
    summary:
      'A self-watering greenhouse that runs on a single solar panel and texts you when the soil gets dry.',
    categories: ['Climate & Energy', 'Education'],
    motif: 'sprout',
  },
  {
    title: 'Pulse Pal',
    summary:
      'A wearable that spots irregular heartbeats with a cheap optical sensor and a tiny neural network.',
    categories: ['Health'],
    motif: 'heartPulse',
  },
  {
    title: 'Study Buddy',
    summary: 'Flashcards that schedule themselves with spaced repetition and adapt to how you answer.',
    categories: ['Education'],
    motif: 'book',
  },
  {
    title: 'Pixel Quest',
    summary: 'A cooperative browser game where two players solve light puzzles with mirrors and prisms.',
    categories: ['Games & Play', 'Education'],
    motif: 'gamepad',
  },
  {
    title: 'Bike Lane Mapper',
    summary: 'Crowd-sourced map of safe bike lanes, rated by riders and updated in real time.',
    categories: ['Open Tools'],
    motif: 'mapPin',
  },
  {
    title: 'Water Watch',
    summary: 'Low-cost river sensors that measure turbidity and publish open data for the town.',
    categories: ['Climate & Energy', 'Open Tools'],
    motif: 'droplet',
  },
  {
    title: 'Sign Speak',
    summary: 'A camera app that translates finger-spelled sign language into text on the phone.',
    categories: ['Education', 'Health'],
    motif: 'chat',
  },
  {
    title: 'Compost Cam',
    summary: 'A camera in the compost bin that estimates decomposition and suggests what to add.',
    categories: ['Climate & Energy'],
    motif: 'camera',
  },
  {
    title: 'Lunch Line',
    summary: 'A canteen queue predictor that tells students when the line is shortest.',
    categories: ['Open Tools'],
    motif: 'utensils',
  },
  {
    title: 'Echo Locate',
    summary: 'An assistive cane attachment that vibrates when obstacles approach at head height.',
    categories: ['Health'],
    motif: 'eye',
  },
  {
    title: 'Grid Balance',
    summary: 'A simulator that shows how home batteries can flatten the evening peak of the grid.',
    categories: ['Climate & Energy'],
    motif: 'zap',
  },
  {
    title: 'Word Garden',
    summary: 'A vocabulary game where new words grow into plants the more you use them.',
    categories: ['Games & Play', 'Education'],
    motif: 'flower',
  },
  {
    title: 'Mood Board',
    summary: 'An anonymous classroom check-in that helps teachers notice when students struggle.',
    categories: ['Education', 'Health'],
    motif: 'smile',
  },
  {
    title: 'Robo Sort',
    summary: 'A recycling robot arm that sorts cans from bottles with a colour sensor.',
    categories: ['Climate & Energy'],
    motif: 'bot',
  },
  {
    title: 'Star Finder',
    summary: 'An augmented-reality sky map that works offline on old phones.',
    categories: ['Education'],
    motif: 'star',
  },
  {
    title: 'Allergy Alert',
    summary: 'A barcode scanner that warns about allergens in food for the whole family.',
    categories: ['Health'],
    motif: 'alert',
  },
  {
    title: 'Code Trail',
    summary: 'A treasure hunt that teaches programming with clues hidden around the school.',
    categories: ['Education', 'Games & Play'],
    motif: 'code',
  },
  {
    title: 'Bee Counter',
    summary: 'A hive entrance counter that tracks bee traffic to spot colony problems early.',
    categories: ['Climate & Energy'],
    motif: 'bug',
  },
  {
    title: 'Quiet Zone',
    summary: 'A noise meter for libraries that glows amber before it gets too loud.',
    categories: ['Open Tools'],
    motif: 'volume',
  },
  {
    title: 'Rain Saver',
    summary: 'A rain barrel controller that waters the garden only when the forecast is dry.',
    categories: ['Climate & Energy'],
    motif: 'cloudRain',
  },
  {
    title: 'History Hop',
    summary: 'A walking tour app that tells the story of each street corner in your town.',
    categories: ['Education'],
    motif: 'landmark',
  },
  {
    title: 'Math Duel',
    summary: 'Head-to-head mental arithmetic battles with fair, level-based matchmaking.',
    categories: ['Games & Play', 'Education'],
    motif: 'sigma',
  },
  {
    title: 'Seed Swap',
    summary: 'A community seed library with lending, returns and a harvest calendar.',
    categories: ['Open Tools'],
    motif: 'leaf',
  },
  {
    title: 'Posture Pro',
    summary: 'A desk clip that reminds you to sit up straight, tuned to each user.',
    categories: ['Health'],
    motif: 'user',
  },
  {
    title: 'Lost & Found Bot',
    summary: 'A chat bot that matches lost items with found reports using photos.',
    categories: ['Open Tools'],
    motif: 'search',
  },
  {
    title: 'Air Check',
    summary: 'A classroom CO2 monitor that tells when to open the windows.',
    categories: ['Health', 'Education'],
    motif: 'wind',
  },
  {
    title: 'Story Dice',
    summary: 'A storytelling game that rolls picture dice and records the tale you tell.',
    categories: ['Games & Play'],
    motif: 'dice',
  },
  {
    title: 'Bus Buddy',
    summary: 'Live school-bus arrival times from a GPS tracker and a tiny web page.',
    categories: ['Open Tools'],
    motif: 'bus',
  },
  {
    title: 'Heat Map Home',
    summary: 'A thermal camera survey kit that finds where houses leak heat.',
    categories: ['Climate & Energy'],
    motif: 'home',
  },
  {
    title: 'Melody Maker',
    summary: 'A music toy that turns drawings into melodies for young children.',
    categories: ['Games & Play'],
    motif: 'music',
  },
  {
    title: 'Plant Doctor',
    summary: 'Photo-based diagnosis of common houseplant problems with care tips.',
    categories: ['Open Tools'],
    motif: 'stethoscope',
  },
  {
    title: 'Fair Share',
    summary: 'An app that splits chores fairly among flatmates and keeps score.',
    categories: ['Open Tools'],
    motif: 'users',
  },
  {
    title: 'Drone Rescue',
    summary: 'A foam drone that drops a flotation ring to swimmers in trouble.',
    categories: ['Health'],
    motif: 'lifebuoy',
  },
  {
    title: 'Ink Saver',
    summary: 'A font and printer driver tweak that uses a third less ink.',
    categories: ['Climate & Energy'],
    motif: 'printer',
  },
];

/** The demo's sponsors, each with the emblem of its logo. */
export const DEMO_SPONSORS = [
  { name: 'Northwind Labs', motif: 'wind' },
  { name: 'Contoso Energy', motif: 'zap' },
  { name: 'Fabrikam Health', motif: 'heartPulse' },
] as const satisfies readonly { name: string; motif: MotifName }[];
