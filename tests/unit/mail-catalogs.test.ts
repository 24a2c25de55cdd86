import { describe, expect, test } from 'vitest';
import { formatStayDates } from '../../functions/src/calendar-sync/conflict-words';
import { en } from '../../functions/src/email/catalogs/en';
import { esAR } from '../../functions/src/email/catalogs/es-ar';
import { mailWords } from '../../functions/src/email/mail-words';
import { message } from '../../shared/src/i18n/message';
import { renderMessage } from '../../shared/src/i18n/render-message';
import { reasonOf } from '../../functions/src/calendar-sync/stored-reasons';

// The mails' two catalogs say the same things with the same values; dates and money follow the language.

const placeholders = (text: string) => [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((match) => match[1]).sort();

describe('the mail catalogs', () => {
  test('English and Spanish (Argentina) have the same keys, each with a text and the same placeholders', () => {
    expect(Object.keys(esAR).sort()).toEqual(Object.keys(en).sort());
    for (const [key, text] of Object.entries(en)) {
      const spanish = esAR[key as keyof typeof en];
      expect(spanish.trim(), key).not.toBe('');
      expect(placeholders(spanish), key).toEqual(placeholders(text));
    }
  });

  test("a stay's dates and money: as they always were in English, the Argentine way in Spanish", () => {
    expect(formatStayDates(mailWords('en'), '2026-12-01', '2026-12-04')).toBe('2026-12-01 → 2026-12-04, 3 nights');
    expect(formatStayDates(mailWords('en'), '2026-12-01', '2026-12-02')).toBe('2026-12-01 → 2026-12-02, 1 night');
    expect(formatStayDates(mailWords('es-AR'), '2026-12-01', '2026-12-04')).toBe(
      '1 de diciembre de 2026 → 4 de diciembre de 2026, 3 noches',
    );
    expect(mailWords('en').money(80, 'USD')).toBe('$80.00');
    expect(mailWords('es-AR').money(150000, 'ARS')).toMatch(/^\$\s150\.000,00$/);
  });

  test("an import's reasons are messages by id, said from the messages catalog in the mail's language", () => {
    const { t } = mailWords('es-AR');
    const why = (stored: Parameters<typeof reasonOf>[0]) => renderMessage(reasonOf(stored), 'es-AR');
    expect(t('conflictWhy', { reason: why(message('calendar.stayDoesNotFit')) })).toBe('Motivo: Esta estadía no entra.');
    expect(why(message('calendar.stayLongerMaxNights', { max: 90 }))).toBe('Esta estadía tiene más de 90 noches: cargala a mano en partes');
    // A reason an older sync stored in English is read as its message.
    expect(why('This stay is longer than 90 nights: book it by hand in parts')).toBe(
      'Esta estadía tiene más de 90 noches: cargala a mano en partes',
    );
  });
});
