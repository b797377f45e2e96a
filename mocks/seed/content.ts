import { slugify } from '../../src/domain/slug';
import { RECORD_STATUS } from '../../src/domain/statuses';
import type { ServiceRow, ServiceTypeRow } from '../rows';
import type { Random } from '../random';
import { AGREEMENTS, DISTRICTS, QUESTIONS, QUESTION_TYPES, STATIC_PAGES, type Pair } from './contentTexts';

type Texts = { pl: string; en: string };

const both = ([pl, en]: Pair): Texts => ({ pl, en });
const slugs = ([pl, en]: Pair): Texts => ({ pl: slugify(pl), en: slugify(en) });
const para = ([pl, en]: Pair): Texts => ({ pl: `<p>${pl}</p>`, en: `<p>${en}</p>` });

type CatalogueType = Pick<ServiceTypeRow, 'id'> & { label: Texts };
type ServiceOption = Pick<ServiceRow, 'id' | 'idServiceType'>;

/** Questions, question types, agreements and SEO pages in Polish and English, as the company's site has them. */
export function seedContent(random: Random, serviceTypes: CatalogueType[], services: ServiceOption[]) {
  const questionTypes = QUESTION_TYPES.map(([label, type], index) => ({
    id: index + 1,
    label: both(label),
    slug: slugs(label),
    type,
    status: RECORD_STATUS.active,
  }));
  const questions = QUESTIONS.map(([idQuestionType, question, answer, front], index) => ({
    id: index + 1,
    question: both(question),
    answer: para(answer),
    slug: slugs(question),
    pageTitle: both(question),
    metaDescription: both(answer),
    status: index === 9 ? RECORD_STATUS.inactive : RECORD_STATUS.active,
    front: !!front,
    idQuestionType,
  }));
  const agreements = AGREEMENTS.map(([type, title, shortTitle, body], index) => ({
    id: index + 1,
    title: both(title),
    shortTitle: both(shortTitle),
    slug: slugs(title),
    pageTitle: both(title),
    metaDescription: both(body),
    content: para(body),
    type,
    status: RECORD_STATUS.active,
  }));
  const seoDistricts = DISTRICTS.map((district, index) => {
    const [pl, en] = district;
    return {
      id: index + 1,
      h1: { pl: `Sprzątanie – ${pl}`, en: `Cleaning in ${en}` },
      pageTitle: { pl: `Firma sprzątająca ${pl} – Warszawa`, en: `Cleaning company ${en} – Warsaw` },
      metaDescription: {
        pl: `Sprzątanie mieszkań i biur w dzielnicy ${pl}. Partner nawet jutro.`,
        en: `Home and office cleaning in ${en}. A partner as soon as tomorrow.`,
      },
      content: para([
        `Nasi partnerzy pracują na terenie dzielnicy ${pl} każdego dnia.`,
        `Our partners work in ${en} every day.`,
      ]),
      slug: { pl: `sprzatanie-${slugify(pl)}`, en: `cleaning-${slugify(en)}` },
      image: null,
      status: random.chance(0.15) ? RECORD_STATUS.inactive : RECORD_STATUS.active,
    };
  });
  const seoOrderPages = serviceTypes.slice(0, 4).map((type, index) => ({
    id: index + 1,
    h1: { pl: `Zamów: ${type.label.pl.toLowerCase()}`, en: `Book ${type.label.en.toLowerCase()}` },
    pageTitle: { pl: `${type.label.pl} – zamówienie online`, en: `${type.label.en} – book online` },
    metaDescription: {
      pl: `Zamów ${type.label.pl.toLowerCase()} w 60 sekund.`,
      en: `Book ${type.label.en.toLowerCase()} in 60 seconds.`,
    },
    content: para([
      'Wybierz usługi i termin, resztą zajmiemy się my.',
      'Choose the services and a date; we take care of the rest.',
    ]),
    slug: { pl: `zamow-${slugify(type.label.pl)}`, en: `book-${slugify(type.label.en)}` },
    idServiceType: type.id,
    services: services
      .filter((service) => service.idServiceType === type.id)
      .slice(0, 3)
      .map((service) => service.id),
    status: RECORD_STATUS.active,
  }));
  const seoStaticPages = STATIC_PAGES.map(([innerName, h1, body], index) => ({
    id: index + 1,
    h1: both(h1),
    pageTitle: both(h1),
    metaDescription: both(body),
    content: para(body),
    slug: slugs(h1),
    innerSlug: innerName,
    innerName,
    status: RECORD_STATUS.active,
  }));
  const seoServiceTypes = serviceTypes.map((type, index) => ({
    id: index + 1,
    idServiceType: type.id,
    h1: { pl: `${type.label.pl} w Warszawie`, en: `${type.label.en} in Warsaw` },
    pageTitle: { pl: `${type.label.pl} – Warszawa`, en: `${type.label.en} – Warsaw` },
    metaDescription: {
      pl: `${type.label.pl} z gwarancją jakości.`,
      en: `${type.label.en} with a quality guarantee.`,
    },
    content: para([
      `${type.label.pl}: sprawdzeni partnerzy i stałe ceny.`,
      `${type.label.en}: vetted partners and fixed prices.`,
    ]),
    slug: { pl: `${slugify(type.label.pl)}-warszawa`, en: `${slugify(type.label.en)}-warsaw` },
    status: RECORD_STATUS.active,
  }));
  return {
    questionTypes,
    questions,
    agreements,
    seoDistricts,
    seoOrderPages,
    seoStaticPages,
    seoServiceTypes,
  };
}
