/** The two demo staff accounts (docs/decisions.md section 3); passwords are stored as the fake server sees them. */
export const DEMO_PASSWORD = 'demo1234';

export const seedAccounts = () => [
  {
    id: 7,
    name: 'Anna Kowalska',
    email: 'admin@example.com',
    password: DEMO_PASSWORD,
    permission: 'admin',
    location: 1,
    locations: [1, 2, 3],
  },
  {
    id: 8,
    name: 'Marek Nowak',
    email: 'manager@example.com',
    password: DEMO_PASSWORD,
    permission: 'manager',
    location: 1,
    locations: [1, 2],
  },
];
