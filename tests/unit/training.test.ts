import { describe, expect, it } from 'vitest';
import { CONTENT_SCHEMAS } from '../../src/domain/contentRecordSchemas';
import { validateContent } from '../../src/domain/contentValidation';
import { compareVersions, isVersion, isWebUrl, mustUpdate } from '../../src/domain/training';

describe('mobile app versions', () => {
  it.each([
    ['2.14.0', '2.9.9', 1],
    ['2.10', '2.10.0', 0],
    ['1.0.1', '1.1', -1],
  ])('%s against %s is %i', (a, b, expected) => expect(compareVersions(a, b)).toBe(expected));

  it.each([
    ['2.14.0', true],
    ['3', true],
    ['v2.1', false],
    ['2..1', false],
    ['1.2.3.4.5', false],
  ])('%s is a version: %s', (value, expected) => expect(isVersion(value)).toBe(expected));

  it('asks to update below the minimum, or below the current one when forced', () => {
    const app = { currentVersion: '2.14.0', minVersion: '2.12.0', forceUpdate: false };
    expect(mustUpdate(app, '2.11.9')).toBe(true);
    expect(mustUpdate(app, '2.13.0')).toBe(false);
    expect(mustUpdate({ ...app, forceUpdate: true }, '2.13.0')).toBe(true);
    expect(mustUpdate({ ...app, forceUpdate: true }, '2.14.0')).toBe(false);
  });

  it('refuses a minimum above the current version, a wrong format and a store link that is no address', () => {
    const errors = (values: Record<string, unknown>) =>
      validateContent(CONTENT_SCHEMAS.mobileApps, { title: { pl: 'App' }, ...values }, ['pl', 'en'], 'pl');
    expect(errors({ currentVersion: '2.0', minVersion: '2.1', storeUrl: 'https://x.example' })).toEqual({
      minVersion: 'training.validation.minAboveCurrent',
    });
    expect(errors({ currentVersion: 'new', minVersion: '', storeUrl: 'store' })).toEqual({
      currentVersion: 'training.validation.version',
      minVersion: 'app.validation.required',
      storeUrl: 'training.validation.url',
    });
  });
});

describe('tutorials', () => {
  it('need a base-language title and content; a video link must be a web address', () => {
    expect(isWebUrl('https://youtu.be/x')).toBe(true);
    expect(isWebUrl('javascript:alert(1)')).toBe(false);
    expect(
      validateContent(
        CONTENT_SCHEMAS.tutorials,
        { title: { en: 'Hi' }, videoUrl: 'video', position: 1 },
        ['pl', 'en'],
        'pl',
      ),
    ).toEqual({
      'title.pl': 'app.validation.required',
      'content.pl': 'app.validation.required',
      videoUrl: 'training.validation.url',
    });
  });
});
