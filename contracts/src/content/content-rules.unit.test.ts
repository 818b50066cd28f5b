import { describe, expect, it } from 'vitest';
import { contentNameFrom, isContentName } from './content-kinds.ts';
import { addDays, contentStatusAt, isCalendarDay, listedFromDay, parseDayOffset, recordProblems, contentMessages } from './content-rules.ts';

const window = (publishFrom: string, publishUntil: string | null, withdrawn = false) => ({ publishFrom, publishUntil, withdrawn });
const now = new Date('2027-03-10T12:00:00.000Z');

describe('the publishing model', () => {
  it.each([
    ['before its window', window('2027-03-11T00:00:00.000Z', null), 'scheduled'],
    ['inside an open window', window('2027-03-01T00:00:00.000Z', null), 'live'],
    ['at the first instant of its window', window('2027-03-10T12:00:00.000Z', '2027-03-11T00:00:00.000Z'), 'live'],
    ['at the end of its window (excluded)', window('2027-03-01T00:00:00.000Z', '2027-03-10T12:00:00.000Z'), 'ended'],
    ['withdrawn inside its window', window('2027-03-01T00:00:00.000Z', null, true), 'withdrawn'],
  ] as const)('given a record %s, then its status is %s', (_, record, status) => {
    expect(contentStatusAt(record, now)).toBe(status);
  });

  it('given "-5", then events that ended up to 5 days ago are still listed, counted in UTC days', () => {
    expect(listedFromDay(now, -5)).toBe('2027-03-05');
    expect(listedFromDay(new Date('2027-03-01T23:59:59.000Z'), -7)).toBe('2027-02-22');
  });

  it.each([
    ['-5', -5],
    ['-7', -7],
    ['0', 0],
    ['+3', 3],
    ['-366', -366],
    ['-367', null],
    ['-5.5', null],
    ['five', null],
    ['', null],
  ])('given the day offset %j, then it reads %s', (segment, expected) => {
    expect(parseDayOffset(segment)).toBe(expected);
  });

  it('given days, then addDays crosses months and leap days', () => {
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2027-03-01', -1)).toBe('2027-02-28');
    expect(isCalendarDay('2027-02-29')).toBe(false);
    expect(isCalendarDay('2028-02-29')).toBe(true);
  });

  it('given a window ending before it starts and an event ending before its first day, then both are named on their field', () => {
    expect(recordProblems({ publishFrom: '2027-03-10T00:00:00.000Z', publishUntil: '2027-03-09T00:00:00.000Z', startsOn: '2027-03-12', endsOn: '2027-03-11' })).toEqual([
      { field: 'publishUntil', message: contentMessages.windowEndsBeforeStart },
      { field: 'endsOn', message: contentMessages.eventEndsBeforeStart },
    ]);
    expect(recordProblems({ publishFrom: '2027-03-10T00:00:00.000Z', publishUntil: null, startsOn: '2027-03-12', endsOn: '2027-03-12' })).toEqual([]);
  });

  it('given titles, then the proposed names are names', () => {
    expect(contentNameFrom('C2E2 2027: Chicago!')).toBe('c2e2-2027-chicago');
    expect(contentNameFrom('Fan Expo Canada — Toronto & more')).toBe('fan-expo-canada-toronto-and-more');
    expect(contentNameFrom('Café Comics')).toBe('cafe-comics');
    expect(isContentName(contentNameFrom('x'.repeat(200)))).toBe(true);
    expect(isContentName('Has Spaces')).toBe(false);
    expect(isContentName('double--dash')).toBe(false);
  });
});
