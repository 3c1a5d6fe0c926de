import { describe, expect, it } from 'vitest';
import { canonicalTimeZone, clockTimesText, sessionMomentText, timeZoneLabel, utcOffsetText } from './client-time';

const tenInMoscow = new Date('2026-12-05T07:00:00Z');

describe('the client’s clock beside Moscow’s', () => {
  it('should accept any IANA zone in its canonical spelling and refuse what is no zone', () => {
    expect(canonicalTimeZone('Asia/Novosibirsk')).toBe('Asia/Novosibirsk');
    expect(canonicalTimeZone('asia/novosibirsk')).toBe('Asia/Novosibirsk');
    expect(canonicalTimeZone('Pacific/Auckland')).toBe('Pacific/Auckland');
    for (const wrong of ['', 'Mars/Olympus', 'Новосибирск', '+07:00', 'x'.repeat(65)]) expect(canonicalTimeZone(wrong)).toBeUndefined();
  });

  it('should write offsets as UTC+7, UTC−3 and UTC+5:45', () => {
    expect(utcOffsetText(tenInMoscow, 'Asia/Novosibirsk')).toBe('UTC+7');
    expect(utcOffsetText(tenInMoscow, 'America/Sao_Paulo')).toBe('UTC−3');
    expect(utcOffsetText(tenInMoscow, 'Asia/Kathmandu')).toBe('UTC+5:45');
    expect(timeZoneLabel('Asia/Novosibirsk', tenInMoscow)).toBe('Новосибирск (UTC+7)');
    expect(timeZoneLabel('Asia/Kathmandu', tenInMoscow)).toBe('Asia/Kathmandu (UTC+5:45)');
  });

  it('should say a moment by the city for the listed zones, by the offset for others, and as before for Moscow', () => {
    expect(sessionMomentText(tenInMoscow, 'Asia/Novosibirsk')).toBe('5 декабря 2026 в 14:00 по Новосибирску (10:00 МСК)');
    expect(sessionMomentText(tenInMoscow, 'Asia/Kamchatka')).toBe('5 декабря 2026 в 19:00 по камчатскому времени (10:00 МСК)');
    expect(sessionMomentText(tenInMoscow, 'America/New_York')).toBe('5 декабря 2026 в 02:00 по Нью-Йорку (10:00 МСК)');
    expect(sessionMomentText(tenInMoscow, 'Pacific/Auckland')).toBe('5 декабря 2026 в 20:00 (UTC+13), 10:00 МСК');
    expect(sessionMomentText(tenInMoscow, null)).toBe('5 декабря 2026 в 10:00 по московскому времени');
    expect(sessionMomentText(tenInMoscow, 'Europe/Moscow')).toBe('5 декабря 2026 в 10:00 по московскому времени');
  });

  it('should list several times of a day the same way', () => {
    const times = [tenInMoscow, new Date('2026-12-05T09:00:00Z')];
    expect(clockTimesText(times, 'Asia/Yekaterinburg')).toBe('12:00, 14:00 по Екатеринбургу (10:00, 12:00 МСК)');
    expect(clockTimesText(times, 'Asia/Kathmandu')).toBe('12:45, 14:45 (UTC+5:45; 10:00, 12:00 МСК)');
    expect(clockTimesText(times, undefined)).toBe('10:00, 12:00 (по московскому времени)');
  });
});
