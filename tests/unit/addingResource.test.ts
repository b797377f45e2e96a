import polyglotI18nProvider from 'ra-i18n-polyglot';
import englishMessages from 'ra-language-english';
import type { TranslationMessages } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { en } from '../../i18n/en';
import { messages as pl } from '../../i18n/pl';
import { messages as ru } from '../../i18n/ru';
import { SHARED_MODULES, moduleNameOf, moduleOf } from '../../mocks/routes';
import { seedCollection, seedDeclared } from '../../mocks/seed/collection';
import type { Row } from '../../mocks/store';
import { endpointsOf, type ApiName } from '../../src/api/contract';
import {
  MAIN_MENU,
  PAGE_ENTRIES,
  SUB_MENU,
  menuLabel,
  menuOf,
  resourceEntries,
  type MenuEntry,
} from '../../src/layout/menuItems';
import { apiName, fixedFilter, registerWires, routeBases } from '../../src/providers/resourceRegistry';
import { RESOURCES } from '../../src/resources/declared';
import { defineResource, isDeclaredResource } from '../../src/routing/defineResource';

/**
 * Issue 27: a resource is one declaration. The README's "Adding a resource" names at most six places, and every
 * list that once needed a line per resource (the route registry, the sidebar and its labels, the fake backend's
 * loader table, its seed) is computed instead: checked on the real declarations, then on a made-up one.
 */
const text = (files: Record<string, string>) => Object.values(files)[0];
const README = text(
  import.meta.glob<string>('../../README.md', { query: '?raw', import: 'default', eager: true }),
);
const ARCHITECTURE = text(
  import.meta.glob<string>('../../docs/architecture.md', { query: '?raw', import: 'default', eager: true }),
);
const SOURCES = import.meta.glob<string>(
  [
    '../../src/resources/*/index.ts',
    '../../src/providers/resourceRegistry.ts',
    '../../src/layout/menuItems.tsx',
    '../../src/App.tsx',
    '../../mocks/routes.ts',
    '../../mocks/seed/index.ts',
    '../../i18n/*/app.ts',
  ],
  { query: '?raw', import: 'default', eager: true },
);
const source = (path: string) => SOURCES[`../../${path}`];
/** The fake backend's route modules, by name (not loaded). */
const BACKEND_MODULES = Object.keys(
  import.meta.glob(['../../mocks/resources/*.ts', '../../mocks/resources/*/index.ts']),
).map((path) => moduleNameOf(path.replace('../../mocks/', './')));

/** The numbered steps of a document's "Adding a resource" section, each with the paths it names in backquotes. */
function steps(markdown: string) {
  const section = /## Adding a resource\n([\s\S]*?)(?=\n## |$)/.exec(markdown)?.[1] ?? '';
  return section
    .split(/\n(?=\d+\. )/)
    .filter((step) => /^\s*\d+\. /.test(step))
    .map((step) => ({
      step,
      paths: [...step.matchAll(/`([^`\s]*\/[^`\s]*)`/g)].map((match) => match[1]),
    }));
}

/** Where a new resource once needed a line of its own, and now none. */
const DERIVED = [
  'src/providers/resourceRegistry.ts',
  'src/resources/declared.ts',
  'src/layout/menuItems.tsx',
  'src/App.tsx',
  'i18n/en/app.ts',
  'i18n/ru/app.ts',
  'i18n/pl/app.ts',
  'mocks/routes.ts',
  'mocks/handlers.ts',
  'mocks/rows.ts',
  'mocks/seed/index.ts',
  'mocks/server/tables.ts',
];

describe.each([
  ['README.md', README],
  ['docs/architecture.md', ARCHITECTURE],
])('"Adding a resource" in %s', (_file, markdown) => {
  const written = steps(markdown);

  it('names at most six places to write, each step one place', () => {
    expect(written.length).toBeGreaterThan(0);
    expect(written.length).toBeLessThanOrEqual(6);
    // The first path of each step is the place it writes (a folder, a module, the languages' modules, one line).
    expect(written.every(({ paths }) => paths.length > 0)).toBe(true);
    expect(new Set(written.map(({ paths }) => paths[0])).size).toBe(written.length);
  });

  it('never asks for a line in a list that is now computed', () => {
    expect(written.map(({ paths }) => paths[0]).filter((place) => DERIVED.includes(place))).toEqual([]);
  });
});

describe('the declared resources', () => {
  it('are every defineResource / defineContentResource of a resource folder', () => {
    const calls = Object.entries(SOURCES)
      .filter(([path]) => path.startsWith('../../src/resources/'))
      .flatMap(([, code]) => [...code.matchAll(/define(?:Content)?Resource\(\{\s*name: '([^']+)'/g)])
      .map((match) => match[1]);
    expect(RESOURCES.map((resource) => resource.name)).toEqual([...calls].sort());
    expect(RESOURCES.every(isDeclaredResource)).toBe(true);
  });

  it('are each in the route registry with their API, named nowhere there', () => {
    for (const { name, api, filter } of RESOURCES.filter((resource) => resource.api)) {
      expect(apiName(name), name).toBe(api);
      expect(fixedFilter(name), name).toEqual(filter ?? {});
      expect(routeBases()).toContain(name);
    }
    const registry = source('src/providers/resourceRegistry.ts');
    expect(RESOURCES.filter(({ name }) => registry.includes(`'${name}'`)).map(({ name }) => name)).toEqual(
      [],
    );
  });

  it('name APIs of the contract, each answered by a fake backend module', () => {
    const contract = new Set(endpointsOf().map((endpoint) => endpoint.path.split('/')[1]));
    for (const { name, api } of RESOURCES.filter((resource) => resource.api)) {
      expect(contract.has(api!), name).toBe(true);
      expect(moduleOf(api!, BACKEND_MODULES), name).toBeDefined();
    }
    // Every API of the contract too (admin/search, admin/login...), and the shared modules name no API's own.
    expect([...contract].filter((api) => !moduleOf(api, BACKEND_MODULES))).toEqual([]);
    expect(Object.keys(SHARED_MODULES).filter((api) => BACKEND_MODULES.includes(api))).toEqual([]);
    // No loader is written by hand: the table is read from the modules (import.meta.glob).
    expect(source('mocks/routes.ts')).not.toMatch(/import\('\.\/resources\//);
  });

  it('with a menu place are in the sidebar, in their group by their order, named nowhere there', () => {
    const inMenu = (group: 'main' | 'sub') =>
      RESOURCES.filter((resource) => resource.menu?.group === group).map((resource) => resource.name);
    const resourcesOf = (menu: MenuEntry[]) =>
      menu.flatMap((entry) => (entry.resource ? [entry.resource] : []));
    expect(resourcesOf(MAIN_MENU).sort()).toEqual(inMenu('main').sort());
    expect(resourcesOf(SUB_MENU).sort()).toEqual(inMenu('sub').sort());
    for (const menu of [MAIN_MENU, SUB_MENU]) {
      const orders = menu.map((entry) => entry.menu.order);
      expect(orders).toEqual([...orders].sort((a, b) => a - b));
      expect(new Set(orders).size).toBe(orders.length);
    }
    expect(source('src/layout/menuItems.tsx')).not.toMatch(/resource: '/);
    // The labels: a page's under app.menu, a resource's its own (resources.<name>.name, or .menu).
    const menuKeys = (language: string) =>
      [
        .../\n {2}menu: \{\n([\s\S]*?)\n {2}\}/
          .exec(source(`i18n/${language}/app.ts`))![1]
          .matchAll(/^ {4}(\w+):/gm),
      ].map((match) => match[1]);
    for (const language of ['en', 'ru', 'pl'])
      expect(menuKeys(language).sort()).toEqual(
        ['main', 'sub', ...PAGE_ENTRIES.map((entry) => entry.key)].sort(),
      );
  });
});

/** A translate function of each language's catalogue, as the app's i18nProvider builds it. */
const translateIn = (messages: unknown, locale: string) =>
  polyglotI18nProvider(() => messages as TranslationMessages, locale, [], { allowMissing: true }).translate;
const LANGUAGES = {
  en: translateIn({ ...englishMessages, ...en }, 'en'),
  ru: translateIn(ru, 'ru'),
  pl: translateIn(pl, 'pl'),
};

/**
 * The sidebar as it was written by hand before issue 27: its entries keep their order, links and labels (a resource
 * added since may stand among them).
 */
const SIDEBAR = {
  main: {
    links:
      '/dashboard /orders /calendar /partners /customers /reviews /promocodes /warehouse /messages /certificates',
    en: 'Main dashboard, Orders, Calendar, Partners, Customers, Reviews, Promocodes, Warehouse, Messages, Certificates',
    ru: 'Главная панель, Заказы, Календарь, Партнёры, Клиенты, Отзывы, Промокоды, Склад, Сообщения, Сертификаты',
    pl: 'Panel główny, Zamówienia, Kalendarz, Partnerzy, Klienci, Opinie, Kody promocyjne, Magazyn, Wiadomości, Certyfikaty',
  },
  sub: {
    links: '/mobileApps /analytics /services /tutorials /agreements /questions /seo /labels /activity',
    en: 'Mobile apps, Analytics, Services, Tutorials, Agreements, Q&A, SEO, Labels, Activity',
    ru: 'Приложения, Аналитика, Услуги, Обучение, Соглашения, Вопросы и ответы, SEO, Метки, Изменения',
    pl: 'Aplikacje mobilne, Analityka, Usługi, Poradniki, Umowy, Pytania i odpowiedzi, SEO, Etykiety, Aktywność',
  },
};
const linkOf = (entry: MenuEntry) => entry.to ?? `/${entry.resource}`;
/** A menu's entries that the hand-written sidebar had, in the computed order. */
const formerEntries = (menu: MenuEntry[], group: 'main' | 'sub') =>
  menu.filter((entry) => SIDEBAR[group].links.split(' ').includes(linkOf(entry)));

describe('the computed sidebar', () => {
  it.each(['main', 'sub'] as const)('has the %s menu entries it had, in their order', (group) => {
    const menu = group === 'main' ? MAIN_MENU : SUB_MENU;
    expect(formerEntries(menu, group).map(linkOf).join(' ')).toBe(SIDEBAR[group].links);
    expect(MAIN_MENU.find((entry) => entry.resource === 'messages')?.badge).toBeDefined();
  });

  it.each(Object.entries(LANGUAGES))('has the labels it had, in %s', (language, translate) => {
    const labels = (menu: MenuEntry[], group: 'main' | 'sub') =>
      formerEntries(menu, group)
        .map((entry) => menuLabel(translate, entry))
        .join(', ');
    expect(labels(MAIN_MENU, 'main')).toBe(SIDEBAR.main[language as 'en']);
    expect(labels(SUB_MENU, 'sub')).toBe(SIDEBAR.sub[language as 'en']);
  });
});

describe('a dry run: adding a made-up resource, madeUpWidgets', () => {
  // Step 1, its folder: src/resources/madeUpWidgets/index.ts (its API in the contract, step 3, is what `api` names).
  const madeUp = defineResource({
    name: 'madeUpWidgets',
    api: 'madeUpWidgets' as ApiName,
    menu: { group: 'sub', order: 85 },
    list: () => null,
  });

  it('is a declaration the declared list takes as it is', () => {
    expect(isDeclaredResource(madeUp)).toBe(true);
  });

  it('gets its sidebar entry, after Labels, labelled by its plural name with no menu key', () => {
    const menu = menuOf([...PAGE_ENTRIES, ...resourceEntries([...RESOURCES, madeUp])], 'sub');
    const at = (key: string) => menu.findIndex((entry) => entry.key === key);
    expect(at('labels')).toBeLessThan(at('madeUpWidgets'));
    expect(at('madeUpWidgets')).toBeLessThan(at('activity'));
    // Step 2, its translations: resources.madeUpWidgets.name in each language, nothing else.
    const translate = translateIn({ resources: { madeUpWidgets: { name: 'Widget |||| Widgets' } } }, 'en');
    expect(
      menuLabel(
        translate,
        menu.find((entry) => entry.key === 'madeUpWidgets')!,
      ),
    ).toBe('Widgets');
  });

  it('gets its route -> API wire', () => {
    expect(() => apiName('madeUpWidgets/parts')).toThrow(/not a declared route/);
    registerWires([['madeUpWidgets/parts', { api: madeUp.api!, filter: { kind: 'part' } }]]);
    expect(apiName('madeUpWidgets/parts')).toBe('madeUpWidgets');
    expect(fixedFilter('madeUpWidgets/parts')).toEqual({ kind: 'part' });
    expect(routeBases()).toContain('madeUpWidgets/parts');
  });

  it('is answered by its fake backend module, mocks/resources/madeUpWidgets.ts, with no line in the loader table', () => {
    expect(moduleOf('madeUpWidgets', BACKEND_MODULES)).toBeUndefined();
    expect(
      moduleOf('madeUpWidgets', [...BACKEND_MODULES, moduleNameOf('./resources/madeUpWidgets.ts')]),
    ).toBe('madeUpWidgets');
  });

  it('is seeded by its seed module, mocks/seed/madeUpWidgets.ts, with no line in buildSeed', () => {
    // The row type lives in the seed module (or the backend module) too: none in mocks/rows.ts.
    interface WidgetRow extends Row {
      location: number;
      name: string;
    }
    const collection = seedCollection<WidgetRow>('madeUpWidgets', ({ random, seeded }) =>
      seeded.locations.map((location, at) => ({
        id: at + 1,
        location: location.id,
        name: `W${random.int(1, 9)}`,
      })),
    );
    const context = { seed: 1, today: new Date('2026-01-01'), size: 'small' as const };
    const seeded = { locations: [{ id: 1 }, { id: 2 }] };
    const rows = seedDeclared([collection], { ...context, seeded });
    expect(rows.madeUpWidgets).toHaveLength(2);
    expect(seedDeclared([collection], { ...context, seeded })).toEqual(rows);
    expect(() =>
      seedDeclared([collection], { ...context, seeded: { ...seeded, madeUpWidgets: [] } }),
    ).toThrow(/twice/);
    expect(source('mocks/seed/index.ts')).toMatch(/import\.meta\.glob/);
  });
});
