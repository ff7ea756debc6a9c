import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import i18n from 'i18next';
import { describe, expect, it } from 'vitest';
import { initFrench } from '../test/i18n';

const src = path.resolve(import.meta.dirname, '..');
const DOORS: Record<string, string[]> = {
  dayjs: ['lib/dayjs.ts'],
  // DatesProvider names the locale; it renders no date.
  '@mantine/dates': ['components/dates.ts', 'app/providers.tsx'],
};

describe('dayjs, through lib/dayjs.ts', () => {
  it('speaks the language of the app, and follows it when it changes', async () => {
    await initFrench();
    const { default: dayjs } = await import('./dayjs');
    expect(dayjs('2026-11-02').format('dddd D MMMM')).toBe('lundi 2 novembre');
    await i18n.changeLanguage('en');
    try {
      expect(dayjs('2026-11-02').format('dddd D MMMM')).toBe('Monday 2 November');
    } finally {
      await i18n.changeLanguage('fr');
    }
    expect(dayjs('2026-11-02').format('MMMM')).toBe('novembre');
  });

  it.each(Object.entries(DOORS))('is the only way in to %s: no other file imports it', (module, doors) => {
    const files = readdirSync(src, { recursive: true, encoding: 'utf8' }).filter(
      (file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file),
    );
    const importer = new RegExp(`from '${module}'`);
    const offenders = files.filter(
      (file) => !doors.includes(file) && importer.test(readFileSync(path.join(src, file), 'utf8')),
    );
    expect(offenders).toEqual([]);
    expect(files.filter((file) => doors.includes(file))).toHaveLength(doors.length);
  });
});
